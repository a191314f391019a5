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
    /// `source:`, the view the user tapped, as written.
    public var source: Located<SourceViewSpec>?
    /// `preview: frames:`, the entries that decoded, in source order, each at its id.
    public var previewFrames: [Located<PreviewFrames>] = []
    /// Whether the decoder found a key it does not know (or one at the wrong indentation): the
    /// spec is then not what its author meant, and lint's rules, which would judge what is left
    /// (a phase without its misspelt `efect`, a transition without its misplaced `dismiss`),
    /// are not run on it.
    public var hasUnknownKeys = false
    /// Whether a value failed to decode (`effect: slideUp`, `duration: 300`): the spec then lacks
    /// or has defaulted what its author wrote, and lint's rules, which would judge the default
    /// in its place (`incoming_view_hidden` for a phase without its effect), are not run on it
    /// either: one mistake, one finding.
    public var hasInvalidValues = false

    /// Whether lint's rules would judge something other than what the author wrote.
    public var isPartial: Bool { hasUnknownKeys || hasInvalidValues }

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
    /// UIKit's own sheet configured (`sheet:`).
    public var sheet: NativeSheetSpec?
    /// The `sheet` key, for findings about the sheet as a whole.
    public var sheetKeyRange: SourceRange?

    public init(range: SourceRange) { self.range = range }
}

/// A phase as written: either the word `reverse` or a mapping of settings.
///
/// Its fields live in a copy-on-write box: a phase as written is large (every setting located,
/// views and springs included), and the decoder, lowering and every rule pass phases around, which
/// would otherwise copy all of it each time.
public struct PhaseSpec: Sendable {
    @usableFromInline
    struct Fields: Sendable {
        @usableFromInline var role: PhaseRole
        @usableFromInline var isReverse: Bool
        @usableFromInline var effect: Located<Effect>? = nil
        @usableFromInline var direction: Located<Direction>? = nil
        @usableFromInline var duration: Located<Double>? = nil
        @usableFromInline var delay: Located<Double>? = nil
        @usableFromInline var curve: Located<Curve>? = nil
        @usableFromInline var spring: Located<SpringSpec>? = nil
        @usableFromInline var order: Located<ViewOrder>? = nil
        @usableFromInline var perspective: Located<Double>? = nil
        @usableFromInline var stagger: Located<Double>? = nil
        @usableFromInline var to: ViewSpec? = nil
        @usableFromInline var from: ViewSpec? = nil
    }

    @usableFromInline var fields: CopyOnWriteBox<Fields>

    public init(role: PhaseRole, isReverse: Bool = false) {
        fields = CopyOnWriteBox(Fields(role: role, isReverse: isReverse))
    }

    public var role: PhaseRole {
        @inlinable get { fields.value.role }
        _modify { yield &fields.value.role }
    }

    /// True for `dismiss: reverse` (and `pop: reverse`).
    public var isReverse: Bool {
        @inlinable get { fields.value.isReverse }
        _modify { yield &fields.value.isReverse }
    }

    public var effect: Located<Effect>? {
        @inlinable get { fields.value.effect }
        _modify { yield &fields.value.effect }
    }

    public var direction: Located<Direction>? {
        @inlinable get { fields.value.direction }
        _modify { yield &fields.value.direction }
    }

    public var duration: Located<Double>? {
        @inlinable get { fields.value.duration }
        _modify { yield &fields.value.duration }
    }

    public var delay: Located<Double>? {
        @inlinable get { fields.value.delay }
        _modify { yield &fields.value.delay }
    }

    public var perspective: Located<Double>? {
        @inlinable get { fields.value.perspective }
        _modify { yield &fields.value.perspective }
    }

    /// Seconds between successive shared elements' starts.
    public var stagger: Located<Double>? {
        @inlinable get { fields.value.stagger }
        _modify { yield &fields.value.stagger }
    }

    public var curve: Located<Curve>? {
        @inlinable get { fields.value.curve }
        _modify { yield &fields.value.curve }
    }

    public var spring: Located<SpringSpec>? {
        @inlinable get { fields.value.spring }
        _modify { yield &fields.value.spring }
    }

    public var order: Located<ViewOrder>? {
        @inlinable get { fields.value.order }
        _modify { yield &fields.value.order }
    }

    public var to: ViewSpec? {
        @inlinable get { fields.value.to }
        _modify { yield &fields.value.to }
    }

    public var from: ViewSpec? {
        @inlinable get { fields.value.from }
        _modify { yield &fields.value.from }
    }
}

