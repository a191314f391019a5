import ChoreoLint
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

    func testEveryRuleHasASectionWithItsMarkedExamples() {
        let page = RuleDocumentation.markdown()
        for rule in RuleCatalogue.descriptions {
            XCTAssertTrue(page.contains("\n## \(rule.id)\n"), "no section for \(rule.id)")
            for example in rule.triggeringExamples {
                XCTAssertTrue(page.contains("```yaml\n\(example)\n```"), "\(rule.id): a triggering example is not shown with its markers")
            }
        }
    }

    func testOptionsAreDocumented() {
        let section = RuleCatalogue.description(for: "duration_out_of_range").map(RuleDocumentation.section(for:)) ?? ""
        XCTAssertTrue(section.contains("| `navigation` | [min, max] seconds | `[0.25, 0.4]` |"), section)
    }
}
