import ChoreoLint
import ChoreoSpec
import XCTest

/// The one lint driver: findings do not depend on the order files and load diagnostics arrive
/// in, and it keeps a summary per transition, not the transition.
final class LinterTests: XCTestCase {
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

    func testDuplicatesAndSuppressionsAcrossFilesAreFoundInReportOrder() {
        let files = [("b.transition.yaml", Self.first), ("a.transition.yaml", Self.second)]
        let findings = LintHarness.lint(files)
        // Duplicates across documents and files, a used, an unused and an unknown suppression,
        // and a suppressed unused suppression all take part.
        XCTAssertEqual(Set(findings.map(\.ruleID)), [
            "duplicate_transition_name", "unused_suppression", "invalid_value", "presentation_style_missing",
            "duration_out_of_range", "dismiss_missing",
        ], "\(findings.map(LintHarness.summary))")
        XCTAssertEqual(findings.map(\.file), findings.map(\.file).sorted(), "sorted by file first")
    }

    func testLoadDiagnosticsAddedBeforeTheTransitionsGiveTheSameFindingsAsAddedAfter() {
        let loaded = [("b.transition.yaml", Self.first), ("a.transition.yaml", Self.second)].map { file, text in
            SpecPipeline.load(bytes: Array(text.utf8), file: file)
        }
        var before = Linter()
        var after = Linter()
        for result in loaded {
            before.add(diagnostics: result.diagnostics)
            before.add(result.transitions)
            after.add(result.transitions)
            after.add(diagnostics: result.diagnostics)
        }
        XCTAssertEqual(before.finish(), after.finish())
        XCTAssertFalse(before.finish().isEmpty)
    }

    /// `lint` runs each rule over a batch of a file's transitions before the next rule; what it finds, and in what
    /// order, is what the rules find over one transition at a time. A hundred and sixty documents make five batches and more findings than a file keeps (`FindingCap`), so which are kept depends on the order they come in.
    func testRulesOverABatchFindWhatTheyFindOverOneTransitionAtATime() {
        let documents = (0..<160).map { index in
            """
            transition: Card\(index)
            kind: modal
            presentation: { style: \(index % 2 == 0 ? "custom" : "fullScreen") }
            present: { effect: \(index % 4 == 0 ? "zoom" : "slide"), duration: \(index % 5 == 0 ? 3 : 0.35) }
            """
        }
        let stream = documents.joined(separator: "\n---\n")
        var batched = Linter()
        batched.lint(Array(stream.utf8), file: "a.transition.yaml")
        batched.lint(Array(Self.first.utf8), file: "b.transition.yaml")
        var single = Linter()
        for (file, text) in [("a.transition.yaml", stream), ("b.transition.yaml", Self.first)] {
            let result = SpecPipeline.load(bytes: Array(text.utf8), file: file)
            result.transitions.forEach { single.add([$0]) }
            single.add(diagnostics: result.diagnostics)
        }
        XCTAssertEqual(batched.transitionCount, 162)
        XCTAssertEqual(batched.finish(), single.finish())
        XCTAssertTrue(batched.finish().contains { $0.message.hasSuffix("more findings of rule dismiss_missing") }, "the cap takes part")
    }

    func testAnUnreadableInputIsReportedInFileOrderAndNotConfiguredAway() {
        var configuration = LintConfiguration()
        configuration.ruleSettings[Linter.unreadableRuleID] = .off
        var linter = Linter(configuration: configuration)
        linter.lint(Array(Self.second.utf8), file: "c.transition.yaml")
        linter.addUnreadable(file: "b.transition.yaml", reason: "Permission denied")
        let findings = linter.finish()
        XCTAssertEqual(linter.unreadableCount, 1)
        XCTAssertEqual(linter.filesLinted, 1)
        XCTAssertEqual(findings.first?.ruleID, Linter.unreadableRuleID)
        XCTAssertEqual(findings.first?.message, "cannot read: Permission denied")
        XCTAssertEqual(findings.first?.location.line, 0)
    }

    func testASecondTransitionOfTheSameNameInOneStreamIsTheDuplicate() {
        var linter = Linter()
        linter.lint(Array(Self.first.utf8), file: "b.transition.yaml")
        XCTAssertEqual(linter.transitionCount, 2)
        let duplicate = linter.finish().filter { $0.ruleID == "duplicate_transition_name" }
        XCTAssertEqual(duplicate.map(\.location.line), [13])
        XCTAssertEqual(duplicate.first?.related.first?.location.line, 1)
    }

    func testTheCrossSpecRuleAcceptsWholeTransitionsToo() {
        let transitions = SpecPipeline.load(bytes: Array(Self.first.utf8), file: "b.transition.yaml").transitions
        let findings = DuplicateTransitionName().check(transitions, context: LintContext(configuration: LintConfiguration()))
        XCTAssertEqual(findings.map(\.location.line), [13])
    }
}
