import ChoreoLint
import ChoreoTestSupport
import Foundation
import XCTest

final class RuleDocumentationTests: XCTestCase {
    static let rulesPage = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/Rules.md")

    func testDocsRulesMdIsUpToDateWithTheCatalogue() throws {
        Golden.assert(RuleDocumentation.markdown(), matches: Self.rulesPage, name: "Docs/Rules.md")
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
