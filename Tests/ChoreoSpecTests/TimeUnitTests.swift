@testable import ChoreoSpec
import XCTest

/// Durations and delays are seconds, at most 5: a number past that is an error (not lint's warning,
/// so `generate` writes nothing from it), and one that reads as milliseconds gets the seconds it means.
final class TimeUnitTests: XCTestCase {
    private func spec(present: String) -> String {
        """
        transition: Card
        kind: modal
        presentation:
          style: fullScreen
        present:
          effect: fade
        \(present)
        dismiss: reverse
        """
    }

    func testADurationInMillisecondsIsAnErrorThatSaysTheSecondsItMeans() {
        let yaml = spec(present: "  duration: 300")
        let found = assertDiagnostic(yaml, rule: "invalid_value", line: 7, column: 13,
                                     hint: "did you mean 0.3 (seconds)? times in a spec are seconds, not milliseconds")
        XCTAssertEqual(found?.message, "duration 300 s is longer than a transition should take (at most 5 s)")
    }

    func testEveryTimeInASpecIsBoundTheSameWay() {
        assertDiagnostic(spec(present: "  delay: 150"), rule: "invalid_value", line: 7, column: 10,
                         hint: "did you mean 0.15 (seconds)? times in a spec are seconds, not milliseconds")
        assertDiagnostic(spec(present: "  to: { delay: 1000 }"), rule: "invalid_value", line: 7, column: 16,
                         hint: "did you mean 1 (seconds)? times in a spec are seconds, not milliseconds")
        assertDiagnostic(spec(present: "  spring: { response: 550, dampingRatio: 0.8 }"), rule: "invalid_value", line: 7, column: 23,
                         hint: "did you mean 0.55 (seconds)? times in a spec are seconds, not milliseconds")
    }

    func testATimeTooLongToBeMillisecondsOfATransitionGuessesNothing() {
        for (value, column) in [("8", 13), ("10000", 13)] {
            let found = assertDiagnostic(spec(present: "  duration: \(value)"), rule: "invalid_value", line: 7, column: column,
                                         hint: "times in a spec are seconds; UIKit's own transitions take about 0.35 s")
            XCTAssertEqual(found?.message, "duration \(value) s is longer than a transition should take (at most 5 s)")
        }
    }

    func testFiveSecondsIsTheLongestAndZeroAndBelowKeepTheirMessage() {
        XCTAssertNotNil(lowered(spec(present: "  duration: 5\n  delay: 5")))
        assertDiagnostic(spec(present: "  duration: 0"), rule: "invalid_value", line: 7, column: 13,
                         messageContains: "duration must be greater than 0 and at most 5 (seconds), found 0")
        assertDiagnostic(spec(present: "  delay: -0.1"), rule: "invalid_value", line: 7, column: 10,
                         messageContains: "delay must be 0 or more and at most 5 (seconds), found -0.1")
    }

    func testTheSchemaSaysTheSameBound() {
        XCTAssertEqual(SpecSchema.number(.duration),
                       .object([("type", "number"), ("exclusiveMinimum", 0), ("maximum", 5)]))
        XCTAssertEqual(SpecSchema.number(.delay), .object([("type", "number"), ("minimum", 0), ("maximum", 5)]))
    }
}
