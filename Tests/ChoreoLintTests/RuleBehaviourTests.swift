import ChoreoLint
import ChoreoSpec
import XCTest

/// Properties of rules over many specs, beyond the catalogue's examples.
final class RuleBehaviourTests: XCTestCase {
    static let directionalEffects = ["slide", "push", "cover", "uncover"]
    static let directions = ["fromTop", "fromBottom", "fromLeading", "fromTrailing"]

    func navigation(_ effect: String, _ direction: String, extra: String = "") -> String {
        """
        transition: ListPush
        kind: navigation
        push:
          effect: \(effect)
          direction: \(direction)\(extra)
        pop: reverse
        interactive:
          pop: { gesture: edgePan }
        """
    }

    func modal(_ effect: String, _ direction: String) -> String {
        """
        transition: CardSlide
        kind: modal
        presentation:
          style: custom
        present:
          effect: \(effect)
          direction: \(direction)
        dismiss: reverse
        interactive:
          dismiss: { gesture: pan }
        """
    }

    func testReverseNeverContradictsTheForwardDirectionAndDefaultGesturesFollowTheMotion() {
        let judged: Set = ["pop_not_reverse_of_push", "dismiss_not_reverse_of_present", "interactive_direction_mismatch", "incoming_view_hidden"]
        for effect in Self.directionalEffects {
            for direction in Self.directions {
                for spec in [navigation(effect, direction), modal(effect, direction)] {
                    let all = LintHarness.lint(spec)
                    XCTAssertEqual(all.filter { $0.severity == .error }.map(\.message), [], "\(effect) \(direction) has errors")
                    let found = all.filter { judged.contains($0.ruleID) }
                    XCTAssertEqual(found.map { "\($0.ruleID): \($0.message)" }, [], "\(effect) \(direction)\n\(spec)")
                }
            }
        }
    }

    func testAMirroredPhaseIsJudgedForDurationOnlyOnceAtTheForwardPhase() {
        let findings = LintHarness.lint(navigation("push", "fromTrailing", extra: "\n  duration: 0.9"))
        XCTAssertEqual(findings.map(LintHarness.summary), ["6:13 duration_out_of_range (warning)"])
    }

    func testEachDirectionalPresetMovesThePresentedViewTheWayItsNameSays() {
        // An explicit dismiss that leaves the way the presentation came in is not a reversal.
        let spec = """
            transition: CardSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
              direction: fromBottom
            dismiss:
              effect: uncover
              direction: fromBottom
            """
        let found = LintHarness.lint(spec).filter { $0.ruleID == "dismiss_not_reverse_of_present" }
        XCTAssertEqual(found.map(\.message), ["present moves the presented view up but dismiss moves it up, not back the way it came"])
        XCTAssertEqual(found.map(\.hint), ["make dismiss move it down, or write 'dismiss: reverse'"])
    }
}
