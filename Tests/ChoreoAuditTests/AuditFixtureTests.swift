import ChoreoAudit
import ChoreoLint
import Foundation
import XCTest

/// Realistic animators in `Tests/Fixtures/audit`: each pitfall (`pitfalls/`), its correct
/// counterpart (`correct/`) and code that only looks like a pitfall (`tricky/`: comments,
/// strings, other types' methods, checked completions, a suppression). `expected.txt` lists every
/// finding, as `file:line:column rule_id`.
final class AuditFixtureTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/audit")

    private func sources(in subfolder: String) throws -> [SwiftSource] {
        let url = Self.folder.appendingPathComponent(subfolder)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            let bytes = try Data(contentsOf: url.appendingPathComponent(name))
            return SwiftSource(file: "\(subfolder)/\(name)", bytes: Array(bytes))
        }
    }

    func testThePitfallsFindExactlyTheExpectedFindings() throws {
        let found = Auditor().audit(try sources(in: "pitfalls") + sources(in: "correct") + sources(in: "tricky"))
        let expected = try String(contentsOf: Self.folder.appendingPathComponent("expected.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        XCTAssertEqual(found.map { "\($0.file):\($0.location) \($0.ruleID)" }, expected,
                       found.map { "\($0.file):\($0.location): \($0.message)" }.joined(separator: "\n"))
    }

    func testEveryRuleHasAPitfallInTheFixtures() throws {
        let found = Set(Auditor().audit(try sources(in: "pitfalls")).map(\.ruleID))
        // `audit_limit` is the reader's, for code nested too deep (BrokenSourceTests).
        XCTAssertEqual(found, Set(AuditCatalogue.rules.map { $0.description.id }))
    }

    func testTheCorrectCounterpartsFindNothing() throws {
        XCTAssertEqual(AuditHarness.summary(Auditor().audit(try sources(in: "correct"))), [])
    }

    func testPitfallsInCommentsStringsOtherTypesAndCheckedCompletionsAreNotFindings() throws {
        XCTAssertEqual(AuditHarness.summary(Auditor().audit(try sources(in: "tricky"))), [])
    }
}
