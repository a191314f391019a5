import ChoreoPreview
import ChoreoSpec
import Foundation
import XCTest

/// The preview's frames against the textbook: a spring's step response and Core Animation's
/// named curves, read from what `FrameSampler` puts on screen for a spec, not from the timing
/// functions directly.
final class TimingMathTests: XCTestCase {
    /// A modal whose presented screen slides up from the bottom on a physical spring of mass 1 and
    /// stiffness 100 (ω = 10 rad/s) with damping ratio `zeta` and initial velocity `velocity`.
    func springSlide(zeta: Double, velocity: Double) throws -> FrameSampler {
        let spec = """
            transition: Spring
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
              direction: fromBottom
              spring: { mass: 1, stiffness: 100, damping: \(2 * zeta * 10), velocity: \(velocity) }
            dismiss: reverse
            """
        let transition = try transition(spec)
        return FrameSampler(transition: transition, phase: transition.forward)
    }

    /// x(t) of m·x″ + c·x′ + k·(x − 1) = 0, x(0) = 0, x′(0) = v, with ω = 10, written as a
    /// textbook writes each regime (amplitude and phase below critical damping; the general
    /// solution y = x − 1 from its two real roots above it).
    func closedForm(zeta: Double, velocity v: Double, at t: Double) -> Double {
        let omega = 10.0
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - v) / wd
            let amplitude = (1 + b * b).squareRoot()
            let phase = atan2(b, 1)
            return 1 - amplitude * exp(-zeta * omega * t) * cos(wd * t - phase)
        }
        if zeta == 1 {
            return 1 - exp(-omega * t) * (1 + (omega - v) * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let y0 = -1.0
        let y = ((y0 * r2 - v) * exp(r1 * t) - (y0 * r1 - v) * exp(r2 * t)) / (r2 - r1)
        return 1 + y
    }

    func testSpringFramesFollowTheStepResponseForDampingRatiosHalfOneAndOneAndAHalf() throws {
        for zeta in [0.5, 1, 1.5] {
            for velocity in [0.0, 4.0] {
                let sampler = try springSlide(zeta: zeta, velocity: velocity)
                for time in [0.05, 0.1, 0.2, 0.35, 0.6] where time <= sampler.duration {
                    let to = try XCTUnwrap(sampler.views(at: time).first { $0.role == .to })
                    // The view starts a full height (844 pt) below its place and travels to 0.
                    let expected = 844 * (1 - closedForm(zeta: zeta, velocity: velocity, at: time))
                    XCTAssertEqual(to.translationY, expected, accuracy: 1e-6, "ζ \(zeta), v \(velocity), t \(time)")
                }
            }
        }
    }

    func testAnUnderdampedSpringOvershootsAndTheOthersDoNot() throws {
        func lowest(_ sampler: FrameSampler) -> Double {
            stride(from: 0, through: sampler.duration, by: 1 / 240).map { time in
                sampler.views(at: time).first { $0.role == .to }!.translationY
            }.min()!
        }
        XCTAssertLessThan(lowest(try springSlide(zeta: 0.5, velocity: 0)), -100, "ζ 0.5 passes its place by about 16%")
        XCTAssertGreaterThanOrEqual(lowest(try springSlide(zeta: 1, velocity: 0)), -1e-9)
        XCTAssertGreaterThanOrEqual(lowest(try springSlide(zeta: 1.5, velocity: 0)), -1e-9)
    }

    func testSpringPhaseLastsUntilTheSpringSettles() throws {
        let sampler = try springSlide(zeta: 0.5, velocity: 0)
        let settling = SpringResponse(mass: 1, stiffness: 100, damping: 10).settlingDuration()
        XCTAssertEqual(sampler.duration, settling, accuracy: 1e-9)
        XCTAssertEqual(sampler.views(at: sampler.duration).first { $0.role == .to }!.translationY, 0)
    }

    /// Core Animation's control points (Docs/UIKitFacts.md §20), solved here by bisection on x(t).
    static let coreAnimationCurves: [(name: String, spec: String, points: (Double, Double, Double, Double))] = [
        ("linear", "linear", (0, 0, 1, 1)),
        ("easeIn", "easeIn", (0.42, 0, 1, 1)),
        ("easeOut", "easeOut", (0, 0, 0.58, 1)),
        ("easeInOut", "easeInOut", (0.42, 0, 0.58, 1)),
        ("kCAMediaTimingFunctionDefault", "[0.25, 0.1, 0.25, 1]", (0.25, 0.1, 0.25, 1)),
    ]

    static func bisected(_ points: (Double, Double, Double, Double), at x: Double) -> Double {
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if coordinate(middle, points.0, points.2) < x { low = middle } else { high = middle }
        }
        return coordinate((low + high) / 2, points.1, points.3)
    }

    func testNamedCurvesAtAQuarterHalfAndThreeQuartersMatchCoreAnimationsControlPoints() throws {
        for curve in Self.coreAnimationCurves {
            let transition = try transition(slide(direction: "fromRight", curve: curve.spec, duration: 1))
            let sampler = FrameSampler(transition: transition, phase: transition.forward)
            for fraction in [0.25, 0.5, 0.75] {
                let to = try XCTUnwrap(sampler.views(atFraction: fraction).first { $0.role == .to })
                let progress = 1 - to.translationX / 390
                XCTAssertEqual(progress, Self.bisected(curve.points, at: fraction), accuracy: 1e-6, "\(curve.name) at \(fraction)")
            }
        }
    }

    func testPublishedValuesOfTheNamedCurves() throws {
        // CSS's ease-in, ease-out and ease-in-out use the same points; their values at one half.
        let expected: [(String, Double)] = [("easeIn", 0.315357), ("easeOut", 0.684643), ("easeInOut", 0.5), ("linear", 0.5)]
        for (name, value) in expected {
            let transition = try transition(slide(curve: name, duration: 1))
            let to = FrameSampler(transition: transition, phase: transition.forward).views(atFraction: 0.5).first { $0.role == .to }!
            XCTAssertEqual(1 - to.translationX / 390, value, accuracy: 1e-6, name)
        }
    }
}
