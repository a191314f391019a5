import ChoreoLint
import ChoreoSpec
import XCTest

/// How `.choreo.yml` settings and a spec's `lint: disable:` change what the linter reports.
final class LinterConfigurationTests: XCTestCase {
    /// A navigation push of 0.6 s: one `duration_out_of_range` warning at 6:13.
    static let slowPush = """
        transition: ListPush
        kind: navigation
        push:
          effect: push
          direction: fromTrailing
          duration: 0.6
        pop: reverse
        interactive:
          pop: { gesture: edgePan }
        """

    func summaries(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map(LintHarness.summary) }

    func testTheDefaultConfigurationReportsTheDefaultSeverity() {
        XCTAssertEqual(summaries(LintHarness.lint(Self.slowPush)), ["6:13 duration_out_of_range (warning)"])
    }

    func testAConfiguredSeverityReplacesTheDefault() {
        let configuration = LintConfiguration(ruleSettings: ["duration_out_of_range": .severity(.error)])
        XCTAssertEqual(summaries(LintHarness.lint(Self.slowPush, configuration: configuration)), ["6:13 duration_out_of_range (error)"])
    }

    func testARuleSetToOffReportsNothing() {
        let configuration = LintConfiguration(ruleSettings: ["duration_out_of_range": .off])
        XCTAssertEqual(summaries(LintHarness.lint(Self.slowPush, configuration: configuration)), [])
    }

    func testDecodeStageRulesCanBeConfiguredToo() {
        let text = Self.slowPush.replacingOccurrences(of: "duration: 0.6", with: "duration: 0.3") + "\nlint:\n  disable: ['no']\n"
        let ambiguous = text.replacingOccurrences(of: "'no'", with: "no")
        XCTAssertTrue(summaries(LintHarness.lint(ambiguous)).contains("11:13 yaml11_ambiguous_scalar (warning)"))
        let configuration = LintConfiguration(ruleSettings: ["yaml11_ambiguous_scalar": .severity(.error)])
        XCTAssertTrue(summaries(LintHarness.lint(ambiguous, configuration: configuration)).contains("11:13 yaml11_ambiguous_scalar (error)"))
    }

    func testACustomDurationRangeMovesTheLimits() {
        var ranges = LintConfiguration.defaultDurationRanges
        ranges[.navigation] = 0.2...0.7
        XCTAssertEqual(summaries(LintHarness.lint(Self.slowPush, configuration: LintConfiguration(durationRanges: ranges))), [])
        ranges[.navigation] = 0.2...0.5
        let findings = LintHarness.lint(Self.slowPush, configuration: LintConfiguration(durationRanges: ranges))
        XCTAssertEqual(findings.map(\.message), ["push lasts 0.6 s, outside 0.2–0.5 s for navigation transitions"])
    }

    func testTheMessageCountsDelaysAndSpringSettling() {
        let text = Self.slowPush.replacingOccurrences(of: "duration: 0.6", with: "delay: 0.1\n  spring: { bounce: 0.3 }")
        let message = LintHarness.lint(text).first { $0.ruleID == "duration_out_of_range" }?.message ?? ""
        XCTAssertTrue(message.hasPrefix("push lasts "), message)
        XCTAssertTrue(message.contains("0.1 s delay + "), message)
        XCTAssertTrue(message.contains(" s spring settling)"), message)
    }

    func testASpecCanDisableARuleForItself() {
        let text = Self.slowPush + "\nlint:\n  disable: [duration_out_of_range]\n"
        XCTAssertEqual(summaries(LintHarness.lint(text)), [])
    }

    func testASuppressionOnlyCoversItsOwnDocument() {
        let suppressed = Self.slowPush.replacingOccurrences(of: "ListPush", with: "OtherPush") + "\nlint:\n  disable: [duration_out_of_range]\n"
        let text = suppressed + "---\n" + Self.slowPush
        XCTAssertEqual(summaries(LintHarness.lint(text)), ["18:13 duration_out_of_range (warning)"])
    }

    func testASuppressionAlsoCoversDecodeStageFindingsOfItsDocument() {
        let text = Self.slowPush.replacingOccurrences(of: "duration: 0.6", with: "duration: 0.3")
            + "\nreduceMotion: off\nlint:\n  disable: [yaml11_ambiguous_scalar, invalid_value, no]\n"
        XCTAssertEqual(summaries(LintHarness.lint(text)), [])
    }

    func testASuppressionThatSuppressesNothingIsReportedAtItsRuleID() {
        let text = Self.slowPush.replacingOccurrences(of: "duration: 0.6", with: "duration: 0.3")
            + "\nlint:\n  disable: [duration_out_of_range, dismiss_missing]\n"
        let findings = LintHarness.lint(text)
        XCTAssertEqual(summaries(findings), ["11:13 unused_suppression (warning)", "11:36 unused_suppression (warning)"])
        XCTAssertEqual(findings.first?.message, "'duration_out_of_range' is disabled but reports nothing in this spec")
    }

    func testASuppressionOfARuleThatIsOffIsNotReportedAsUnused() {
        let text = Self.slowPush.replacingOccurrences(of: "duration: 0.6", with: "duration: 0.3")
            + "\nlint:\n  disable: [duration_out_of_range]\n"
        let configuration = LintConfiguration(ruleSettings: ["duration_out_of_range": .off])
        XCTAssertEqual(summaries(LintHarness.lint(text, configuration: configuration)), [])
    }

