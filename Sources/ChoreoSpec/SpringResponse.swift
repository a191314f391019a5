import Foundation

/// The motion of a damped spring released at 0 toward a target at 1: m·x″ + c·x′ + k·(x − 1) = 0
/// with x(0) = 0 and x′(0) = v (UIKit's initial velocity, in animated distances per second).
///
/// With ω = √(k/m) and ζ = c / (2√(k·m)) the closed forms are
/// - ζ < 1: x = 1 − e^(−ζωt)·(cos ω_d t + (ζω − v)/ω_d · sin ω_d t), ω_d = ω√(1 − ζ²)
/// - ζ = 1: x = 1 − e^(−ωt)·(1 + (ω − v)·t)
/// - ζ > 1: x = 1 + C₁e^(r₁t) + C₂e^(r₂t), r₁,₂ = −ω(ζ ∓ √(ζ² − 1)), C₁ = (v + r₂)/(r₁ − r₂), C₂ = −1 − C₁
///
/// The preview samples these, and `settlingDuration` is what `transitionDuration(using:)` reports,
/// so that UIKit's idea of when the transition ends matches what the user sees.
public struct SpringResponse: Sendable, Equatable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    public var initialVelocity: Double

    /// The distance from the target below which the motion counts as settled (0.1% of the move).
    public static let settlingEpsilon = 0.001

    /// Damping ratios this close to 1 use the critical form: the under- and overdamped forms divide
    /// by ω_d or r₁ − r₂, which vanish there.
    static let criticalBand = 1e-6

    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    public init(_ spring: Spring) {
        self.init(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
            initialVelocity: spring.initialVelocity)
    }

    /// ω = √(k/m), radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

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
    public func value(at time: Double) -> Double {
        1 + displacement(at: time)
    }

    /// x(t) − 1: how far from the target, signed.
    public func displacement(at time: Double) -> Double {
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
    public func velocity(at time: Double) -> Double {
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
    public func settlingDuration(epsilon: Double = SpringResponse.settlingEpsilon) -> Double {
        settlingSearch(epsilon: epsilon).duration
    }

    /// `settlingDuration(epsilon:)`, and whether the underdamped shortcut found the bracket (so
    /// that tests can tell they exercise it).
    func settlingSearch(epsilon: Double) -> (duration: Double, byShortcut: Bool) {
        guard mass > 0, stiffness > 0, damping > 0, mass.isFinite, stiffness.isFinite, damping.isFinite,
            initialVelocity.isFinite, epsilon > 0
        else { return (.infinity, false) }
        // Springs so extreme that ω or ζ overflow never settle in any meaningful sense.
        let omega = naturalFrequency
        let zeta = dampingRatio
        guard omega.isFinite, omega > 0, zeta.isFinite, zeta > 0 else { return (.infinity, false) }
        let regime = self.regime
        var low = Self.envelopePeak(regime)
        if Self.envelope(at: low, regime) < epsilon { return Self.settledBefore(low, epsilon: epsilon, regime) }
        var high = max(low, 1 / naturalFrequency)
        var doublings = 0
        while Self.envelope(at: high, regime) >= epsilon {
            low = high
            high *= 2
            doublings += 1
            if doublings > 200 || !high.isFinite { return (.infinity, false) }
        }
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if Self.envelope(at: middle, regime) >= epsilon { low = middle } else { high = middle }
            if high - low <= 1e-12 * high { break }
        }
        return Self.settledBefore(high, epsilon: epsilon, regime)
    }

    /// The last time before `bound` (where the motion has settled) that |x − 1| ≥ epsilon.
    private static func settledBefore(_ bound: Double, epsilon: Double, _ regime: Regime) -> (duration: Double, byShortcut: Bool) {
        guard bound > 0 else { return (0, false) }
        var step = bound / 2000
        if case .under(_, _, let dampedOmega, _) = regime {
            step = min(step, 2 * Double.pi / dampedOmega / 50)
        }
        step = max(step, bound / 500_000)
        var later = bound
        var earlier = bound
        var found = false
        var byShortcut = false
        if let bracket = underdampedBracket(bound, step: step, epsilon: epsilon, regime) {
            (earlier, later) = bracket
            found = true
            byShortcut = true
        } else {
            while earlier > 0 {
                earlier = max(0, later - step)
                if abs(displacement(at: earlier, regime)) >= epsilon {
                    found = true
                    break
                }
                later = earlier
            }
        }
        if !found { return (0, false) }
        // |x − 1| ≥ ε at `earlier`, < ε at `later`: bisect the crossing.
        for _ in 0..<80 {
            let middle = (earlier + later) / 2
            if abs(displacement(at: middle, regime)) >= epsilon { earlier = middle } else { later = middle }
            if later - earlier <= 1e-13 * max(1, later) { break }
        }
        return (later, byShortcut)
    }

    /// The grid points `settledBefore` would stop between, found with a handful of samples
    /// instead of one per step, or nil when this shortcut cannot vouch for them (the caller then
    /// walks the grid sample by sample).
    ///
    /// An underdamped motion x − 1 = −e^(−at)(cos θ + s·sin θ), θ = ω_d·t, a = ζω, has its extremes
    /// where the velocity e^(−at)(v·cos θ + (a·s + ω_d)·sin θ) vanishes: every π/ω_d from θ₀, all
    /// of the same |cos θ + s·sin θ| = c, so the k-th is c·e^(−a·t_k) and they shrink
    /// monotonically. After the last one above ε (t_p), |x − 1| falls to a zero z and never
    /// reaches ε again. So the walk's samples after z all fail (skipped, as the walk would step
    /// over them), and on (t_p, z) the test |x − 1| ≥ ε holds up to the crossing and fails after
    /// it: a binary search over those samples finds the one the walk would stop at. The grid is
    /// generated exactly as the walk does (the same subtractions), so the bracket, and the
    /// bisection after it, are the walk's to the bit. Margins of 10⁻⁹ keep rounding in the
    /// closed forms on the safe side; a peak within 10⁻⁶ of ε (whose excursion the grid may step
    /// over) is left to the walk.
    private static func underdampedBracket(_ bound: Double, step: Double, epsilon: Double, _ regime: Regime)
        -> (earlier: Double, later: Double)?
    {
        guard case .under(let omega, let zeta, let dampedOmega, let sineFactor) = regime, epsilon < 1 else { return nil }
        let decay = zeta * omega
        let velocity = decay - sineFactor * dampedOmega
        let halfPeriod = Double.pi / dampedOmega
        // θ of the first extreme in [0, π), and of the first zero.
        var peakPhase = atan2(-velocity, decay * sineFactor + dampedOmega)
        if peakPhase < 0 { peakPhase += .pi }
        var zeroPhase = atan2(-1, sineFactor)
        if zeroPhase < 0 { zeroPhase += .pi }
        let c = abs(cos(peakPhase) + sineFactor * sin(peakPhase))
        guard c > epsilon, decay > 0, halfPeriod.isFinite else { return nil }
        // The first extreme below ε: t_k > ln(c/ε)/a.
        let limit = log(c / epsilon) / decay
        let firstBelow = ((limit * dampedOmega - peakPhase) / .pi).rounded(.down) + 1
        guard firstBelow >= 1, firstBelow < 1e6 else { return nil }
        let lastPeak = (peakPhase + (firstBelow - 1) * .pi) / dampedOmega
        let nextPeak = (peakPhase + firstBelow * .pi) / dampedOmega
        guard c * exp(-decay * lastPeak) > epsilon * (1 + 1e-6),
              c * exp(-decay * nextPeak) < epsilon * (1 - 1e-9),
              lastPeak < bound
        else { return nil }
        // The zero between the two extremes.
        let zeroIndex = ((lastPeak * dampedOmega - zeroPhase) / .pi).rounded(.up)
        let zero = (zeroPhase + zeroIndex * .pi) / dampedOmega
        guard zero > lastPeak, zero < nextPeak, zero - lastPeak < halfPeriod else { return nil }
        let skipFrom = zero * (1 + 1e-9)
        let searchFrom = lastPeak * (1 + 1e-9)
        // The walk's samples: past `skipFrom` they all fail.
        var later = bound
        var earlier = bound
        while earlier > 0 {
            earlier = max(0, later - step)
            if earlier < skipFrom { break }
            later = earlier
        }
        // In walk order the test fails, then holds. Blocks of samples are tested at their last
        // one; the first block where it holds is searched for the first sample where it does.
        let blockSize = 32
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: blockSize + 1) { block in
            var previous = later
            var sample = earlier
            var exhausted = false
            while !exhausted {
                var count = 0
                while count < blockSize {
                    guard sample > searchFrom else {
                        exhausted = true
                        break
                    }
                    count += 1
                    block[count] = sample
                    sample = max(0, sample - step)
                }
                guard count > 0 else { return nil }
                block[0] = previous
                if abs(displacement(at: block[count], regime)) >= epsilon {
                    var low = 1
                    var high = count
                    while low < high {
                        let middle = (low + high) / 2
                        if abs(displacement(at: block[middle], regime)) >= epsilon { high = middle } else { low = middle + 1 }
                    }
                    return (block[low], block[low - 1])
                }
                previous = block[count]
            }
            return nil
        }
    }
}
