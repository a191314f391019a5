import ChoreoAudit
import Foundation
import XCTest

/// `Docs/Audit.md` is rendered from the catalogue; a stale page fails.
final class AuditDocumentationTests: XCTestCase {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Docs/Audit.md")

    func testDocsAuditMdIsUpToDateWithTheCatalogue() throws {
        let expected = AuditDocumentation.markdown()
        if ProcessInfo.processInfo.environment["CHOREO_UPDATE_GOLDEN"] == "1" {
            try Data(expected.utf8).write(to: Self.page)
            return
        }
        let actual = try? String(contentsOf: Self.page, encoding: .utf8)
        XCTAssert(actual == expected, "Docs/Audit.md is stale or missing; run the tests with CHOREO_UPDATE_GOLDEN=1")
    }

    func testEveryRuleHasASectionWithItsMarkedExamples() {
        let page = AuditDocumentation.markdown()
        for rule in AuditCatalogue.descriptions {
            XCTAssertTrue(page.contains("\n## \(rule.id)\n"), "no section for \(rule.id)")
            for example in rule.triggeringExamples {
                XCTAssertTrue(page.contains("```swift\n\(example)\n```"), "\(rule.id): a triggering example is missing")
            }
        }
    }
}