/// A spring as written, in any of the four forms of Docs/SpecReference.md; lowering picks the form from the
/// keys present and reports mixtures.
///
/// Its fields live in a copy-on-write box, as a phase's do: seven located numbers are about 450
/// bytes, and most phases have no spring, so a phase keeps a reference instead of the room for one.
public struct SpringSpec: Sendable {
    struct Fields: Sendable {
        var damping: Located<Double>? = nil
        var velocity: Located<Double>? = nil
        var bounce: Located<Double>? = nil
        var response: Located<Double>? = nil
        var dampingRatio: Located<Double>? = nil
        var mass: Located<Double>? = nil
        var stiffness: Located<Double>? = nil
    }

    private var fields: CopyOnWriteBox<Fields>

    public init() {
        fields = CopyOnWriteBox(Fields())
    }

    public var damping: Located<Double>? {
        get { fields.value.damping }
        _modify { yield &fields.value.damping }
    }

    public var velocity: Located<Double>? {
        get { fields.value.velocity }
        _modify { yield &fields.value.velocity }
    }

    public var bounce: Located<Double>? {
        get { fields.value.bounce }
        _modify { yield &fields.value.bounce }
    }

    public var response: Located<Double>? {
        get { fields.value.response }
        _modify { yield &fields.value.response }
    }

    public var dampingRatio: Located<Double>? {
        get { fields.value.dampingRatio }
        _modify { yield &fields.value.dampingRatio }
    }

    public var mass: Located<Double>? {
        get { fields.value.mass }
        _modify { yield &fields.value.mass }
    }

    public var stiffness: Located<Double>? {
        get { fields.value.stiffness }
        _modify { yield &fields.value.stiffness }
    }
}

/// One view of a phase as written (`to` or `from`).
///
/// Its fields live in a copy-on-write box, as a phase's and a state's do: a view as written holds two
/// states, its keyframes, window, mask and slice, and inline in `PhaseSpec` the two views took every
/// spec's phase past the allocator's fast path and made each copy of a view that a rule reads retain
/// them all (lint of the 10,000-document stream: 43M instructions in one rule that read two views).
public struct ViewSpec: Sendable {
    @usableFromInline
    struct Fields: Sendable {
        @usableFromInline var range: SourceRange
        @usableFromInline var start: ViewStateSpec? = nil
        @usableFromInline var end: ViewStateSpec? = nil
        @usableFromInline var delay: Located<Double>? = nil
        @usableFromInline var keyframes: [KeyframeSpec] = []
        @usableFromInline var keyframesRange: SourceRange? = nil
        @usableFromInline var during: Located<MotionWindow>? = nil
        @usableFromInline var mask: Located<MaskSpec>? = nil
        @usableFromInline var zoom: Located<ZoomSpec>? = nil
        @usableFromInline var slice: Located<SliceSpec>? = nil
    }

    @usableFromInline var fields: CopyOnWriteBox<Fields>

    public init(range: SourceRange) {
        fields = CopyOnWriteBox(Fields(range: range))
    }

    public var range: SourceRange {
        @inlinable get { fields.value.range }
        _modify { yield &fields.value.range }
    }

    public var start: ViewStateSpec? {
        @inlinable get { fields.value.start }
        _modify { yield &fields.value.start }
    }

    public var end: ViewStateSpec? {
        @inlinable get { fields.value.end }
        _modify { yield &fields.value.end }
    }

    public var delay: Located<Double>? {
        @inlinable get { fields.value.delay }
        _modify { yield &fields.value.delay }
    }

    /// `keyframes:`, the entries that decoded, in source order; `keyframesRange` is the list itself.
    public var keyframes: [KeyframeSpec] {
        @inlinable get { fields.value.keyframes }
        _modify { yield &fields.value.keyframes }
    }

    public var keyframesRange: SourceRange? {
        @inlinable get { fields.value.keyframesRange }
        _modify { yield &fields.value.keyframesRange }
    }

    /// `during: [start, end]`.
    public var during: Located<MotionWindow>? {
        @inlinable get { fields.value.during }
        _modify { yield &fields.value.during }
    }

    /// `mask:`, the shape the view is seen through.
    public var mask: Located<MaskSpec>? {
        @inlinable get { fields.value.mask }
        _modify { yield &fields.value.mask }
    }

    /// `zoom:`, where the view grows out of or shrinks into.
    public var zoom: Located<ZoomSpec>? {
        @inlinable get { fields.value.zoom }
        _modify { yield &fields.value.zoom }
    }

