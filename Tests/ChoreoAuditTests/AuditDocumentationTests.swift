import ChoreoAudit
import ChoreoTestSupport
import Foundation
import XCTest

/// `Docs/Audit.md` is rendered from the catalogue; a stale page fails.
final class AuditDocumentationTests: XCTestCase {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Docs/Audit.md")

    func testDocsAuditMdIsUpToDateWithTheCatalogue() throws {
        Golden.assert(AuditDocumentation.markdown(), matches: Self.page, name: "Docs/Audit.md")
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
