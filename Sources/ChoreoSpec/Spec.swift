import ChoreoYAML

/// One document as the user wrote it: every key optional, every value located. Decoding fills
/// what it can and reports the rest, so a spec with mistakes still lowers as far as it can and
/// all problems surface together.
public struct Spec: Sendable {
    public var file: String
    /// The whole document, for findings about something missing.
    public var range: SourceRange
    public var transition: Located<String>?
    public var kind: Located<TransitionKind>?
    public var presentation: PresentationSpec?
    /// Phases in source order, keyed by the spec key (`present`, `dismiss`, `push`, `pop`, `perform`).
    public var phases: [Located<PhaseSpec>]
    public var interactive: [Located<InteractionSpec>]
    /// Range of the `interactive` mapping itself, when present.
    public var interactiveRange: SourceRange?
    public var reduceMotion: Located<ReduceMotion>?
    public var lintDisable: [Located<String>]
    /// The `shared` list in source order; `sharedRange` is the list itself, when present.
    public var shared: [Located<SharedElementSpec>] = []
    public var sharedRange: SourceRange?
    /// Whether the decoder found a key it does not know (or one at the wrong indentation): the
    /// spec is then not what its author meant, and lint's rules, which would judge what is left
    /// (a phase without its misspelt `efect`, a transition without its misplaced `dismiss`),
    /// are not run on it.
    public var hasUnknownKeys = false

    public init(file: String, range: SourceRange) {
        self.file = file
        self.range = range
        self.phases = []
        self.interactive = []
        self.lintDisable = []
    }

    public func phase(_ role: PhaseRole) -> Located<PhaseSpec>? {
        phases.first { $0.value.role == role }
    }

    public func interaction(_ role: PhaseRole) -> Located<InteractionSpec>? {
        interactive.first { $0.value.role == role }
    }
}

public struct PresentationSpec: Sendable {
    public var range: SourceRange
    public var style: Located<PresentationStyle>?
    public var delegate: Located<DelegateRetention>?
    public var container: ContainerSpec?
    /// The `container` key, for findings about the container as a whole.
    public var containerKeyRange: SourceRange?

    public init(range: SourceRange) { self.range = range }
}

/// A phase as written: either the word `reverse` or a mapping of settings.
public struct PhaseSpec: Sendable {
    public init(role: PhaseRole, isReverse: Bool = false) {
        self.role = role
        self.isReverse = isReverse
    }

    public var role: PhaseRole

    /// True for `dismiss: reverse` (and `pop: reverse`).
    public var isReverse: Bool
    public var effect: Located<Effect>?
    public var direction: Located<Direction>?
    public var duration: Located<Double>?
    public var delay: Located<Double>?
    public var curve: Located<Curve>?
    public var spring: Located<SpringSpec>?
    public var order: Located<ViewOrder>?
    public var to: ViewSpec?
    public var from: ViewSpec?
}

/// A spring as written, in any of the four forms of Docs/SpecReference.md; lowering picks the form from the
/// keys present and reports mixtures.
public struct SpringSpec: Sendable {
    public init() {}

    public var damping: Located<Double>?
    public var velocity: Located<Double>?
    public var bounce: Located<Double>?
    public var response: Located<Double>?
    public var dampingRatio: Located<Double>?
    public var mass: Located<Double>?
    public var stiffness: Located<Double>?
}

public struct ViewSpec: Sendable {
    public var range: SourceRange
    public var start: ViewStateSpec?
    public var end: ViewStateSpec?
    public var delay: Located<Double>?

    public init(range: SourceRange) { self.range = range }
}

/// A view state as written (`start:` or `end:` of a view): each catalogue property's value where
/// the spec gives one (`values`, by the property's place in `ViewProperty.catalogue`), and the
/// anchor, which belongs to the view's whole motion but is written in a state.
public struct ViewStateSpec: Sendable {
    public var range: SourceRange
    public var anchor: Located<UnitPoint>?
    private var values: [Located<[Double]>?]

    public init(range: SourceRange) {
        self.range = range
        values = Array(repeating: nil, count: ViewProperty.catalogue.count)
    }

    /// The property's numbers as written, with where they were written.
    public subscript(property: ViewProperty) -> Located<[Double]>? {
        get { values[property.index] }
        set { values[property.index] = newValue }
    }

    /// The properties written, each with its value, in catalogue order.
    public var written: [(property: ViewProperty, value: Located<[Double]>)] {
        zip(ViewProperty.catalogue, values).compactMap { property, value in value.map { (property, $0) } }
    }

    public var offset: Located<Offset>? { self[.offset].map { $0.map { Offset(x: $0[0], y: $0[1]) } } }
    public var scale: Located<Scale>? { self[.scale].map { $0.map { Scale(x: $0[0], y: $0[1]) } } }
    public var rotation: Located<Double>? { self[.rotation].map { $0.map { $0[0] } } }
    public var alpha: Located<Double>? { self[.alpha].map { $0.map { $0[0] } } }
    public var cornerRadius: Located<Double>? { self[.cornerRadius].map { $0.map { $0[0] } } }
    public var dim: Located<Double>? { self[.dim].map { $0.map { $0[0] } } }
}

public struct InteractionSpec: Sendable {
    public var role: PhaseRole
    public var gesture: Located<Interaction.Gesture>?
    public var direction: Located<Interaction.PanDirection>?
    public var edge: Located<Interaction.Edge>?
    public var finishAt: Located<Double>?
    public var finishVelocity: Located<Double>?

    public init(role: PhaseRole) { self.role = role }
}