    /// `slice:`, the pieces the view is cut into.
    public var slice: Located<SliceSpec>? {
        @inlinable get { fields.value.slice }
        _modify { yield &fields.value.slice }
    }
}

extension ViewSpec {
    /// The part of the phase the view moves in as far as the view itself says: its `during` when that
    /// has some length, else the whole phase (an empty window is `empty_motion_window`'s to report).
    /// What the keyframe rules measure `at` against.
    public var window: MotionWindow {
        guard let during, during.value.start < during.value.end else { return .whole }
        return during.value
    }
}

/// One entry of a view's `keyframes:` as written: a view state with the fraction it is reached at.
public struct KeyframeSpec: Sendable {
    /// The most keyframes a view may have. A motion reads as a few stages; lowering fills each
    /// keyframe's gaps from its neighbours and the generated code adds a keyframe animation step for
    /// each, so a list of thousands in a hostile or generated spec must stop at the decoder.
    public static let maximumCount = 32

    /// The whole entry.
    public var range: SourceRange
    /// nil when the entry has no (valid) `at`: the decoder reported it, and lowering leaves the entry out.
    public var at: Located<Double>?
    /// The properties written beside `at`, in the state's form (an entry has no anchor).
    public var state: ViewStateSpec

    public init(range: SourceRange, at: Located<Double>?, state: ViewStateSpec) {
        self.range = range
        self.at = at
        self.state = state
    }
}

/// A view state as written (`start:` or `end:` of a view): each catalogue property's value where
/// the spec gives one, and the anchor, which belongs to the view's whole motion but is written in a
/// state.
///
/// Its fields live in a copy-on-write box: a view has two states and a phase two views, and most
/// states are absent, so a phase keeps a reference per state instead of the room for four ranges
/// and anchors. Inline, they took `PhaseSpec`'s box past the allocator's fast path (about 1 KB):
/// 14M instructions of `malloc` and as many of `free` in lint of the 10,000-document stream.
public struct ViewStateSpec: Sendable {
    private struct Fields: Sendable {
        var range: SourceRange
        var anchor: Located<UnitPoint>?
        /// True when the offset is written in its leading/trailing form (`{ trailing: 1 }`): its x
        /// counts toward the trailing edge and flips under right-to-left layout.
        var followsLayoutDirection = false
        /// Only the properties written, in catalogue order: a state writes one or two, so a lookup
        /// is a short scan, and a state costs nothing for the properties it leaves out (a slot per
        /// catalogue property, each an optional of a generic value, cost more to copy and free
        /// than the lookups save).
        var written: [Written] = []
    }

    private struct Written: Sendable {
        let index: Int
        var value: Located<[Double]>
    }

    private var fields: CopyOnWriteBox<Fields>

    public init(range: SourceRange) {
        fields = CopyOnWriteBox(Fields(range: range))
    }

    public var range: SourceRange {
        get { fields.value.range }
        _modify { yield &fields.value.range }
    }

    public var anchor: Located<UnitPoint>? {
        get { fields.value.anchor }
        _modify { yield &fields.value.anchor }
    }

    /// True when the offset is written in its leading/trailing form (`{ trailing: 1 }`): its x
    /// counts toward the trailing edge and flips under right-to-left layout.
    public var followsLayoutDirection: Bool {
        get { fields.value.followsLayoutDirection }
        _modify { yield &fields.value.followsLayoutDirection }
    }

    /// The property's numbers as written, with where they were written.
    public subscript(property: ViewProperty) -> Located<[Double]>? {
        get { fields.value.written.first { $0.index == property.index }?.value }
        set {
            let position = fields.value.written.firstIndex { $0.index >= property.index } ?? fields.value.written.endIndex
            let isWritten = position < fields.value.written.endIndex && fields.value.written[position].index == property.index
            switch (newValue, isWritten) {
            case (let value?, true): fields.value.written[position].value = value
            case (let value?, false): fields.value.written.insert(Written(index: property.index, value: value), at: position)
            case (nil, true): fields.value.written.remove(at: position)
            case (nil, false): break
            }
        }
    }

    /// The properties written, each with its value, in catalogue order.
    public var written: [(property: ViewProperty, value: Located<[Double]>)] {
        fields.value.written.map { (ViewProperty.catalogue[$0.index], $0.value) }
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
    public var scrollView: Located<Interaction.ScrollView>?

    public init(role: PhaseRole) { self.role = role }
}
