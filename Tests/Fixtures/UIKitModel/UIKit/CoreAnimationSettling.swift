// How long Core Animation lets a physical spring run: `CASpringAnimation.settlingDuration`, which UIKit
// uses for `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`. Apple does not publish the
// algorithm, only figures (Docs/UIKitFacts.md §19.3): mass 1, stiffness 100 settles in about 2.85 s with damping
// 5 and in "just over 1 second" with damping 15. The model reproduces both by asking when the decay that
// bounds the swings, not the swings themselves, falls below 0.00083 of the distance (2.85 s and 1.00 s).
// It is written apart from Choreo's own solver (ChoreoSpec's SpringResponse): a closed form where the
// spring swings, a numerical integration where it does not.
enum CoreAnimationSettling {
    static let epsilon = 0.00083

    static func duration(mass: Double, stiffness: Double, damping: Double, velocity: Double) -> TimeInterval {
        guard mass > 0, stiffness > 0, damping > 0 else { return .infinity }
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        if zeta < 0.999 {
            // x − 1 = −e^(−ζωt)(cos ω_d t + s·sin ω_d t): the swings stay under e^(−ζωt)·√(1 + s²).
            let dampedOmega = omega * (1 - zeta * zeta).squareRoot()
            let s = (zeta * omega - velocity) / dampedOmega
            return max(0, log((1 + s * s).squareRoot() / epsilon) / (zeta * omega))
        }
        // No swings to bound: the last moment the motion is farther than epsilon, by fourth-order Runge-Kutta.
        func acceleration(_ x: Double, _ v: Double) -> Double { (-damping * v - stiffness * (x - 1)) / mass }
        let step = min(1e-4, 0.01 / omega)
        var (x, v, t, last) = (0.0, velocity, 0.0, 0.0)
        while t < 600 {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + step / 2 * k1v, k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
            let k3x = v + step / 2 * k2v, k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
            let k4x = v + step * k3v, k4v = acceleration(x + step * k3x, v + step * k3v)
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += step
            if abs(x - 1) >= epsilon { last = t }
            if abs(x - 1) < epsilon * 1e-3, abs(v) < epsilon * 1e-3 * omega { break }
        }
        return last
    }
}
