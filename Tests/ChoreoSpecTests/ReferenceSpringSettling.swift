import Foundation

/// `SpringResponse`'s settling search as it was before the bracket shortcut
/// (`SpringResponse.underdampedBracket`), kept verbatim (motion, regimes, envelope, walk and
/// bisection) as the reference the new search must match bit for bit.
struct ReferenceSpringSettling {
    var mass: Double
    var stiffness: Double
    var damping: Double
    var initialVelocity: Double

    /// The distance from the target below which the motion counts as settled (0.1% of the move).
    static let settlingEpsilon = 0.001

    /// Damping ratios this close to 1 use the critical form: the under- and overdamped forms divide
    /// by ω_d or r₁ − r₂, which vanish there.
    static let criticalBand = 1e-6

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }


    /// ω = √(k/m), radians per second.
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    private enum Regime {
        case under(omega: Double, zeta: Double, dampedOmega: Double, sineFactor: Double)
        case critical(omega: Double, linear: Double)
        case over(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    private var regime: Regime {
        let omega = naturalFrequency
        let zeta = dampingRatio
        let v = initialVelocity
        if abs(zeta - 1) <= Self.criticalBand {
            return .critical(omega: omega, linear: omega - v)
        }
        if zeta < 1 {
            let dampedOmega = omega * (1 - zeta * zeta).squareRoot()
            return .under(omega: omega, zeta: zeta, dampedOmega: dampedOmega, sineFactor: (zeta * omega - v) / dampedOmega)
        }
        let root = (zeta * zeta - 1).squareRoot()
        // r₁ = −ω(ζ − √(ζ²−1)) loses every digit to cancellation for large ζ; r₁·r₂ = ω² gives it exactly.
        let r2 = -omega * (zeta + root)
        let r1 = omega * omega / r2
        let c1 = (v + r2) / (r1 - r2)
        return .over(r1: r1, r2: r2, c1: c1, c2: -1 - c1)
    }

    /// Position at `time` seconds (0 = start, 1 = target).
    func value(at time: Double) -> Double {
        1 + displacement(at: time)
    }

    /// x(t) − 1: how far from the target, signed.
    func displacement(at time: Double) -> Double {
        Self.displacement(at: time, regime)
    }

    /// `displacement(at:)` with the regime worked out once by the caller (the settling search
    /// samples thousands of times).
    private static func displacement(at time: Double, _ regime: Regime) -> Double {
        let t = max(0, time)
        switch regime {
        case .under(let omega, let zeta, let dampedOmega, let sineFactor):
            return -exp(-zeta * omega * t) * (cos(dampedOmega * t) + sineFactor * sin(dampedOmega * t))
        case .critical(let omega, let linear):
            return -exp(-omega * t) * (1 + linear * t)
        case .over(let r1, let r2, let c1, let c2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// Velocity at `time`, in distances per second.
    func velocity(at time: Double) -> Double {
        let t = max(0, time)
        switch regime {
        case .under(let omega, let zeta, let dampedOmega, let sineFactor):
            let decay = exp(-zeta * omega * t)
            let c = cos(dampedOmega * t)
            let s = sin(dampedOmega * t)
            let inner = c + sineFactor * s
            let innerRate = -dampedOmega * s + sineFactor * dampedOmega * c
            return zeta * omega * decay * inner - decay * innerRate
        case .critical(let omega, let linear):
            let decay = exp(-omega * t)
            return omega * decay * (1 + linear * t) - decay * linear
        case .over(let r1, let r2, let c1, let c2):
            return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }

    /// A bound on |x(t) − 1| that only falls from `peakTime` on, so the settling search can bracket
    /// the answer without sampling forever.
    private static func envelope(at t: Double, _ regime: Regime) -> Double {
        switch regime {
        case .under(let omega, let zeta, _, let sineFactor):
            return exp(-zeta * omega * t) * (1 + sineFactor * sineFactor).squareRoot()
        case .critical(let omega, let linear):
            return exp(-omega * t) * (1 + abs(linear) * t)
        case .over(let r1, let r2, let c1, let c2):
            return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
        }
    }

    /// Where the envelope starts to fall: e^(−ωt)(1 + a·t) peaks at (a − ω)/(a·ω) when a > ω; the
    /// other envelopes fall from t = 0.
    private static func envelopePeak(_ regime: Regime) -> Double {
        if case .critical(let omega, let linear) = regime, abs(linear) > omega {
            return (abs(linear) - omega) / (abs(linear) * omega)
        }
        return 0
    }

    /// Seconds until |x(t) − 1| stays below `epsilon` for good.
    ///
    /// First brackets the time the envelope drops below epsilon (the motion has certainly settled
    /// by then), then walks back over the actual response in steps of a fiftieth of an oscillation
    /// (or of the bracket) to find the last moment it was still outside, and refines that crossing
    /// by bisection. Sampling is capped, so even an almost undamped spring costs bounded time.
    func settlingDuration(epsilon: Double = ReferenceSpringSettling.settlingEpsilon) -> Double {
        guard mass > 0, stiffness > 0, damping > 0, mass.isFinite, stiffness.isFinite, damping.isFinite,
            initialVelocity.isFinite, epsilon > 0
        else { return .infinity }
        // Springs so extreme that ω or ζ overflow never settle in any meaningful sense.
        let omega = naturalFrequency
        let zeta = dampingRatio
        guard omega.isFinite, omega > 0, zeta.isFinite, zeta > 0 else { return .infinity }
        let regime = self.regime
        var low = Self.envelopePeak(regime)
        if Self.envelope(at: low, regime) < epsilon { return Self.settledBefore(low, epsilon: epsilon, regime) }
        var high = max(low, 1 / naturalFrequency)
        var doublings = 0
        while Self.envelope(at: high, regime) >= epsilon {
            low = high
            high *= 2
            doublings += 1
            if doublings > 200 || !high.isFinite { return .infinity }
        }
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if Self.envelope(at: middle, regime) >= epsilon { low = middle } else { high = middle }
            if high - low <= 1e-12 * high { break }
        }
        return Self.settledBefore(high, epsilon: epsilon, regime)
    }

    /// The last time before `bound` (where the motion has settled) that |x − 1| ≥ epsilon.
    private static func settledBefore(_ bound: Double, epsilon: Double, _ regime: Regime) -> Double {
        guard bound > 0 else { return 0 }
        var step = bound / 2000
        if case .under(_, _, let dampedOmega, _) = regime {
            step = min(step, 2 * Double.pi / dampedOmega / 50)
        }
        step = max(step, bound / 500_000)
        var later = bound
        var earlier = bound
        var found = false
        while earlier > 0 {
            earlier = max(0, later - step)
            if abs(displacement(at: earlier, regime)) >= epsilon {
                found = true
                break
            }
            later = earlier
        }
        if !found { return 0 }
        // |x − 1| ≥ ε at `earlier`, < ε at `later`: bisect the crossing.
        for _ in 0..<80 {
            let middle = (earlier + later) / 2
            if abs(displacement(at: middle, regime)) >= epsilon { earlier = middle } else { later = middle }
            if later - earlier <= 1e-13 * max(1, later) { break }
        }
        return later
    }
}
