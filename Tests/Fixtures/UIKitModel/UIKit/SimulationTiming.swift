// How far along its timing an animation is, for `UIViewPropertyAnimator.simulationApplyPresentation()`.
// Written apart from Choreo's own timing code (ChoreoSpec's CubicBezier and SpringResponse): the Bézier is
// solved by bisection, the spring integrated numerically, so that agreeing with Choreo's preview means
// something.

enum SimulationTiming {
    /// Core Animation's control points of the named curves (Docs/UIKitFacts.md §20).
    static func controlPoints(of curve: UIView.AnimationCurve) -> (Double, Double, Double, Double) {
        switch curve {
        case .linear: return (0, 0, 1, 1)
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInOut: return (0.42, 0, 0.58, 1)
        }
    }

    /// The eased progress after `fraction` of a run of `runSeconds` seconds.
    @MainActor static func progress(of parameters: (any UITimingCurveProvider)?, atFraction fraction: Double,
                                    runSeconds: Double) -> Double {
        if let cubic = parameters?.cubicTimingParameters {
            let named = cubic.controlPoint1 == .zero && cubic.controlPoint2 == .zero
            let points = named
                ? controlPoints(of: cubic.animationCurve)
                : (Double(cubic.controlPoint1.x), Double(cubic.controlPoint1.y), Double(cubic.controlPoint2.x),
                   Double(cubic.controlPoint2.y))
            return bezier(points, at: fraction)
        }
        if let spring = parameters?.springTimingParameters?.simulationSpring {
            return fraction >= 1 ? 1 : springPosition(spring, at: fraction * runSeconds)
        }
        return fraction
    }

    /// y at x on the curve from (0, 0) to (1, 1) through the control points, by bisection on x(t). The ends are
    /// exact (bisection would stop just short of 1, which a held keyframe track would show as its last value but one).
    static func bezier(_ points: (Double, Double, Double, Double), at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if coordinate(middle, points.0, points.2) < x { low = middle } else { high = middle }
        }
        return coordinate((low + high) / 2, points.1, points.3)
    }

    /// x(t) of m·x″ + c·x′ + k·(x − 1) = 0 from x = 0 at speed v, by fourth-order Runge-Kutta.
    static func springPosition(_ spring: (mass: Double, stiffness: Double, damping: Double, velocity: Double),
                               at time: Double) -> Double {
        func acceleration(_ x: Double, _ v: Double) -> Double {
            (-spring.damping * v - spring.stiffness * (x - 1)) / spring.mass
        }
        let steps = max(1, Int((time / 1e-4).rounded(.up)))
        let step = time / Double(steps)
        var (x, v) = (0.0, spring.velocity)
        for _ in 0..<steps {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + step / 2 * k1v, k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
            let k3x = v + step / 2 * k2v, k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
            let k4x = v + step * k3v, k4v = acceleration(x + step * k3x, v + step * k3v)
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return x
    }
}
