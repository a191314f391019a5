import ChoreoYAML
import Foundation
import XCTest

/// The files in `Tests/Fixtures/yaml`, each with what the reader must say about it.
final class HazardFixtureTests: XCTestCase {
    private struct Expectation {
        let file: String
        let documents: Int
        /// `kind@line:column`, with `<line:column` for the context location when there is one.
        let issues: [String]
    }

    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/yaml")

    private let expectations: [Expectation] = [
        Expectation(file: "tab-indent.transition.yaml", documents: 1, issues: ["syntax@4:1"]),
        Expectation(file: "bad-indentation.transition.yaml", documents: 1, issues: ["syntax@5:2<3:1"]),
        Expectation(file: "unclosed-bracket.transition.yaml", documents: 1, issues: ["syntax@5:11<4:10"]),
        Expectation(file: "unclosed-brace.transition.yaml", documents: 1, issues: ["syntax@6:11<5:12"]),
        Expectation(file: "duplicate-keys.transition.yaml", documents: 1, issues: ["duplicateKey@6:3<4:3"]),
        Expectation(file: "undefined-alias.transition.yaml", documents: 1, issues: ["undefinedAlias@5:10"]),
        Expectation(file: "recursive-alias.transition.yaml", documents: 1, issues: ["undefinedAlias@5:10"]),
        Expectation(file: "billion-laughs.yaml", documents: 1, issues: ["limit@6:36"]),
        Expectation(file: "deep-nesting.yaml", documents: 1, issues: ["limit@1:65"]),
        Expectation(file: "empty.transition.yaml", documents: 0, issues: []),
        Expectation(file: "only-comments.transition.yaml", documents: 0, issues: []),
        Expectation(file: "third-document-error.transition.yaml", documents: 3, issues: ["syntax@9:1<8:7"]),
        Expectation(file: "invalid-utf8.transition.yaml", documents: 1, issues: ["encoding@3:6"]),
        Expectation(file: "nul-byte.transition.yaml", documents: 1, issues: ["encoding@2:9"]),
        Expectation(file: "utf16le-bom.transition.yaml", documents: 1, issues: ["encoding@1:1"]),
        Expectation(file: "utf16be-bom.transition.yaml", documents: 1, issues: ["encoding@1:1"]),
        Expectation(file: "utf8-bom.transition.yaml", documents: 1, issues: []),
    ]

    private func describe(_ issue: YAMLIssue) -> String {
        "\(issue.kind)@\(issue.location)" + (issue.contextLocation.map { "<\($0)" } ?? "")
    }

    func testEveryHazardFileIsReportedWhereItGoesWrong() throws {
        for expectation in expectations {
            let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent(expectation.file)))
            let documents = YAMLStream.readAll(bytes: bytes)
            XCTAssertEqual(documents.count, expectation.documents, expectation.file)
            XCTAssertEqual(allIssues(documents).map(describe), expectation.issues, expectation.file)
            for issue in allIssues(documents) {
                XCTAssertNotNil(issue.hint, "\(expectation.file): every hazard comes with a way out")
            }
        }
    }

    func testEveryHazardFileHasAnExpectation() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".yaml") }
        XCTAssertEqual(Set(files), Set(expectations.map(\.file)))
    }
}
