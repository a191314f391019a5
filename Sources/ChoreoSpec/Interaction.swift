/// A gesture that drives a phase interactively through `UIPercentDrivenInteractiveTransition`.
public struct Interaction: Sendable, Equatable {
    public enum Gesture: String, Sendable, CaseIterable {
        /// `UIPanGestureRecognizer` anywhere on the view.
        case pan
        /// `UIScreenEdgePanGestureRecognizer` from one edge.
        case edgePan
        /// A pan that moves the presented view with the finger both ways (a photo viewer's): the phase
        /// follows the finger's distance, whichever way it goes.
        case drag
    }

    /// The way a pan moves. Leading and trailing flip under right-to-left layout.
    public enum PanDirection: String, Sendable, CaseIterable {
        case down, up, left, right, leading, trailing
    }

    /// The edge an edge pan starts from.
    public enum Edge: String, Sendable, CaseIterable {
        case leading, trailing, left, right, top, bottom
    }

    /// What a pan does when the finger lands on a scroll view (a table, a collection view) inside
    /// the view it is on.
    public enum ScrollView: String, Sendable, CaseIterable {
        /// Nothing special: the pan and the scroll view's own pan compete as UIKit decides.
        case ignore
        /// Both recognize; the phase starts only once the scroll view rests at the edge the finger
        /// pulls away from (its top for a pan down), and the content then stays at that edge.
        case handoff
    }

    public var role: PhaseRole
    public var gesture: Gesture
    /// For `pan`: the way the finger moves to advance the phase (defaulted from the motion).
    public var direction: PanDirection
    /// For `edgePan`: the edge it starts from (defaulted from the motion).
    public var edge: Edge
    /// Fraction of the way (0-1) past which releasing finishes rather than cancels.
    public var finishAt: Double
    /// Points per second along `direction` past which releasing finishes regardless of progress.
    public var finishVelocity: Double
    /// For `pan`: whether the phase waits for a scroll view under the finger to reach its edge.
    public var scrollView: ScrollView

    public init(
        role: PhaseRole, gesture: Gesture, direction: PanDirection, edge: Edge, finishAt: Double,
        finishVelocity: Double, scrollView: ScrollView = .ignore
    ) {
        self.role = role
        self.gesture = gesture
        self.direction = direction
        self.edge = edge
        self.finishAt = finishAt
        self.finishVelocity = finishVelocity
        self.scrollView = scrollView
    }

    public static let defaultFinishAt = 0.5
    public static let defaultFinishVelocity = 1000.0
}

/// What to do when the user has asked the system to reduce motion.
public enum ReduceMotion: String, Sendable, CaseIterable {
    /// Replace the motion with a cross-fade of the same duration (UIKit's own choice).
    case crossfade
    /// No animation at all: complete at once.
    case none
    /// Play the full motion anyway.
    case same
}
