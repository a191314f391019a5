import ChoreoSpec
import Foundation
import XCTest

final class SpringConversionTests: XCTestCase {
    func testApplesDurationAndBounceExample() {
        let (stiffness, damping) = SpringConversion.physical(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(stiffness, 157.9, accuracy: 0.05)
        XCTAssertEqual(damping, 17.6, accuracy: 0.05)
        XCTAssertEqual(stiffness, pow(2 * Double.pi / 0.5, 2), accuracy: 1e-6)
        XCTAssertEqual(damping, 4 * Double.pi * 0.7 / 0.5, accuracy: 1e-6)
    }

    func testApplesPhysicalSpringExample() {
        let (duration, bounce) = SpringConversion.durationAndBounce(mass: 1, stiffness: 100, damping: 10)
        XCTAssertEqual(duration, 0.63, accuracy: 0.005)
        XCTAssertEqual(duration, 2 * Double.pi / 10, accuracy: 1e-6)
        XCTAssertEqual(bounce, 0.5, accuracy: 1e-6)
    }

    func testTheTableOfUIKitFacts() {
        let table: [(duration: Double, bounce: Double, stiffness: Double, damping: Double)] = [
            (0.35, 0, 322.2728, 35.9039), (0.5, 0, 157.9137, 25.1327), (0.4, 0.2, 246.7401, 25.1327),
            (0.5, -0.2, 157.9137, 31.4159),
        ]
        for row in table {
            let (stiffness, damping) = SpringConversion.physical(duration: row.duration, bounce: row.bounce)
            XCTAssertEqual(stiffness, row.stiffness, accuracy: 1e-4, "\(row)")
            XCTAssertEqual(damping, row.damping, accuracy: 1e-4, "\(row)")
        }
        XCTAssertEqual(SpringConversion.dampingRatio(bounce: -0.2), 1.25, accuracy: 1e-12)
    }

    func testBounceAndDampingRatioAreInverses() {
        for bounce in [-0.9, -0.5, -0.2, 0, 0.15, 0.5, 0.95] {
            XCTAssertEqual(SpringConversion.bounce(dampingRatio: SpringConversion.dampingRatio(bounce: bounce)), bounce,
                           accuracy: 1e-12)
        }
    }

    func testDurationAndBounceRoundTrip() {
        for (duration, bounce) in [(0.3, 0.0), (0.5, 0.3), (0.8, -0.4), (1.2, 0.7)] {
            let (k, c) = SpringConversion.physical(duration: duration, bounce: bounce)
            let back = SpringConversion.durationAndBounce(mass: 1, stiffness: k, damping: c)
            XCTAssertEqual(back.duration, duration, accuracy: 1e-9)
            XCTAssertEqual(back.bounce, bounce, accuracy: 1e-9)
        }
    }

    func testResponseFormUsesTheSwiftUIFormulas() {
        let spring = SpringConversion.responseSpring(response: 0.4, dampingRatio: 0.9, velocity: 0)
        XCTAssertEqual(spring.stiffness, pow(2 * Double.pi / 0.4, 2), accuracy: 1e-9)
        XCTAssertEqual(spring.damping, 2 * spring.stiffness.squareRoot() * 0.9, accuracy: 1e-9)
        XCTAssertEqual(spring.dampingRatio, 0.9, accuracy: 1e-12)
        XCTAssertEqual(spring.settlingDuration, SpringResponse(spring).settlingDuration(), accuracy: 1e-12)
    }

    func testUIKitSolvePutsTheEnvelopeAtEpsilonAtTheDuration() {
        for (duration, ratio, velocity) in [(0.5, 0.7, 0.5), (0.35, 0.9, 0), (1.0, 0.3, 2.0), (0.6, 1.0, 0), (0.6, 1.0, 1.0)] {
            let omega = SpringConversion.uikitNaturalFrequency(duration: duration, dampingRatio: ratio, velocity: velocity)
            let envelope: Double
            if ratio < 1 {
                envelope = (ratio * omega - velocity) / (omega * (1 - ratio * ratio).squareRoot()) * exp(-ratio * omega * duration)
            } else {
                envelope = (1 + (omega - velocity) * duration) * exp(-omega * duration)
            }
            XCTAssertEqual(envelope, SpringConversion.uikitEpsilon, accuracy: 1e-7, "\(duration) \(ratio) \(velocity)")
            let spring = SpringConversion.uikitSpring(duration: duration, dampingRatio: ratio, velocity: velocity)
            XCTAssertEqual(spring.stiffness, omega * omega, accuracy: 1e-9)
            XCTAssertEqual(spring.dampingRatio, ratio, accuracy: 1e-9)
            XCTAssertEqual(spring.mass, 1)
            // The solve aims at "settled by the duration"; the true settling time lands close to it.
            XCTAssertEqual(spring.settlingDuration, duration, accuracy: duration * 0.35, "\(duration) \(ratio)")
        }
    }

    func testUIKitSolveClampsAndNeverFails() {
        for (duration, ratio, velocity) in [(0.0001, 0.5, 0.0), (50, 0.5, 0), (0.5, 3, 0), (0.5, 0.00001, 0), (0.3, 0.5, 500)] {
            let spring = SpringConversion.uikitSpring(duration: duration, dampingRatio: ratio, velocity: velocity)
            XCTAssertTrue(spring.stiffness.isFinite && spring.stiffness > 0, "\(duration) \(ratio) \(velocity)")
            XCTAssertTrue(spring.damping.isFinite && spring.damping > 0)
            XCTAssertTrue(spring.settlingDuration.isFinite)
        }
    }
}
