import ChoreoLint
import ChoreoTestSupport
import Foundation
import XCTest

final class RuleDocumentationTests: XCTestCase {
    static let rulesPage = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/Rules.md")

    func testDocsRulesMdIsUpToDateWithTheCatalogue() throws {
        let expected = RuleDocumentation.markdown()
        if GoldenUpdate.isRequested() {
            try FileManager.default.createDirectory(at: Self.rulesPage.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(expected.utf8).write(to: Self.rulesPage)
            return
        }
        guard let actual = try? String(contentsOf: Self.rulesPage, encoding: .utf8) else {
            return XCTFail("Docs/Rules.md is missing; run the tests with CHOREO_UPDATE_GOLDEN=1 to generate it")
        }
        XCTAssert(actual == expected, "Docs/Rules.md is stale; run the tests with CHOREO_UPDATE_GOLDEN=1.\n" + LineDiff.describe(expected: expected, actual: actual))
    }

    /// Read from the page on disk, not from the generator: a rule added, renamed or removed
    /// without regenerating `Docs/Rules.md` fails here, by name.
    func testTheRulesPageHasExactlyOneSectionPerCataloguedRuleWithItsMarkedExamples() throws {
        let page = try String(contentsOf: Self.rulesPage, encoding: .utf8)
        let headings = page.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
        XCTAssertEqual(headings, RuleCatalogue.descriptions.map(\.id), "Docs/Rules.md's sections are not the catalogue's rules")
        for rule in RuleCatalogue.descriptions {
            XCTAssertTrue(page.contains("| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(rule.name) |"),
                          "\(rule.id) is missing from the table or has another severity or name")
            for example in rule.triggeringExamples {
                XCTAssertTrue(page.contains("```yaml\n\(example)\n```"), "\(rule.id): a triggering example is not shown with its markers")
            }
        }
    }

    func testOptionsAreDocumented() {
        let section = RuleCatalogue.description(for: DurationOutOfRange.id).map(RuleDocumentation.section(for:)) ?? ""
        XCTAssertTrue(section.contains("| `navigation` | [min, max] seconds | `[0.25, 0.4]` |"), section)
    }
}
