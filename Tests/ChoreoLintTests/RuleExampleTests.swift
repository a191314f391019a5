import ChoreoLint
import ChoreoSpec
import XCTest

/// The catalogue's examples are the rules' tests: each runs end to end through the spec
/// pipeline and the linter, and a failure names the rule and the example.
final class RuleExampleTests: XCTestCase {
    func testEveryTriggeringExampleFindsExactlyTheMarkedPlacesWithTheDefaultSeverity() {
        for rule in RuleCatalogue.descriptions {
            for (index, example) in rule.triggeringExamples.enumerated() {
                let marked = MarkedText(example)
                let found = LintHarness.lint(marked.text, configuration: LintConfiguration(deploymentTarget: rule.examplesDeploymentTarget)).filter { $0.ruleID == rule.id }
                let name = "\(rule.id), triggering example \(index + 1)"
                XCTAssertFalse(marked.markers.isEmpty, "\(name) marks no place with ↓")
                XCTAssertEqual(
                    found.map { $0.location.description }, marked.markers.map(\.description),
                    "\(name): findings at the wrong places\n\(found.map { "\($0.location): \($0.message)" }.joined(separator: "\n"))\n\(marked.text)"
                )
                for diagnostic in found where diagnostic.severity != rule.defaultSeverity {
                    XCTFail("\(name): severity \(diagnostic.severity) at \(diagnostic.location), expected \(rule.defaultSeverity)")
                }
            }
        }
    }

    func testNoNonTriggeringExampleFindsTheRule() {
        for rule in RuleCatalogue.descriptions {
            for (index, example) in rule.nonTriggeringExamples.enumerated() {
                let marked = MarkedText(example)
                XCTAssertTrue(marked.markers.isEmpty, "\(rule.id), non-triggering example \(index + 1) has a ↓ marker")
                let found = LintHarness.lint(marked.text, configuration: LintConfiguration(deploymentTarget: rule.examplesDeploymentTarget)).filter { $0.ruleID == rule.id }
                XCTAssertEqual(
                    found.map(LintHarness.summary), [],
                    "\(rule.id), non-triggering example \(index + 1) triggers it: \(found.map(\.message))"
                )
            }
        }
    }

    /// Examples of lint rules must be specs that read and lower cleanly, or they would test the
    /// decoder's errors instead of the rule.
    func testLintRuleExamplesAreOtherwiseValidSpecs() {
        let decodeStage = Set(RuleCatalogue.decodeStageRules.map { $0.description.id })
        for rule in RuleCatalogue.descriptions where !decodeStage.contains(rule.id) {
            let examples = rule.triggeringExamples.map { ("triggering", $0) } + rule.nonTriggeringExamples.map { ("non-triggering", $0) }
            for (index, (what, example)) in examples.enumerated() {
                let found = LintHarness.lint(MarkedText(example).text, configuration: LintConfiguration(deploymentTarget: rule.examplesDeploymentTarget)).filter { decodeStage.contains($0.ruleID) }
                XCTAssertEqual(found.map { "\($0.location) \($0.ruleID): \($0.message)" }, [], "\(rule.id), \(what) example \(index + 1) does not decode cleanly")
            }
        }
    }
}
