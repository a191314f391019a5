import ChoreoLint
import ChoreoSpec
import XCTest

/// A `reverse: true` phase with overrides is linted as a phase of its own, so what `reverse`
/// proves by construction is proved for the merged phase (issue 14, item 5).
final class ReverseOverridesLintTests: XCTestCase {
    private func ruleIDs(pop: String) -> [String] {
        let text = """
            transition: Slide
            kind: navigation
            push:
              effect: push
              duration: 0.35
            pop:
            \(pop)
            interactive: { pop: { gesture: edgePan } }

            """
        return LintHarness.lint(text).map(\.ruleID)
    }

    func testAFadeAddedToTheMirrorIsClean() {
        XCTAssertEqual(ruleIDs(pop: "  reverse: true\n  from: { end: { alpha: 0 } }"), [])
    }

    func testAnOverrideThatNoLongerRetracesThePushIsReported() {
        XCTAssertEqual(ruleIDs(pop: "  reverse: true\n  from: { end: { offset: [0, 1] } }"), ["pop_not_reverse_of_push"])
    }

    func testAnOverriddenDurationIsCheckedLikeAnyOther() {
        XCTAssertEqual(ruleIDs(pop: "  reverse: true\n  duration: 1.5"), ["duration_out_of_range"])
    }
}
