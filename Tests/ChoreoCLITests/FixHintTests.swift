import ChoreoCLI
import XCTest

/// Messages that say the fix for values written the way other tools accept them (issue 14, item 3).
final class FixHintTests: XCTestCase {
    private func lint(_ text: String) -> [String] {
        let result = CLIHarness.run(["lint", "-", "--stdin-path", "s.transition.yaml"], stdin: Array(text.utf8))
        return result.stdout.split(separator: "\n").map(String.init)
    }

    private func spec(duration: String = "0.3", extra: String = "") -> String {
        "transition: CardPop\nkind: modal\npresentation:\n  style: custom\npresent:\n  effect: fade\n"
            + "  duration: \(duration)\ndismiss: reverse\n" + extra
    }

    func testADurationWithAUnitSaysSecondsWithNoUnit() {
        XCTAssertEqual(lint(spec(duration: "\"0.3s\"")), [
            "s.transition.yaml:7:13: error: duration: expected a number, found the string '0.3s'; "
                + "seconds, with no unit: 'duration: 0.3' (invalid_value)",
        ])
        XCTAssertEqual(lint(spec(duration: "300ms")), [
            "s.transition.yaml:7:13: error: duration: expected a number, found the string '300ms'; "
                + "seconds, with no unit: 'duration: 0.3' (invalid_value)",
        ])
    }

    func testReduceMotionNoSuggestsNoneWithoutYAML11BooleanAdvice() {
        XCTAssertEqual(lint(spec(extra: "reduceMotion: no\n")), [
            "s.transition.yaml:9:15: error: invalid reduceMotion 'no'; expected one of crossfade, none, same; "
                + "did you mean 'none'? (invalid_value)",
        ])
    }

    func testTheYAML11WarningStaysWhereNoWordIsExpected() {
        let found = lint(spec(extra: "lint:\n  disable: [no]\n"))
        XCTAssertTrue(found.contains { $0.contains("(yaml11_ambiguous_scalar)") }, "\(found)")
    }
}
