/// Which view of the transition a sampled state belongs to.
///
/// The preview keys every state by role rather than holding two fixed fields, so that views other
/// than the two screens (a presentation controller's dimming view, shared elements' snapshots) join
/// the list without changing how frames are stored, written or played.
public enum ViewRole: String, Sendable, Equatable, CaseIterable {
    /// The incoming view (`to`): the presented or pushed screen, or the presenting one on dismiss.
    case to
    /// The outgoing view (`from`).
    case from
    /// The black view a `presentation: container:` with `dimming` lays between the presenting screen
    /// and the presented one; its alpha already holds the container's `dimming`.
    case dimming
    /// The blur a container with `blur` lays under its dimming view; its alpha is how much of the blur
    /// shows (the effect comes in with the transition rather than fading: 0 none, 1 all of it).
    case blur
    /// A snapshot of a shared element (`shared:`) in flight, labelled with the element's id.
    case shared
    /// The view the user tapped (`source:`) on the screen that has it, moving with that screen,
    /// labelled with its id.
    case source
}
