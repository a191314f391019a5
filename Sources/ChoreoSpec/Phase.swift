/// One resolved phase: presets expanded, defaults filled, `reverse` already mirrored.
public struct Phase: Sendable, Equatable {
    public init(
        role: PhaseRole, duration: Double, delay: Double = 0, timing: Timing, order: ViewOrder,
        incoming: ViewMotion, outgoing: ViewMotion, effect: Effect? = nil, direction: Direction? = nil,
        isMirrored: Bool = false
    ) {
        self.role = role
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.order = order
        self.incoming = incoming
        self.outgoing = outgoing
        self.effect = effect
        self.direction = direction
        self.isMirrored = isMirrored
    }

    public var role: PhaseRole

    /// Seconds of the main motion (for a spring in the `uikit` form, the duration passed to UIKit).
    public var duration: Double
    public var delay: Double
    public var timing: Timing
    public var order: ViewOrder

    /// The view of the `.to` view controller (spec key `to`).
    public var incoming: ViewMotion

    /// The view of the `.from` view controller (spec key `from`).
    public var outgoing: ViewMotion

    /// The preset the states came from, if any (kept for lint messages and the preview).
    public var effect: Effect?
    public var direction: Direction?

    /// True when the spec said `reverse` and this phase is the mirror of its counterpart.
    public var isMirrored: Bool

    /// Seconds of motion for one view once it starts: what UIKit runs the animator for. A curve
    /// and a `{ damping, velocity }` spring (`UISpringTimingParameters(dampingRatio:)`, which
    /// fits the spring into the animator's duration) run for the spec's duration; UIKit works out
    /// the duration of the other springs itself, from their settling time.
    public var motionDuration: Double {
        switch timing {
        case .curve: return duration
        case .spring(let spring):
            if case .uikit = spring.form { return duration }
            return spring.settlingDuration
        }
    }

    /// What `transitionDuration(using:)` must report: the phase delay, the latest view delay and
    /// the motion itself.
    public var totalDuration: Double {
        delay + max(incoming.delay, outgoing.delay) + motionDuration
    }
}
