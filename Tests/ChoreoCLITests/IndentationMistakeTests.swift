import ChoreoCLI
import XCTest

/// Keys at the wrong indentation are reported at the key, saying to indent or dedent, and a
/// mistaken key brings no knock-on findings (issue 14, item 2).
final class IndentationMistakeTests: XCTestCase {
    private func lint(_ text: String) -> [String] {
        let result = CLIHarness.run(["lint", "-", "--stdin-path", "s.transition.yaml"], stdin: Array(text.utf8))
        return result.stdout.split(separator: "\n").map(String.init)
    }

    private let cardPop = """
        transition: CardPop
        kind: modal
        presentation:
          style: fullScreen
        present:
          effect: pop
          duration: 0.5
        dismiss: reverse

        """

    func testAKeyDedentedToColumnOneAsThePhasesFirstKeyIsReportedAtTheKey() {
        let text = cardPop.replacingOccurrences(of: "  effect: pop\n  duration: 0.5\n", with: "duration: 0.5\n  effect: pop\n")
        XCTAssertEqual(lint(text), [
            "s.transition.yaml:6:1: error: indent 'duration' under 'present': at the same indentation as 'present:', "
                + "'duration' ends that mapping instead of starting it, and the more indented line below it cannot continue it; "
                + "indent 'duration' (and the lines of 'present' after it) by two spaces more than 'present' (yaml_syntax)",
        ])
    }

    func testAKeyDedentedAfterThePhaseSaysIndentItUnderThePhase() {
        let text = cardPop.replacingOccurrences(of: "  duration: 0.5", with: "duration: 0.5")
        XCTAssertEqual(lint(text), [
            "s.transition.yaml:7:1: error: indent 'duration' under 'present': it is a key of 'present', not of the spec; "
                + "indent 'duration' by two spaces more than 'present' (unknown_key)",
        ])
    }

    func testStyleNotIndentedUnderPresentationIsOneFindingSayingIndent() {
        let text = cardPop.replacingOccurrences(of: "  style: fullScreen", with: "style: fullScreen")
        XCTAssertEqual(lint(text), [
            "s.transition.yaml:4:1: error: indent 'style' under 'presentation': it is a key of 'presentation', not of the spec; "
                + "indent 'style' by two spaces more than 'presentation' (unknown_key)",
        ])
    }

    func testDismissIndentedUnderPresentSaysDedentAndNoDismissMissing() {
        let text = cardPop.replacingOccurrences(of: "dismiss: reverse", with: "  dismiss: reverse")
        XCTAssertEqual(lint(text), [
            "s.transition.yaml:8:3: error: dedent 'dismiss': it is not a key of phase 'present' but of the mapping around it; "
                + "move 'dismiss' left to the indentation of the key that phase 'present' belongs to (unknown_key)",
        ])
    }

    func testAMisspeltPhaseKeyGivesOnlyItsOwnError() {
        let text = cardPop.replacingOccurrences(of: "effect: pop", with: "efect: pop")
        XCTAssertEqual(lint(text), [
            "s.transition.yaml:6:3: error: unknown key 'efect' in phase 'present'; did you mean 'effect'? (unknown_key)",
        ])
    }

    func testAKeyOfAViewStateOneLevelTooDeepSaysDedent() {
        let text = cardPop.replacingOccurrences(of: "  duration: 0.5\n", with: "  duration: 0.5\n  to:\n    start:\n      alpha: 0\n      delay: 0.1\n")
        XCTAssertEqual(lint(text), [
            "s.transition.yaml:11:7: error: dedent 'delay': it is not a key of 'to.start' but of the mapping around it; "
                + "move 'delay' left to the indentation of the key that 'to.start' belongs to (unknown_key)",
        ])
    }
}
