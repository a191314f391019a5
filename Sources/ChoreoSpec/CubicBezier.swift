/// A CSS / Core Animation timing curve from (0, 0) to (1, 1) through two control points.
///
/// Easing asks the inverse question of the curve's definition: the curve is parametric in `t`, but
/// an animation knows the elapsed fraction of time `x` and wants the progress `y`. So `progress(at:)`
/// first solves `x(t) = x` (Newton's method, which converges in a few steps for every curve UIKit
/// ships, with bisection as a fallback for flat or steep stretches where Newton can stall), then
/// evaluates `y(t)`. Both are accurate to well below 1e-6 in progress.
public struct CubicBezier: Sendable, Equatable {
    public var x1: Double
    public var y1: Double
    public var x2: Double
    public var y2: Double

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    public init(_ curve: Curve) {
        let points = curve.controlPoints
        self.init(x1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2)
    }

    /// The eased progress after the fraction `time` (0-1, clamped) of the duration.
    public func progress(at time: Double) -> Double {
        guard time.isFinite else { return time > 0 ? 1 : 0 }
        if time <= 0 { return 0 }
        if time >= 1 { return 1 }
        return Self.coordinate(solveParameter(forX: time), y1, y2)
    }

    /// The curve parameter `t` whose x coordinate is `x`; x(t) is monotonic because the decoder
    /// keeps x1 and x2 in 0…1.
    func solveParameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = Self.coordinate(t, x1, x2) - x
            if abs(error) < tolerance { return t }
            let slope = Self.derivative(t, x1, x2)
            if abs(slope) < 1e-9 { break }
            let next = t - error / slope
            if !(0...1).contains(next) { break }
            t = next
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<100 {
            let value = Self.coordinate(t, x1, x2)
            if abs(value - x) < tolerance { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// One coordinate of the Bézier with end points 0 and 1: 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³,
    /// written in Horner form.
    static func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }
}

extension Curve {
    /// The eased progress of this curve after the fraction `time` of its duration.
    public func progress(at time: Double) -> Double { CubicBezier(self).progress(at: time) }
}
