/// Which view of the transition a sampled state belongs to.
///
/// The preview keys every state by role rather than holding two fixed fields, so that views
/// other than the two screens (a presentation container's frame, shared elements) can join the
/// list later without changing how frames are stored, written or played.
public enum ViewRole: String, Sendable, Equatable, CaseIterable {
    /// The incoming view (`to`): the presented or pushed screen, or the presenting one on dismiss.
    case to
    /// The outgoing view (`from`).
    case from
}