    func testUnusedSuppressionsCanThemselvesBeSuppressed() {
        let text = Self.slowPush.replacingOccurrences(of: "duration: 0.6", with: "duration: 0.3")
            + "\nlint:\n  disable: [duration_out_of_range, unused_suppression]\n"
        XCTAssertEqual(summaries(LintHarness.lint(text)), [])
    }

    func testAnUnknownRuleIDInDisableIsAnInvalidValueWithASuggestion() {
        let text = Self.slowPush + "\nlint:\n  disable: [duration_out_of_rnage, no_such_rule]\n"
        let findings = LintHarness.lint(text).filter { $0.ruleID == "invalid_value" }
        XCTAssertEqual(summaries(findings), ["11:13 invalid_value (error)", "11:36 invalid_value (error)"])
        XCTAssertEqual(findings.map(\.message), ["'duration_out_of_rnage' is not a rule id", "'no_such_rule' is not a rule id"])
        XCTAssertEqual(findings.map(\.hint), ["did you mean 'duration_out_of_range'?", "'choreo rules' lists the rule ids"])
        // The misspelt suppression suppresses nothing, so the finding it meant to hide stays.
        XCTAssertTrue(summaries(LintHarness.lint(text)).contains("6:13 duration_out_of_range (warning)"))
    }

    /// A file shows at most `FindingCap.perFile` findings, so only that many unknown ids get a suggestion: 100,000
    /// of them took three minutes to suggest for and are now counted in one line.
    func testManyUnknownRuleIDsAreCappedAndTheShownOnesKeepTheirSuggestion() {
        let ids = Array(repeating: "duration_out_of_rnage", count: 150).joined(separator: ", ")
        let findings = LintHarness.lint(Self.slowPush + "\nlint:\n  disable: [\(ids)]\n").filter { $0.ruleID == "invalid_value" }
        XCTAssertEqual(findings.count, FindingCap.perFile)
        XCTAssertTrue(findings.prefix(FindingCap.perFile - 1).allSatisfy { $0.hint == "did you mean 'duration_out_of_range'?" })
        XCTAssertEqual(findings.last?.message, "51 more findings of rule invalid_value")
    }

    func testDuplicateNamesAcrossTwoFilesAreReportedAtTheLaterOneWithTheFirstAsRelated() {
        let first = Self.slowPush.replacingOccurrences(of: "duration: 0.6", with: "duration: 0.3")
        let second = "# the same name again\n" + first
        let findings = LintHarness.lint([("A.transition.yaml", first), ("B.transition.yaml", second)])
        XCTAssertEqual(findings.map { "\($0.file):\($0.location) \($0.ruleID)" }, ["B.transition.yaml:2:13 duplicate_transition_name"])
        XCTAssertEqual(findings.first?.related, [RelatedLocation(file: "A.transition.yaml", location: findings[0].related[0].location, message: "'ListPush' first defined here")])
        XCTAssertEqual(findings.first?.related.first?.location.description, "1:13")
    }

    func testEveryLaterDuplicateIsReportedAgainstTheFirst() {
        let spec = Self.slowPush.replacingOccurrences(of: "duration: 0.6", with: "duration: 0.3")
        let findings = LintHarness.lint([("A.transition.yaml", spec), ("B.transition.yaml", spec), ("C.transition.yaml", spec)])
        XCTAssertEqual(findings.map(\.file), ["B.transition.yaml", "C.transition.yaml"])
        XCTAssertEqual(findings.map { $0.related.first?.file }, ["A.transition.yaml", "A.transition.yaml"])
    }

    func testFindingsAreSortedByFileLineColumnAndRuleID() {
        let many = """
            transition: CardSlide
            kind: modal
            presentation:
              style: automatic
              delegate: local
            present:
              effect: slide
              direction: fromRight
              duration: 2
            """
        let findings = LintHarness.lint([("Z.transition.yaml", many), ("A.transition.yaml", many)])
        let order = findings.map { "\($0.file):\($0.location) \($0.ruleID)" }
        // Z is read first, so A holds the later duplicate; the report is still sorted by file.
        XCTAssertEqual(order, [
            "A.transition.yaml:1:13 duplicate_transition_name",
            "A.transition.yaml:4:10 presentation_style_ignores_animator",
            "A.transition.yaml:5:13 delegate_not_retained",
            "A.transition.yaml:6:1 dismiss_missing",
            "A.transition.yaml:8:14 hardcoded_horizontal_direction",
            "A.transition.yaml:9:13 duration_out_of_range",
            "Z.transition.yaml:4:10 presentation_style_ignores_animator",
            "Z.transition.yaml:5:13 delegate_not_retained",
            "Z.transition.yaml:6:1 dismiss_missing",
            "Z.transition.yaml:8:14 hardcoded_horizontal_direction",
            "Z.transition.yaml:9:13 duration_out_of_range",
        ])
        XCTAssertEqual(findings, LintHarness.lint([("Z.transition.yaml", many), ("A.transition.yaml", many)]))
    }
}
