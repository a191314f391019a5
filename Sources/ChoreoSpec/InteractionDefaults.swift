/// What an interactive phase does when the spec leaves the gesture's details out: follow the motion.
///
/// A dismiss that moves the presented view down is driven by a pan `down`; a pop whose outgoing
/// view leaves toward the trailing edge by an edge pan from the `leading` edge (the finger starts
/// at the edge opposite to where the content goes), exactly like UIKit's own back swipe.
public enum InteractionDefaults {
    /// Navigation pops use the screen-edge pan of the system back swipe; everything else a pan (a
    /// tab bar only a pan, which picks the next or previous tab by the way it goes).
    public static func gesture(kind: TransitionKind, role: PhaseRole) -> Interaction.Gesture {
        kind == .navigation && role == .pop ? .edgePan : .pan
    }

    /// The way the finger moves: the direction of the phase's main motion. Without motion (a fade,
    /// a zoom), a backward phase is swiped down like a sheet and a forward one up; a tab bar's phases
    /// across the screen, toward the leading edge for the next tab and the trailing edge for the
    /// previous one (the tabs run from leading to trailing along the bar).
    public static func panDirection(for phase: Phase, kind: TransitionKind) -> Interaction.PanDirection {
        guard let motion = phase.motion else {
            if kind == .tabBar { return phase.role.isForward ? .leading : .trailing }
            return phase.role.isForward ? .up : .down
        }
        if abs(motion.x) >= abs(motion.y) {
            if motion.isLayoutRelative { return motion.x > 0 ? .trailing : .leading }
            return motion.x > 0 ? .right : .left
        }
        return motion.y > 0 ? .down : .up
    }

    /// The edge the finger starts from: opposite to the way it moves. Without motion, a backward
    /// phase starts from the leading edge (the back swipe) and a forward one from the trailing edge.
    public static func edge(for phase: Phase, kind: TransitionKind) -> Interaction.Edge {
        guard phase.motion != nil else { return phase.role.isForward ? .trailing : .leading }
        switch panDirection(for: phase, kind: kind) {
        case .down: return .top
        case .up: return .bottom
        case .left: return .right
        case .right: return .left
        case .leading: return .trailing
        case .trailing: return .leading
        }
    }
}
