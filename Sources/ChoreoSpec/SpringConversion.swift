#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Conversions between the spring forms a spec may use and the physical (mass, stiffness, damping)
/// spring that everything downstream works with.
///
/// - Duration and bounce, response and damping ratio: SwiftUI's published formulas (Docs/UIKitFacts.md
///   §19.1), which Apple's own examples confirm: k = (2π/T)²·m, c = 4π·ζ·m/T, ζ = 1 − bounce for
///   bounce ≥ 0 and 1/(1 + bounce) below.
/// - UIKit's `usingSpringWithDamping:initialSpringVelocity:` with a duration: **Apple does not
///   document this mapping.** Choreo uses the settling-duration solve that Framer and OpenSwiftUI use
///   (Docs/UIKitFacts.md §19.2): find the natural frequency whose envelope has decayed to ε = 0.001 at the
///   given duration. It is an approximation; docs and preview say so.
public enum SpringConversion {
    /// The envelope threshold of the UIKit solve.
    public static let uikitEpsilon = 0.001
    /// The UIKit solve's clamps: ratios outside (0, 1] and durations outside [0.01, 10] s are
    /// brought inside first, as in the reference implementations.
    public static let uikitDurationRange = 0.01...10.0
    public static let uikitMinimumDampingRatio = 1e-4

    /// ζ from a bounce: 1 − bounce when the spring bounces, 1/(1 + bounce) when it is overdamped.
    public static func dampingRatio(bounce: Double) -> Double {
        bounce < 0 ? 1 / (bounce + 1) : 1 - bounce
    }

    /// The bounce of a damping ratio; the inverse of `dampingRatio(bounce:)`.
    public static func bounce(dampingRatio zeta: Double) -> Double {
        zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// SwiftUI's `Spring(duration:bounce:)` / iOS 17's `UISpringTimingParameters(duration:bounce:)`.
    public static func physical(duration: Double, bounce: Double, mass: Double = 1) -> (stiffness: Double, damping: Double) {
        physical(response: duration, dampingRatio: dampingRatio(bounce: bounce), mass: mass)
    }

    /// SwiftUI's `Spring(response:dampingRatio:)`.
    public static func physical(response: Double, dampingRatio zeta: Double, mass: Double = 1) -> (stiffness: Double, damping: Double) {
        let omega = 2 * Double.pi / response
        let stiffness = omega * omega * mass
        return (stiffness, 2 * (stiffness * mass).squareRoot() * zeta)
    }

    /// The perceptual duration and bounce of a physical spring (SwiftUI's `Spring.duration`, `.bounce`).
    public static func durationAndBounce(mass: Double, stiffness: Double, damping: Double) -> (duration: Double, bounce: Double) {
        let duration = 2 * Double.pi / (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        return (duration, bounce(dampingRatio: zeta))
    }

    /// The natural frequency ω₀ that UIKit's legacy spring API is modelled to use for a duration,
    /// damping ratio and initial velocity (the settling-duration solve, Docs/UIKitFacts.md §19.2).
    ///
    /// Newton's method (12 steps) on the envelope equation
    /// ε − ((ζω − v)/(ω√(1−ζ²)))·e^(−ζωT) = 0 (ζ < 1), or ε − (1 + (ω − v)·T)·e^(−ωT) = 0 (ζ = 1).
    /// One deliberate difference from the reference implementations, which start Newton at 5/T:
    /// with an initial velocity toward the target the equation has a second, spurious root where
    /// ζω ≈ v (the sine term vanishes, not the motion), and 5/T can land on it — a 1 s spring with
    /// ratio 0.3 and velocity 2 would then take 3.4 s to settle. So Newton starts from the
    /// zero-velocity solution, which is exact in closed form for ζ < 1 and lies next to the
    /// physical root, and a result with ζω ≤ v falls back to the zero-velocity frequency.
    public static func uikitNaturalFrequency(duration: Double, dampingRatio: Double, velocity: Double) -> Double {
        let zeta = min(max(dampingRatio, uikitMinimumDampingRatio), 1)
        let T = min(max(duration, uikitDurationRange.lowerBound), uikitDurationRange.upperBound)
        let epsilon = uikitEpsilon
        func envelope(_ omega: Double, _ v: Double) -> Double {
            if zeta < 1 {
                let damped = omega * (1 - zeta * zeta).squareRoot()
                return epsilon - (zeta * omega - v) / damped * exp(-zeta * omega * T)
            }
            return epsilon - (1 + (omega - v) * T) * exp(-omega * T)
        }
        func newton(from start: Double, velocity v: Double) -> Double? {
            var omega = start
            for _ in 0..<12 {
                let h = max(1e-6 * omega, 1e-9)
                let slope = (envelope(omega + h, v) - envelope(omega - h, v)) / (2 * h)
                guard slope.isFinite, slope != 0 else { break }
                let next = omega - envelope(omega, v) / slope
                guard next.isFinite, next > 0 else { return nil }
                omega = next
            }
            return abs(envelope(omega, v)) < epsilon * 1e-3 ? omega : nil
        }
        let restingOmega: Double
        if zeta < 1 {
            // ζ/√(1−ζ²)·e^(−ζωT) = ε, solved exactly.
            restingOmega = max(log(zeta / (1 - zeta * zeta).squareRoot() / epsilon), 1) / (zeta * T)
        } else {
            restingOmega = newton(from: 10 / T, velocity: 0) ?? 5 / T
        }
        guard velocity != 0 else { return restingOmega }
        if let omega = newton(from: restingOmega, velocity: velocity), zeta * omega > velocity {
            return omega
        }
        return restingOmega
    }

    /// A `Spring` for UIKit's `usingSpringWithDamping:initialSpringVelocity:` with `duration` (m = 1).
    public static func uikitSpring(duration: Double, dampingRatio: Double, velocity: Double) -> Spring {
        let omega = uikitNaturalFrequency(duration: duration, dampingRatio: dampingRatio, velocity: velocity)
        let zeta = min(max(dampingRatio, uikitMinimumDampingRatio), 1)
        let stiffness = omega * omega
        return makeSpring(
            form: .uikit(dampingRatio: dampingRatio), mass: 1, stiffness: stiffness, damping: 2 * zeta * omega,
            velocity: velocity)
    }

    public static func bounceSpring(duration: Double, bounce: Double, velocity: Double) -> Spring {
        let (stiffness, damping) = physical(duration: duration, bounce: bounce)
        return makeSpring(
            form: .bounce(duration: duration, bounce: bounce), mass: 1, stiffness: stiffness, damping: damping,
            velocity: velocity)
    }

    public static func responseSpring(response: Double, dampingRatio: Double, velocity: Double) -> Spring {
        let (stiffness, damping) = physical(response: response, dampingRatio: dampingRatio)
        return makeSpring(
            form: .response(response: response, dampingRatio: dampingRatio), mass: 1, stiffness: stiffness,
            damping: damping, velocity: velocity)
    }

    public static func physicalSpring(mass: Double, stiffness: Double, damping: Double, velocity: Double) -> Spring {
        makeSpring(form: .physical, mass: mass, stiffness: stiffness, damping: damping, velocity: velocity)
    }

    static func makeSpring(form: Spring.Form, mass: Double, stiffness: Double, damping: Double, velocity: Double) -> Spring {
        let response = SpringResponse(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        return Spring(
            form: form, mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity,
            settlingDuration: response.settlingDuration())
    }
}
