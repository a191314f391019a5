@testable import ChoreoSpec
import Foundation
import XCTest

final class SpringResponseTests: XCTestCase {
    /// x(t) by fourth-order Runge-Kutta on m·x″ + c·x′ + k·(x − 1) = 0: an independent check of
    /// the closed forms.
    func integrate(_ spring: SpringResponse, until end: Double, step: Double = 1e-5) -> [(Double, Double)] {
        let (m, c, k) = (spring.mass, spring.damping, spring.stiffness)
        func acceleration(_ x: Double, _ v: Double) -> Double { (-c * v - k * (x - 1)) / m }
        var x = 0.0
        var v = spring.initialVelocity
        var t = 0.0
        var samples: [(Double, Double)] = [(0, 0)]
        let count = Int((end / step).rounded())
        for index in 1...count {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + step / 2 * k1v, k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
            let k3x = v + step / 2 * k2v, k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
            let k4x = v + step * k3v, k4v = acceleration(x + step * k3x, v + step * k3v)
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t = Double(index) * step
            if index % 1000 == 0 { samples.append((t, x)) }
        }
        return samples
    }

    let springs: [(String, SpringResponse)] = [
        ("underdamped with velocity", SpringResponse(mass: 1, stiffness: 200, damping: 10, initialVelocity: 3)),
        ("critical with velocity", SpringResponse(mass: 1, stiffness: 100, damping: 20, initialVelocity: 5)),
        ("critical against the target", SpringResponse(mass: 2, stiffness: 50, damping: 20, initialVelocity: -2)),
        ("overdamped with velocity", SpringResponse(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 1.5)),
        ("overdamped overshooting", SpringResponse(mass: 1, stiffness: 100, damping: 30, initialVelocity: 40)),
    ]

    func testStepResponseMatchesNumericIntegrationInEveryRegime() {
        for (name, spring) in springs {
            for (time, expected) in integrate(spring, until: 1) {
                XCTAssertEqual(spring.value(at: time), expected, accuracy: 1e-8, "\(name) at \(time)")
            }
        }
    }

    func testUnderdampedClosedForm() {
        let spring = SpringResponse(mass: 1, stiffness: 200, damping: 10, initialVelocity: 3)
        let omega = 200.0.squareRoot(), zeta = 10 / (2 * omega), wd = omega * (1 - zeta * zeta).squareRoot()
        XCTAssertLessThan(zeta, 1)
        for t in [0.0, 0.05, 0.2, 0.7] {
            let expected = 1 - exp(-zeta * omega * t) * (cos(wd * t) + (zeta * omega - 3) / wd * sin(wd * t))
            XCTAssertEqual(spring.value(at: t), expected, accuracy: 1e-12)
        }
        XCTAssertEqual(spring.velocity(at: 0), 3, accuracy: 1e-9)
    }

    func testCriticallyDampedClosedForm() {
        let spring = SpringResponse(mass: 1, stiffness: 100, damping: 20, initialVelocity: 5)
        XCTAssertEqual(spring.dampingRatio, 1)
        for t in [0.0, 0.05, 0.2, 0.7] {
            XCTAssertEqual(spring.value(at: t), 1 - exp(-10 * t) * (1 + (10 - 5) * t), accuracy: 1e-12)
        }
        XCTAssertEqual(spring.velocity(at: 0), 5, accuracy: 1e-9)
    }

