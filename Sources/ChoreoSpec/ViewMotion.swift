/// One view's motion through a phase.
///
/// Its fields live in a copy-on-write box, as a `Phase`'s do: lint's rules read a view's motion out
/// of every phase of every spec (`phase.motion(view)`), and a motion held inline is some 200 bytes
/// with a reference for each state, the keyframes and the effects, so each such read copied all of
/// it and retained each reference (Docs/Performance.md, "Rule by rule").
public struct ViewMotion: Sendable, Equatable {
    @usableFromInline
    struct Fields: Sendable, Equatable {
        @usableFromInline var start: ViewState
        @usableFromInline var end: ViewState
        @usableFromInline var anchor: UnitPoint
        @usableFromInline var delay: Double
        @usableFromInline var perspective: Double?
        @usableFromInline var keyframes: [Keyframe]
        @usableFromInline var window: MotionWindow
        @usableFromInline var mask: ViewMask?
        @usableFromInline var zoom: ViewZoom?
        @usableFromInline var slice: ViewSlice?
    }

    @usableFromInline var fields: CopyOnWriteBox<Fields>

    public var start: ViewState {
        @inlinable get { fields.value.start }
        _modify { yield &fields.value.start }
    }

    public var end: ViewState {
        @inlinable get { fields.value.end }
        _modify { yield &fields.value.end }
    }

    /// The point that scale and rotation happen about. Generated code compensates `position`
    /// so that changing it does not move the view. A leading/trailing anchor makes the motion
    /// follow the layout direction (`SpecLowering.view`).
    public var anchor: UnitPoint {
        @inlinable get { fields.value.anchor }
        _modify { yield &fields.value.anchor }
    }

    /// Seconds after the phase's own delay before this view starts moving.
    public var delay: Double {
        @inlinable get { fields.value.delay }
        _modify { yield &fields.value.delay }
    }

    /// Points from the viewer to the screen for the view's 3D turns and depth (the phase's
    /// `perspective`); nil for none.
    public var perspective: Double? {
        @inlinable get { fields.value.perspective }
        _modify { yield &fields.value.perspective }
    }

    /// The states the view passes through between `start` and `end`, in order, each strictly inside `window`.
    public var keyframes: [Keyframe] {
        @inlinable get { fields.value.keyframes }
        _modify { yield &fields.value.keyframes }
    }

    /// The part of the phase's run during which the view moves.
    public var window: MotionWindow {
        @inlinable get { fields.value.window }
        _modify { yield &fields.value.window }
    }

    /// The shape the view is seen through, growing or shrinking in the view's window; nil for none.
    public var mask: ViewMask? {
        @inlinable get { fields.value.mask }
        _modify { yield &fields.value.mask }
    }

    /// Where the view grows out of (or shrinks into) at one end of its window; nil for none.
    public var zoom: ViewZoom? {
        @inlinable get { fields.value.zoom }
        _modify { yield &fields.value.zoom }
    }

    /// The pieces the view is cut into, each playing this motion (`ViewSlice`); nil for none.
    public var slice: ViewSlice? {
        @inlinable get { fields.value.slice }
        _modify { yield &fields.value.slice }
    }

    public init(start: ViewState = .resting, end: ViewState = .resting, anchor: UnitPoint = .center, delay: Double = 0,
                perspective: Double? = nil, keyframes: [Keyframe] = [], window: MotionWindow = .whole, mask: ViewMask? = nil,
                zoom: ViewZoom? = nil, slice: ViewSlice? = nil) {
        fields = CopyOnWriteBox(Fields(start: start, end: end, anchor: anchor, delay: delay, perspective: perspective, keyframes: keyframes, window: window, mask: mask, zoom: zoom, slice: slice))
    }

    /// Every state the view is in, in order: the start, the keyframes, the end.
    public var states: [ViewState] { [start] + keyframes.map(\.state) + [end] }

    /// The states with the fractions of the run at which the view is in them: the start at the window's
    /// start, each keyframe at its `at`, the end at the window's end. Between two stops the view moves
    /// along the straight line from one to the other.
    public var stops: [Keyframe] {
        [Keyframe(at: window.start, state: start)] + keyframes + [Keyframe(at: window.end, state: end)]
    }

    /// True when the view moves along keyframes or during part of the phase only: the generated code
    /// then plays it as a keyframe animation inside the phase's animator.
    public var isKeyframed: Bool { !keyframes.isEmpty || window != .whole }

    /// Whether any of the view's states (start, keyframes, end) passes `test`; lint asks this of every
    /// view, so it reads the states in place rather than building `states`.
    public func anyState(_ test: (ViewState) -> Bool) -> Bool {
        test(start) || test(end) || keyframes.contains { test($0.state) }
    }

    /// True when the view turns about x or y or moves in depth in any of its states.
    public var isThreeDimensional: Bool {
        ViewProperty.depthProperties.contains { property in anyState { $0.sets(property) } }
    }

    public static let still = ViewMotion()

    /// True when the view rests through the phase: no state moves it, no mask reveals or hides it and it
    /// does not zoom.
    public var isStill: Bool { mask == nil && zoom == nil && !anyState { !$0.isResting } }

    /// This motion played backwards, as a mirrored phase plays the counterpart's view: the end is the
    /// start, the keyframes run the other way, the window is reversed in time and a mask or a zoom
    /// that grew shrinks back. A slice stays: its pieces play the reversed motion (tiles that flew out fly back in).
    public var timeReversed: ViewMotion {
        ViewMotion(start: end, end: start, anchor: anchor, delay: delay, perspective: perspective,
                   keyframes: keyframes.reversed().map { Keyframe(at: 1 - $0.at, state: $0.state) },
                   window: window.timeReversed,
                   mask: mask.map { ViewMask(shape: $0.shape, origin: $0.origin, grows: !$0.grows) },
                   zoom: zoom.map { ViewZoom(origin: $0.origin, aspect: $0.aspect, grows: !$0.grows) }, slice: slice)
    }
}

