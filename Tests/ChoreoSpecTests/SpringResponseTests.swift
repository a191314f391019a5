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

    func testSettlingDurationIsTheLastTimeTheMotionIsOutsideTheBand() {
        let epsilon = SpringResponse.settlingEpsilon
        for (name, spring) in springs {
            let settling = spring.settlingDuration()
            XCTAssertTrue(settling.isFinite && settling > 0, name)
            XCTAssertGreaterThanOrEqual(abs(spring.displacement(at: settling - 1e-7)), epsilon * 0.999, name)
            var t = settling
            while t < settling * 4 + 1 {
                XCTAssertLessThan(abs(spring.displacement(at: t)), epsilon * 1.000001, "\(name) at \(t)")
                t += 1e-4
            }
        }
    }

    func testCoreAnimationDefaultsSettleUnderThePlainCriterion() {
        // Docs/UIKitFacts.md §19.3: the plain |x − 1| < 0.001 criterion gives 2.69 s and 0.80 s for
        // CASpringAnimation's defaults with damping 5 and 15 (not Apple's own estimates).
        XCTAssertEqual(SpringResponse(mass: 1, stiffness: 100, damping: 5).settlingDuration(), 2.69, accuracy: 0.01)
        XCTAssertEqual(SpringResponse(mass: 1, stiffness: 100, damping: 15).settlingDuration(), 0.80, accuracy: 0.01)
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

final class SettlingDurationCacheTests: XCTestCase {
    func testASpringLoweredTwiceSettlesAtExactlyTheSolvedTime() {
        let springs = [
            SpringResponse(mass: 1, stiffness: 300, damping: 20, initialVelocity: 0.5),
            SpringResponse(mass: 2, stiffness: 900, damping: 70),
            SpringResponse(mass: 1, stiffness: 100, damping: 20),
        ]
        for spring in springs {
            let solved = spring.settlingDuration()
            let made = SpringConversion.physicalSpring(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, velocity: spring.initialVelocity)
            let again = SpringConversion.physicalSpring(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, velocity: spring.initialVelocity)
            XCTAssertEqual(made.settlingDuration.bitPattern, solved.bitPattern)
            XCTAssertEqual(again.settlingDuration.bitPattern, solved.bitPattern)
        }
    }
}

/// The settling search takes a shortcut for underdamped springs; it must land on the very same
/// bits as the sample-by-sample walk it replaces (`ReferenceSpringSettling`), since every dump and
/// every generated `transitionDuration(using:)` prints the result.
final class SettlingSearchEquivalenceTests: XCTestCase {
    func testRandomSpringsSettleAtExactlyTheReferenceTime() {
        var state: UInt64 = 0x5EED_5EED
        func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
        var compared = 0
        var byShortcut = 0
        for index in 0..<4000 {
            let mass = index % 3 == 0 ? 1 : 0.05 + next() * 5
            let stiffness = 1 + next() * next() * 3000
            let ratios: [Double] = [0.02 + next() * 0.2, 0.2 + next() * 0.8, next() * 1.5, 1, 0.999999, 2 + next() * 30]
            let ratio = ratios[index % ratios.count]
            let damping = ratio * 2 * (stiffness * mass).squareRoot()
            let velocity = index % 4 == 0 ? 0 : (next() - 0.3) * 40
            let new = SpringResponse(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
            let old = ReferenceSpringSettling(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
            for epsilon in [SpringResponse.settlingEpsilon, 0.01, 1e-6] {
                let expected = old.settlingDuration(epsilon: epsilon)
                let search = new.settlingSearch(epsilon: epsilon)
                let actual = search.duration
                XCTAssertEqual(actual.bitPattern, new.settlingDuration(epsilon: epsilon).bitPattern)
                if search.byShortcut { byShortcut += 1 }
                XCTAssertEqual(actual.bitPattern, expected.bitPattern,
                               "m \(mass) k \(stiffness) c \(damping) v \(velocity) ε \(epsilon): \(actual) vs \(expected)")
                compared += 1
            }
        }
        XCTAssertEqual(compared, 12_000)
        // Half the springs are underdamped; the shortcut must carry most of them, or it tests nothing.
        XCTAssertGreaterThan(byShortcut, 4_000)
        print("settling shortcut taken for \(byShortcut) of \(compared) searches")
    }
}

extension SettlingSearchEquivalenceTests {
    func testEveryGallerySpringSettlesAtExactlyTheReferenceTime() throws {
        var springs = 0
        let files = try FileManager.default.contentsOfDirectory(at: GalleryGoldenTests.specs, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".transition.yaml") }
        for url in files {
            let result = SpecPipeline.load(bytes: Array(try Data(contentsOf: url)), file: url.lastPathComponent)
            for transition in result.transitions {
                for phase in transition.eachPhase {
                    guard case .spring(let spring) = phase.timing else { continue }
                    let reference = ReferenceSpringSettling(
                        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                        initialVelocity: spring.initialVelocity)
                    XCTAssertEqual(spring.settlingDuration.bitPattern, reference.settlingDuration().bitPattern,
                                   "\(url.lastPathComponent) \(phase.role)")
                    springs += 1
                }
            }
        }
        XCTAssertGreaterThan(springs, 0)
    }
}
