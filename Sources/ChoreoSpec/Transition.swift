/// A spec fully resolved: what lint judges and what codegen and preview render.
///
/// It keeps the `Spec` it came from so that a rule can point at the key the user wrote; no
/// stage after lowering reads the spec for meaning, only for locations.
public struct Transition: Sendable {
    /// Its fields live in a copy-on-write box, as a `Phase`'s do: the spec it keeps is over a
    /// kilobyte of strings, arrays and locations, and lint runs each rule over a batch of
    /// transitions (`Linter.add(_:)`), handing each rule the transition, which copied all of it.
    @usableFromInline
    struct Fields: Sendable {
        @usableFromInline var name: String
        @usableFromInline var kind: TransitionKind
        @usableFromInline var presentationStyle: PresentationStyle?
        @usableFromInline var delegateRetention: DelegateRetention
        @usableFromInline var container: Container?
        @usableFromInline var nativeSheet: NativeSheet?
        @usableFromInline var forward: Phase
        @usableFromInline var backward: Phase?
        @usableFromInline var interactions: [Interaction]
        @usableFromInline var sharedElements: [SharedElement]
        @usableFromInline var source: SourceView?
        @usableFromInline var reduceMotion: ReduceMotion
        @usableFromInline var disabledRules: [Located<String>]
        @usableFromInline var spec: Spec
    }

    @usableFromInline var fields: CopyOnWriteBox<Fields>

    /// UpperCamelCase Swift identifier, the prefix of every generated type.
    public var name: String {
        @inlinable get { fields.value.name }
        _modify { yield &fields.value.name }
    }

    public var kind: TransitionKind {
        @inlinable get { fields.value.kind }
        _modify { yield &fields.value.kind }
    }

    /// nil for navigation and tab bars, and for modal or segue specs that do not say (a lint error).
    public var presentationStyle: PresentationStyle? {
        @inlinable get { fields.value.presentationStyle }
        _modify { yield &fields.value.presentationStyle }
    }

    public var delegateRetention: DelegateRetention {
        @inlinable get { fields.value.delegateRetention }
        _modify { yield &fields.value.delegateRetention }
    }

    /// The presented view's frame and what lies behind it (`presentation: container:`); nil for a
    /// presentation that covers the container, and for navigation and tab bars.
    public var container: Container? {
        @inlinable get { fields.value.container }
        _modify { yield &fields.value.container }
    }

    /// UIKit's own sheet, configured (`presentation: sheet:`, kind modal): then the phases are only
    /// UIKit's slide, for the preview, and no animator is generated.
    public var nativeSheet: NativeSheet? {
        @inlinable get { fields.value.nativeSheet }
        _modify { yield &fields.value.nativeSheet }
    }

    /// present, push, perform or next.
    public var forward: Phase {
        @inlinable get { fields.value.forward }
        _modify { yield &fields.value.forward }
    }

    /// dismiss, pop or previous; nil when the spec leaves it to UIKit's default animation (a tab bar's
    /// switch to an earlier tab is then not animated at all).
    public var backward: Phase? {
        @inlinable get { fields.value.backward }
        _modify { yield &fields.value.backward }
    }

    public var interactions: [Interaction] {
        @inlinable get { fields.value.interactions }
        _modify { yield &fields.value.interactions }
    }

    /// What travels between the screens (`shared:`), in the spec's order, ids as written: lint
    /// reports ids that are no Swift identifier or repeat; codegen uses `validSharedElements`.
    public var sharedElements: [SharedElement] {
        @inlinable get { fields.value.sharedElements }
        _modify { yield &fields.value.sharedElements }
    }

    /// The view the user tapped (`source:`), which masks start at; nil when the spec names none.
    public var source: SourceView? {
        @inlinable get { fields.value.source }
        _modify { yield &fields.value.source }
    }

    public var reduceMotion: ReduceMotion {
        @inlinable get { fields.value.reduceMotion }
        _modify { yield &fields.value.reduceMotion }
    }

    /// Rule ids the spec disables under `lint: disable:`.
    public var disabledRules: [Located<String>] {
        @inlinable get { fields.value.disabledRules }
        _modify { yield &fields.value.disabledRules }
    }

    public var spec: Spec {
        @inlinable get { fields.value.spec }
        _modify { yield &fields.value.spec }
    }

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
    /// Every field: what lowering builds.
    init(
        name: String, kind: TransitionKind, presentationStyle: PresentationStyle?, delegateRetention: DelegateRetention,
        container: Container?, nativeSheet: NativeSheet?, forward: Phase, backward: Phase?, interactions: [Interaction],
        sharedElements: [SharedElement], source: SourceView?, reduceMotion: ReduceMotion, disabledRules: [Located<String>],
        spec: Spec
    ) {
        fields = CopyOnWriteBox(Fields(
            name: name, kind: kind, presentationStyle: presentationStyle, delegateRetention: delegateRetention,
            container: container, nativeSheet: nativeSheet, forward: forward, backward: backward, interactions: interactions,
            sharedElements: sharedElements, source: source, reduceMotion: reduceMotion, disabledRules: disabledRules, spec: spec))
    }

    /// A transition with no container, native sheet, shared elements or source view.
    public init(
        name: String, kind: TransitionKind, presentationStyle: PresentationStyle?,
        delegateRetention: DelegateRetention, forward: Phase, backward: Phase?,
        interactions: [Interaction], reduceMotion: ReduceMotion, disabledRules: [Located<String>], spec: Spec
    ) {
        self.init(
            name: name, kind: kind, presentationStyle: presentationStyle, delegateRetention: delegateRetention,
            container: nil, nativeSheet: nil, forward: forward, backward: backward, interactions: interactions,
            sharedElements: [], source: nil, reduceMotion: reduceMotion, disabledRules: disabledRules, spec: spec)
    }
}
