import ChoreoCLI
import ChoreoLint
import XCTest

final class RulesAndExplainTests: XCTestCase {
    func testRulesListsEveryRuleWithItsDefaultSeverity() throws {
        let folder = try TemporaryDirectory()
        let result = CLIHarness.run(["rules"], in: folder.path)
        XCTAssertEqual(result.status, .success)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.first.map { $0.split(separator: " ", omittingEmptySubsequences: true) }, ["ID", "DEFAULT", "NAME"])
        XCTAssertEqual(lines.count, ConfigurableRules.descriptions.count + 1)
        for rule in ConfigurableRules.descriptions {
            XCTAssertTrue(lines.contains { $0.hasPrefix(rule.id + " ") && $0.contains(" \(rule.defaultSeverity.rawValue) ") && $0.hasSuffix(rule.name) },
                          "missing \(rule.id)")
        }
    }

    func testRulesShowsTheConfiguredSettingWhenAConfigurationIsFound() throws {
        let folder = try TemporaryDirectory()
        try folder.write(".choreo.yml", "rules: { dismiss_missing: off, duration_out_of_range: error }\n")
        let result = CLIHarness.run(["rules"], in: folder.path)
        let lines = result.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        XCTAssertEqual(lines.first, ["ID", "DEFAULT", "CONFIGURED", "NAME"])
        XCTAssertEqual(lines.first { $0.first == "dismiss_missing" }?.prefix(3), ["dismiss_missing", "warning", "off"])
        XCTAssertEqual(lines.first { $0.first == "duration_out_of_range" }?.prefix(3), ["duration_out_of_range", "warning", "error"])
        XCTAssertEqual(lines.first { $0.first == "unknown_key" }?.prefix(3), ["unknown_key", "error", "error"])
    }

    func testExplainPrintsTheRationaleAndExamples() throws {
        let rule = try XCTUnwrap(RuleCatalogue.description(for: "duration_out_of_range"))
        let result = CLIHarness.run(["explain", "duration_out_of_range"])
        XCTAssertEqual(result.status, .success)
        XCTAssertTrue(result.stdout.hasPrefix("duration_out_of_range: \(rule.name)\nDefault severity: warning\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains(rule.rationale))
        XCTAssertTrue(result.stdout.contains("Triggers"))
        XCTAssertTrue(result.stdout.contains("Does not trigger"))
        for option in rule.options { XCTAssertTrue(result.stdout.contains("  \(option.name): "), option.name) }
    }

    func testExplainOfAnUnknownRuleSuggestsTheClosest() {
        let result = CLIHarness.run(["explain", "dismiss_mising"])
        XCTAssertEqual(result.status, .usage)
        XCTAssertEqual(result.stderr, "error: unknown rule 'dismiss_mising'; did you mean 'dismiss_missing'?\n")
    }
}
