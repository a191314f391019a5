import ChoreoYAML
import Foundation
import XCTest

/// The 402 inputs of the public YAML test suite (github.com/yaml/yaml-test-suite, MIT), with what
/// libyaml 0.2.5 does with each (`Tests/Fixtures/yaml-test-suite/libyaml-results.tsv`).
final class YAMLTestSuiteTests: XCTestCase {
    private struct Case {
        let id: String
        let folder: String
        /// libyaml's error position (1-based) for inputs it rejects, nil for inputs it accepts.
        let libyamlError: (line: Int, column: Int)?
    }

    private static let suiteFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/yaml-test-suite")

    private func loadCases() throws -> [Case] {
        let table = try String(contentsOf: Self.suiteFolder.appendingPathComponent("libyaml-results.tsv"), encoding: .utf8)
        var cases: [Case] = []
        for row in table.split(separator: "\n").dropFirst() {
            let columns = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 6 else {
                XCTFail("malformed row: \(row)")
                continue
            }
            let folder = columns[1]
            var libyamlError: (Int, Int)?
            if columns[2] == "reject" {
                // "ERROR 4:1 could not find …"
                let position = columns[5].split(separator: " ").dropFirst().first.map(String.init) ?? ""
                let parts = position.split(separator: ":").compactMap { Int($0) }
                guard parts.count == 2 else {
                    XCTFail("\(columns[0]): unreadable error column \(columns[5])")
                    continue
                }
                libyamlError = (parts[0], parts[1])
            }
            cases.append(Case(id: columns[0], folder: folder, libyamlError: libyamlError))
        }
        return cases
    }

    private func read(_ testCase: Case) throws -> [YAMLDocument] {
        let url = Self.suiteFolder.appendingPathComponent(testCase.folder).appendingPathComponent(testCase.id + ".yaml")
        return YAMLStream.readAll(bytes: Array(try Data(contentsOf: url)))
    }

    func testTheSuiteHasAllItsCases() throws {
        let cases = try loadCases()
        XCTAssertEqual(cases.count, 402)
        XCTAssertEqual(cases.filter { $0.libyamlError != nil }.count, 129)
    }

    func testEveryInputLibyamlRejectsGetsASyntaxIssueExactlyWhereLibyamlPutsIt() throws {
        let started = Date()
        for testCase in try loadCases() {
            guard let expected = testCase.libyamlError else { continue }
            let issues = allIssues(try read(testCase))
            let located = issues.filter { $0.kind == .syntax }
            XCTAssertEqual(located.count, 1, "\(testCase.id): \(issues)")
            XCTAssertEqual(located.first?.location.line, expected.line, "\(testCase.id)")
            XCTAssertEqual(located.first?.location.column, expected.column, "\(testCase.id)")
            XCTAssertFalse(located.first?.message.isEmpty ?? true, "\(testCase.id)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "the whole suite should read in well under a second")
    }

    /// libyaml accepts 273 of the inputs (257 valid ones, and 16 invalid ones it is lenient about).
    /// None of them reuses a key in a mapping, uses an alias before or inside its anchor, or comes
    /// near a limit, so each must read without any issue at all, and every document must have a root.
    func testEveryInputLibyamlAcceptsReadsWithoutAnyIssue() throws {
        var accepted = 0
        for testCase in try loadCases() where testCase.libyamlError == nil {
            accepted += 1
            let documents = try read(testCase)
            XCTAssertEqual(allIssues(documents), [], "\(testCase.id)")
            XCTAssertFalse(documents.contains { $0.root == nil }, "\(testCase.id)")
        }
        XCTAssertEqual(accepted, 273)
    }

    /// The suite's anchors and aliases resolve into copies: 3GZX ("Spec Example 7.1. Alias Nodes")
    /// uses each alias after its anchor, once redefining an anchor.
    func testTheSuitesAliasExampleResolvesEachAliasToTheLatestAnchor() throws {
        let documents = try read(Case(id: "3GZX", folder: "valid", libyamlError: nil))
        let root = try XCTUnwrap(documents.first?.root)
        XCTAssertEqual(root["Second occurrence"]?.scalar?.text, "Foo")
        XCTAssertEqual(root["Override anchor"]?.scalar?.text, "Bar")
        XCTAssertEqual(root["Reuse anchor"]?.scalar?.text, "Bar")
    }
}
