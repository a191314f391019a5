/// A state a view passes through on its way from its start to its end state (`keyframes:`), at a
/// fraction of the phase's run.
///
/// Lowering gives every keyframe a whole state: a property a keyframe leaves out is where the line
/// between the stops that set it puts it at that moment (as CSS keyframes do), so that the generated
/// code and the preview move each property along one track and never snap it to rest.
public struct Keyframe: Sendable, Equatable {
    /// The fraction (0-1) of the phase's run after its `delay` at which the view is in `state`.
    public var at: Double
    public var state: ViewState

    public init(at: Double, state: ViewState) {
        self.at = at
        self.state = state
    }
}

/// The fractions of the phase's run after its `delay` during which one view moves (`during:`): before
/// it the view waits at its start state, after it the view rests at its end state.
public struct MotionWindow: Sendable, Equatable {
    public var start: Double
    public var end: Double

    public init(start: Double, end: Double) {
        self.start = start
        self.end = end
    }

    /// The whole run: a view without a window moves from the start of the phase to its end.
    public static let whole = MotionWindow(start: 0, end: 1)

    /// The window played backwards, as a mirrored phase plays it: `[0, 0.4]` becomes `[0.6, 1]`.
    public var timeReversed: MotionWindow { MotionWindow(start: 1 - end, end: 1 - start) }
}

/// A delay step between successive repeated elements of a phase (the shared elements), inside the
/// phase: each element moves for the same length of time, the first from the phase's start and the
/// last until its end.
public struct Stagger: Sendable, Equatable {
    /// Seconds between one element's start and the next's.
    public var step: Double
    /// True when the last element goes first, as in the mirror of a phase whose first element went first:
    /// the element that arrived last leaves first.
    public var lastFirst: Bool

    public init(step: Double, lastFirst: Bool = false) {
        self.step = step
        self.lastFirst = lastFirst
    }

    /// The window of element `index` of `count`, in fractions of a run of `run` seconds; nil when the
    /// steps take the whole run or more (`stagger_past_phase`), leaving the elements no time to move.
    public func window(ofElement index: Int, count: Int, run: Double) -> MotionWindow? {
        guard count > 1 else { return .whole }
        let spread = step * Double(count - 1)
        guard run > 0, spread < run else { return nil }
        let position = lastFirst ? count - 1 - index : index
        let start = Double(position) * step / run
        return MotionWindow(start: start, end: start + (run - spread) / run)
    }
}