    func testOverdampedClosedForm() {
        let spring = SpringResponse(mass: 1, stiffness: 100, damping: 30, initialVelocity: 2)
        // ζ = 1.5: roots −5 ± 5√5 · … written out: r = −15 ± √(225 − 100).
        let r1 = -15 + 125.0.squareRoot(), r2 = -15 - 125.0.squareRoot()
        let c1 = (2 + r2) / (r1 - r2), c2 = -1 - c1
        for t in [0.0, 0.05, 0.2, 0.7] {
            XCTAssertEqual(spring.value(at: t), 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t), accuracy: 1e-12)
        }
        XCTAssertEqual(spring.velocity(at: 0), 2, accuracy: 1e-9)
    }

    func testAfterItsSettlingDurationTheMotionStaysInsideTheBand() {
        let epsilon = SpringResponse.settlingEpsilon
        for (name, spring) in springs {
            let settling = spring.settlingDuration()
            XCTAssertTrue(settling.isFinite && settling > 0, name)
            var t = settling
            while t < settling * 4 + 1 {
                XCTAssertLessThan(abs(spring.displacement(at: t)), epsilon * 1.000001, "\(name) at \(t)")
                t += 1e-4
            }
        }
    }

    /// Docs/UIKitFacts.md §19.3: Apple documents `CASpringAnimation.settlingDuration` for its defaults
    /// (mass 1, stiffness 100) as about 2.85 s with damping 5 and "just over 1 second" with
    /// damping 15. UIKit runs a property animator with `UISpringTimingParameters(mass:…)` for that
    /// time, so `transitionDuration(using:)` must say the same.
    func testSettlingMatchesApplesPublishedFigures() {
        XCTAssertEqual(SpringResponse(mass: 1, stiffness: 100, damping: 5).settlingDuration(), 2.85, accuracy: 0.005)
        let fifteen = SpringResponse(mass: 1, stiffness: 100, damping: 15).settlingDuration()
        XCTAssertGreaterThan(fifteen, 1.0, "just over 1 second")
        XCTAssertLessThan(fifteen, 1.05, "just over 1 second")
    }

    /// The plain last-exit criterion |x − 1| < 0.001 misses both figures (2.69 s and 0.80 s):
    /// where the last swing lands is not what Core Animation measures.
    func testThePlainCriterionWouldMissApplesFigures() {
        func lastExit(_ spring: SpringResponse, _ epsilon: Double) -> Double {
            var t = spring.settlingDuration(epsilon: epsilon)
            while t > 0, abs(spring.displacement(at: t)) < epsilon { t -= 1e-5 }
            return t
        }
        XCTAssertEqual(lastExit(SpringResponse(mass: 1, stiffness: 100, damping: 5), 0.001), 2.69, accuracy: 0.01)
        XCTAssertEqual(lastExit(SpringResponse(mass: 1, stiffness: 100, damping: 15), 0.001), 0.80, accuracy: 0.01)
    }

    func testAlmostUndampedSpringSettlesInBoundedTime() {
        let spring = SpringResponse(mass: 1, stiffness: 100, damping: 0.002)
        let start = Date()
        let settling = spring.settlingDuration()
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        XCTAssertGreaterThan(settling, 6000)
        XCTAssertTrue(settling.isFinite)
    }

    func testNearlyCriticalRatiosAreContinuous() {
        let below = SpringResponse(mass: 1, stiffness: 100, damping: 20 - 1e-5, initialVelocity: 1)
        let at = SpringResponse(mass: 1, stiffness: 100, damping: 20, initialVelocity: 1)
        let above = SpringResponse(mass: 1, stiffness: 100, damping: 20 + 1e-5, initialVelocity: 1)
        for t in [0.01, 0.1, 0.3] {
            XCTAssertEqual(below.value(at: t), at.value(at: t), accuracy: 1e-5)
            XCTAssertEqual(above.value(at: t), at.value(at: t), accuracy: 1e-5)
        }
        XCTAssertEqual(below.settlingDuration(), at.settlingDuration(), accuracy: 1e-4)
    }
}

extension SpringResponseTests {
    func testSpringsWhoseFrequencyOverflowsNeverSettle() {
        XCTAssertEqual(SpringResponse(mass: 1e-300, stiffness: 1e300, damping: 1).settlingDuration(), .infinity)
        XCTAssertEqual(SpringResponse(mass: 1, stiffness: 1e-300, damping: 1e300).settlingDuration(), .infinity)
    }
}

/// Random springs in every regime: from the settling time on, the motion never leaves the band
/// (the envelope bounds it), and just before it the envelope is still outside it.
final class SettlingPropertyTests: XCTestCase {
    func testRandomSpringsStayInsideTheBandFromTheirSettlingTimeOn() {
        let seed: UInt64 = 0x5EED_5EED
        var state = seed
        func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
        for index in 0..<400 {
            let mass = index % 3 == 0 ? 1 : 0.05 + next() * 5
            let stiffness = 1 + next() * next() * 3000
            let ratios: [Double] = [0.05 + next() * 0.2, 0.2 + next() * 0.8, next() * 1.5, 1, 0.999999, 2 + next() * 30]
            let ratio = ratios[index % ratios.count]
            let damping = ratio * 2 * (stiffness * mass).squareRoot()
            let velocity = index % 4 == 0 ? 0 : (next() - 0.3) * 40
            let spring = SpringResponse(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
            let settling = spring.settlingDuration()
            let context = "seed \(seed) spring \(index): m \(mass) k \(stiffness) c \(damping) v \(velocity) settling \(settling)"
            guard settling.isFinite else {
                XCTFail(context)
                continue
            }
            for step in 0...200 {
                let t = settling * (1 + Double(step) / 50)
                XCTAssertLessThan(abs(spring.displacement(at: t)), SpringResponse.settlingEpsilon * 1.000001, context)
            }
        }
    }
}

extension SettlingPropertyTests {
    func testEveryGallerySpringReportsTheSettlingTimeOfItsParameters() throws {
        var springs = 0
        let files = try FileManager.default.contentsOfDirectory(at: GalleryGoldenTests.specs, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".transition.yaml") }
        for url in files {
            let result = SpecPipeline.load(bytes: Array(try Data(contentsOf: url)), file: url.lastPathComponent)
            for transition in result.transitions {
                for phase in transition.eachPhase {
                    guard case .spring(let spring) = phase.timing else { continue }
                    XCTAssertEqual(spring.settlingDuration.bitPattern, SpringResponse(spring).settlingDuration().bitPattern,
                                   "\(url.lastPathComponent) \(phase.role)")
                    springs += 1
                }
            }
        }
        XCTAssertGreaterThan(springs, 0)
    }
}
