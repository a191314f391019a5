/// A gesture that drives a phase interactively through `UIPercentDrivenInteractiveTransition`.
public struct Interaction: Sendable, Equatable {
    public enum Gesture: String, Sendable, CaseIterable {
        /// `UIPanGestureRecognizer` anywhere on the view.
        case pan
        /// `UIScreenEdgePanGestureRecognizer` from one edge.
        case edgePan
    }

    /// The way a pan moves. Leading and trailing flip under right-to-left layout.
    public enum PanDirection: String, Sendable, CaseIterable {
        case down, up, left, right, leading, trailing
    }

    /// The edge an edge pan starts from.
    public enum Edge: String, Sendable, CaseIterable {
        case leading, trailing, left, right, top, bottom
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

    public init(
        role: PhaseRole, gesture: Gesture, direction: PanDirection, edge: Edge, finishAt: Double,
        finishVelocity: Double
    ) {
        self.role = role
        self.gesture = gesture
        self.direction = direction
        self.edge = edge
        self.finishAt = finishAt
        self.finishVelocity = finishVelocity
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
