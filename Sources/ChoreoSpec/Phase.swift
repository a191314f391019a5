/// One resolved phase: presets expanded, defaults filled, `reverse` already mirrored.
///
/// Its fields live in a copy-on-write box: a phase is some 470 bytes, and lint's rules, lowering
/// and the emitters pass phases around by value, which would otherwise copy all of it each time.
public struct Phase: Sendable, Equatable {
    @usableFromInline
    struct Fields: Sendable, Equatable {
        @usableFromInline var role: PhaseRole
        @usableFromInline var duration: Double
        @usableFromInline var delay: Double
        @usableFromInline var timing: Timing
        @usableFromInline var order: ViewOrder
        @usableFromInline var incoming: ViewMotion
        @usableFromInline var outgoing: ViewMotion
        @usableFromInline var effect: Effect?
        @usableFromInline var direction: Direction?
        @usableFromInline var isMirrored: Bool
        @usableFromInline var stagger: Stagger?
    }

    @usableFromInline var fields: CopyOnWriteBox<Fields>

    public init(
        role: PhaseRole, duration: Double, delay: Double = 0, timing: Timing, order: ViewOrder,
        incoming: ViewMotion, outgoing: ViewMotion, effect: Effect? = nil, direction: Direction? = nil,
        isMirrored: Bool = false, stagger: Stagger? = nil
    ) {
        fields = CopyOnWriteBox(Fields(
            role: role, duration: duration, delay: delay, timing: timing, order: order, incoming: incoming,
            outgoing: outgoing, effect: effect, direction: direction, isMirrored: isMirrored, stagger: stagger))
    }

    public var role: PhaseRole {
        @inlinable get { fields.value.role }
        _modify { yield &fields.value.role }
    }

    /// Seconds of the main motion (for a spring in the `uikit` form, the duration passed to UIKit).
    public var duration: Double {
        @inlinable get { fields.value.duration }
        _modify { yield &fields.value.duration }
    }

    public var delay: Double {
        @inlinable get { fields.value.delay }
        _modify { yield &fields.value.delay }
    }

    public var timing: Timing {
        @inlinable get { fields.value.timing }
        _modify { yield &fields.value.timing }
    }

    public var order: ViewOrder {
        @inlinable get { fields.value.order }
        _modify { yield &fields.value.order }
    }

    /// The view of the `.to` view controller (spec key `to`).
    public var incoming: ViewMotion {
        @inlinable get { fields.value.incoming }
        _modify { yield &fields.value.incoming }
    }

    /// The view of the `.from` view controller (spec key `from`).
    public var outgoing: ViewMotion {
        @inlinable get { fields.value.outgoing }
        _modify { yield &fields.value.outgoing }
    }

    /// The preset the states came from, if any (kept for lint messages and the preview).
    public var effect: Effect? {
        @inlinable get { fields.value.effect }
        _modify { yield &fields.value.effect }
    }

    public var direction: Direction? {
        @inlinable get { fields.value.direction }
        _modify { yield &fields.value.direction }
    }

    /// True when the spec said `reverse` and this phase is the mirror of its counterpart.
    public var isMirrored: Bool {
        @inlinable get { fields.value.isMirrored }
        _modify { yield &fields.value.isMirrored }
    }

    /// The delay step between the phase's shared elements (`stagger:`); nil when they move together.
    public var stagger: Stagger? {
        @inlinable get { fields.value.stagger }
        _modify { yield &fields.value.stagger }
    }

    /// Seconds the animator runs after the phase's own delay: what `MotionWindow`s and keyframe
    /// fractions are fractions of (the latest view delay and the motion).
    public var run: Double { totalDuration - delay }

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
