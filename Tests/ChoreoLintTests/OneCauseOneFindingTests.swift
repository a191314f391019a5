import ChoreoLint
import ChoreoSpec
import XCTest

/// One mistake gets one finding: rules do not judge what a failed value left in its place, and two
/// rules do not both report one missing phase.
final class OneCauseOneFindingTests: XCTestCase {
    private func summaries(_ spec: String, configuration: LintConfiguration = LintConfiguration()) -> [String] {
        LintHarness.lint(spec, configuration: configuration).map(LintHarness.summary)
    }

    func testAMisspeltEffectIsReportedAloneNotAlsoAsTheHiddenViewOfTheDefaultInItsPlace() {
        let spec = """
            transition: Card
            kind: modal
            presentation:
              style: custom
            present:
              effect: slideUp
            dismiss: reverse
            """
        XCTAssertEqual(summaries(spec), ["6:11 invalid_value (error)"])
        let corrected = spec.replacingOccurrences(of: "slideUp", with: "slide")
        XCTAssertEqual(summaries(corrected), [], "the corrected spec is clean, so the hidden view came from the failed value")
    }

    func testAValueOutOfRangeSilencesTheRulesThatWouldReadTheDefaultInstead() {
        let spec = """
            transition: ListPush
            kind: navigation
            push:
              effect: push
              duration: 350
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """
        XCTAssertEqual(summaries(spec), ["5:13 invalid_value (error)"])
    }

    func testOneMissingDismissWithATapOutsideIsOneFindingAtTheTap() {
        let spec = """
            transition: Sheet
            kind: modal
            presentation:
              style: custom
              container: { height: 0.5, dismissOnTapOutside: true }
            present:
              effect: slide
            """
        XCTAssertEqual(summaries(spec), ["5:50 tap_outside_without_dismiss (warning)"])
        let tapOff = LintConfiguration(ruleSettings: ["tap_outside_without_dismiss": .off])
        XCTAssertEqual(summaries(spec, configuration: tapOff), ["6:1 dismiss_missing (warning)"],
                       "with the tap's rule switched off, the missing dismiss is still reported")
    }
}
