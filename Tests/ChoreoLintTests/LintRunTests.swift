import ChoreoLint
import ChoreoSpec
import XCTest

final class LintRunTests: XCTestCase {
    static let first = """
        transition: CardSlide
        kind: modal
        presentation:
          style: custom
        present:
          effect: slide
          direction: fromBottom
          duration: 3
        dismiss: reverse
        lint:
          disable: [duration_out_of_range, dismiss_missing, no_such_rule]
        ---
        transition: CardSlide
        kind: modal
        present:
          effect: fade
        """

    static let second = """
        transition: CardSlide
        kind: navigation
        push: { effect: push, duration: 0.01 }
        lint:
          disable: [unused_suppression, dim_on_top_view]
        """

    func testStreamingFindsExactlyWhatLintingAllAtOnceFinds() {
        let files = [("b.transition.yaml", Self.first), ("a.transition.yaml", Self.second)]
        let findings = LintHarness.lint(files)
        // Duplicates across documents and files, a used, an unused and an unknown suppression,
        // and a suppressed unused suppression all take part.
        XCTAssertEqual(Set(findings.map(\.ruleID)), [
            "duplicate_transition_name", "unused_suppression", "invalid_value", "presentation_style_missing",
            "duration_out_of_range", "dismiss_missing",
        ], "\(findings.map(LintHarness.summary))")
    }

    func testTheRunKeepsASummaryPerTransitionNotTheTransition() {
        var run = LintRun()
        let diagnostics = SpecPipeline.forEach(bytes: Array(Self.first.utf8), file: "b.transition.yaml") { run.add($0) }
        run.add(diagnostics: diagnostics)
        XCTAssertEqual(run.transitionCount, 2)
        let duplicate = run.finish().filter { $0.ruleID == "duplicate_transition_name" }
        XCTAssertEqual(duplicate.map(\.location.line), [13])
        XCTAssertEqual(duplicate.first?.related.first?.location.line, 1)
    }

    func testTheCrossSpecRuleAcceptsWholeTransitionsToo() {
        let transitions = SpecPipeline.load(bytes: Array(Self.first.utf8), file: "b.transition.yaml").transitions
        let findings = DuplicateTransitionName().check(transitions, context: LintContext(configuration: LintConfiguration()))
        XCTAssertEqual(findings.map(\.location.line), [13])
    }
}
