/// A spec fully resolved: what lint judges and what codegen and preview render.
///
/// It keeps the `Spec` it came from so that a rule can point at the key the user wrote; no
/// stage after lowering reads the spec for meaning, only for locations.
public struct Transition: Sendable {
    /// UpperCamelCase Swift identifier, the prefix of every generated type.
    public var name: String
    public var kind: TransitionKind
    /// nil for navigation and tab bars, and for modal or segue specs that do not say (a lint error).
    public var presentationStyle: PresentationStyle?
    public var delegateRetention: DelegateRetention
    /// The presented view's frame and what lies behind it (`presentation: container:`); nil for a
    /// presentation that covers the container, and for navigation and tab bars.
    public var container: Container? = nil
    /// UIKit's own sheet, configured (`presentation: sheet:`, kind modal): then the phases are only
    /// UIKit's slide, for the preview, and no animator is generated.
    public var nativeSheet: NativeSheet? = nil
    /// present, push, perform or next.
    public var forward: Phase
    /// dismiss, pop or previous; nil when the spec leaves it to UIKit's default animation (a tab bar's
    /// switch to an earlier tab is then not animated at all).
    public var backward: Phase?
    public var interactions: [Interaction]
    /// What travels between the screens (`shared:`), in the spec's order, ids as written: lint
    /// reports ids that are no Swift identifier or repeat; codegen uses `validSharedElements`.
    public var sharedElements: [SharedElement] = []
    /// The view the user tapped (`source:`), which masks start at; nil when the spec names none.
    public var source: SourceView? = nil
    public var reduceMotion: ReduceMotion
    /// Rule ids the spec disables under `lint: disable:`.
    public var disabledRules: [Located<String>]
    public var spec: Spec

    public var file: String { spec.file }

    public var phases: [Phase] { [forward] + (backward.map { [$0] } ?? []) }

    /// `phases` without building an array.
    public var eachPhase: PhaseSequence { PhaseSequence(forward: forward, backward: backward) }

    /// Calls `body` with the forward phase, then with the backward one when there is one: how
    /// lint's rules go over every transition's phases. `body` reads each phase where it is;
    /// `eachPhase` hands out copies, and a copy of a phase retains its storage and releases it
    /// again, two atomic writes for each rule, phase and spec.
    @inlinable
    public func forEachPhase(_ body: (Phase) throws -> Void) rethrows {
        try body(forward)
        // `if case`, not `if let`: the optimised build copies what `if let` binds (Swift 6.3.1).
        if case let backward? = backward { try body(backward) }
    }

    public func interaction(for role: PhaseRole) -> Interaction? {
        interactions.first { $0.role == role }
    }
}

extension Transition {
    /// In an extension, so that the module keeps the memberwise initializer: lowering builds each
    /// transition with it, in place (this one, inlined there, left a copy of the whole transition,
    /// its spec included, that the optimiser did not remove).
    public init(
        name: String, kind: TransitionKind, presentationStyle: PresentationStyle?,
        delegateRetention: DelegateRetention, forward: Phase, backward: Phase?,
        interactions: [Interaction], reduceMotion: ReduceMotion, disabledRules: [Located<String>], spec: Spec
    ) {
        self.name = name
        self.kind = kind
        self.presentationStyle = presentationStyle
        self.delegateRetention = delegateRetention
        self.forward = forward
        self.backward = backward
        self.interactions = interactions
        self.reduceMotion = reduceMotion
        self.disabledRules = disabledRules
        self.spec = spec
    }
}
