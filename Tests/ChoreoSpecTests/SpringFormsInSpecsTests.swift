import ChoreoSpec
import Foundation
import XCTest

/// The spring forms as users write them in a spec, end to end through decoding and lowering:
/// each form gives the physical spring of its closed form, equivalent springs written in
/// different forms lower to the same spring, and the duration UIKit is told is the time the
/// motion really takes, found here by sampling the motion itself.
final class SpringFormsInSpecsTests: XCTestCase {
    func spring(_ springYAML: String, duration: Double? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> Spring {
        let durationLine = duration.map { "  duration: \($0)\n" } ?? ""
        let yaml = """
        transition: Springy
        kind: modal
        presentation: { style: custom }
        present:
          effect: zoom
        \(durationLine)  spring: \(springYAML)
        dismiss: reverse

        """
        let transition = try XCTUnwrap(lowered(yaml, file: file, line: line), file: file, line: line)
        let phase = try XCTUnwrap(Optional(transition.forward), file: file, line: line)
        guard case .spring(let spring) = phase.timing else {
            XCTFail("not a spring", file: file, line: line)
            throw XCTSkip("no spring")
        }
        return spring
    }

    func testApplesDurationAndBounceExampleWrittenInASpec() throws {
        let lowered = try spring("{ bounce: 0.3 }", duration: 0.5)
        XCTAssertEqual(lowered.mass, 1)
        XCTAssertEqual(lowered.stiffness, 157.9, accuracy: 0.05, "Apple: stiffness 157.9")
        XCTAssertEqual(lowered.damping, 17.6, accuracy: 0.05, "Apple: damping 17.6")
        XCTAssertEqual(lowered.stiffness, pow(2 * Double.pi / 0.5, 2), accuracy: 1e-6)
        XCTAssertEqual(lowered.damping, 4 * .pi * (1 - 0.3) / 0.5, accuracy: 1e-6)
        XCTAssertEqual(lowered.form, .bounce(duration: 0.5, bounce: 0.3))
    }

    func testApplesPhysicalExampleWrittenInASpec() throws {
        let lowered = try spring("{ mass: 1, stiffness: 100, damping: 10 }")
        let (duration, bounce) = SpringConversion.durationAndBounce(
            mass: lowered.mass, stiffness: lowered.stiffness, damping: lowered.damping)
        XCTAssertEqual((duration * 100).rounded() / 100, 0.63, "Apple: duration 0.63")
        XCTAssertEqual((bounce * 10).rounded() / 10, 0.5, "Apple: bounce 0.5")
        XCTAssertEqual(duration, 2 * .pi / 10, accuracy: 1e-6)
        XCTAssertEqual(bounce, 1 - 10 / (2 * 10.0), accuracy: 1e-6)
    }

    func testTheSameSpringInThreeFormsLowersToOneSpring() throws {
        // T = 0.4 s, bounce 0.2  ⇔  response 0.4, ζ 0.8  ⇔  k = (2π/0.4)², c = 4π·0.8/0.4.
        let k = pow(2 * Double.pi / 0.4, 2), c = 4 * .pi * 0.8 / 0.4
        let bounce = try spring("{ bounce: 0.2 }", duration: 0.4)
        let response = try spring("{ response: 0.4, dampingRatio: 0.8 }")
        let physical = try spring("{ mass: 1, stiffness: \(k), damping: \(c) }")
        for (name, lowered) in [("bounce", bounce), ("response", response), ("physical", physical)] {
            XCTAssertEqual(lowered.stiffness, k, accuracy: 1e-6, name)
            XCTAssertEqual(lowered.damping, c, accuracy: 1e-6, name)
            XCTAssertEqual(lowered.dampingRatio, 0.8, accuracy: 1e-9, name)
            XCTAssertEqual(lowered.settlingDuration, bounce.settlingDuration, accuracy: 1e-6, name)
        }
    }

    func testMassScalesTheClosedFormsAsSwiftUIsDo() {
        for mass in [0.5, 1, 3] {
            let (k, c) = SpringConversion.physical(duration: 0.5, bounce: 0.3, mass: mass)
            XCTAssertEqual(k, pow(2 * Double.pi / 0.5, 2) * mass, accuracy: 1e-6)
            XCTAssertEqual(c, 4 * .pi * 0.7 * mass / 0.5, accuracy: 1e-6)
            let back = SpringConversion.durationAndBounce(mass: mass, stiffness: k, damping: c)
            XCTAssertEqual(back.duration, 0.5, accuracy: 1e-9)
            XCTAssertEqual(back.bounce, 0.3, accuracy: 1e-9)
        }
    }

    func testAnOverdampedBounceUsesTheReciprocalRatio() throws {
        let lowered = try spring("{ bounce: -0.2 }", duration: 0.5)
        XCTAssertEqual(lowered.dampingRatio, 1.25, accuracy: 1e-9)
        XCTAssertEqual(lowered.damping, 31.4159, accuracy: 1e-4, "Docs/UIKitFacts.md §19.1 table")
    }

    /// The last moment the sampled motion is 0.001 or more away from its target, to the sampling step.
    func sampledSettlingTime(_ spring: Spring, step: Double = 1e-4) -> Double {
        let response = SpringResponse(spring)
        var last = 0.0
        var t = 0.0
        while t < 20 {
            if abs(response.displacement(at: t)) >= SpringResponse.settlingEpsilon { last = t }
            t += step
        }
        return last
    }

    func testTransitionDurationIsTheSampledSettlingTimeForEveryForm() throws {
        let springs = [
            try spring("{ damping: 0.7, velocity: 0.5 }", duration: 0.5),
            try spring("{ bounce: 0.3 }", duration: 0.5),
            try spring("{ response: 0.4, dampingRatio: 0.9 }"),
            try spring("{ mass: 3, stiffness: 1000, damping: 500 }"),
            try spring("{ damping: 1, velocity: 0 }", duration: 0.35),
        ]
        for lowered in springs {
            XCTAssertEqual(lowered.settlingDuration, sampledSettlingTime(lowered), accuracy: 2e-4, "\(lowered.form)")
        }
    }

    func testTransitionDurationAddsThePhaseAndViewDelaysToTheSettlingTime() throws {
        let yaml = """
        transition: Springy
        kind: modal
        presentation: { style: custom }
        present:
          effect: zoom
          delay: 0.1
          spring: { bounce: 0.2 }
          to: { delay: 0.05 }
        dismiss: reverse

        """
        let transition = try XCTUnwrap(lowered(yaml))
        let phase = try XCTUnwrap(Optional(transition.forward))
        guard case .spring(let spring) = phase.timing else { return XCTFail("not a spring") }
        XCTAssertEqual(phase.totalDuration, 0.1 + 0.05 + sampledSettlingTime(spring), accuracy: 2e-4)
        // The default duration (0.35 s) is the perceptual duration, not what UIKit is told.
        XCTAssertGreaterThan(phase.motionDuration, 0.35)
    }
}
