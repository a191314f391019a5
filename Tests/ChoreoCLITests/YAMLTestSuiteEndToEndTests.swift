import Foundation
import XCTest

/// All 402 inputs of the public YAML test suite through ONE `choreo lint` run of the real
/// executable, files named explicitly, JSON output: the run finishes (no crash, no hang), every
/// input libyaml rejects has a syntax diagnostic exactly where libyaml reports the error, and
/// every input libyaml accepts is judged as a (wrong) spec rather than as broken YAML.
final class YAMLTestSuiteEndToEndTests: XCTestCase {
    private struct Case {
        var path: String
        /// libyaml 0.2.5's error position, or nil when it accepts the input.
        var libyamlError: (line: Int, column: Int)?
    }

    private static let suite = "Tests/Fixtures/yaml-test-suite"

    private func cases() throws -> [Case] {
        let url = ChoreoProcess.repositoryRoot.appendingPathComponent("\(Self.suite)/libyaml-results.tsv")
        let table = try String(contentsOf: url, encoding: .utf8)
        return try table.split(separator: "\n").dropFirst().map { row in
            let columns = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 6 else { throw XCTSkip("malformed libyaml-results.tsv row: \(row)") }
            var error: (Int, Int)?
            if columns[2] == "reject" {
                // "ERROR 4:1 could not find expected ':' (while scanning a simple key at 3:1)"
                let position = columns[5].split(separator: " ").dropFirst().first ?? ""
                let numbers = position.split(separator: ":").compactMap { Int($0) }
                XCTAssertEqual(numbers.count, 2, "\(columns[0]): \(columns[5])")
                if numbers.count == 2 { error = (numbers[0], numbers[1]) }
            }
            return Case(path: "\(Self.suite)/\(columns[1])/\(columns[0]).yaml", libyamlError: error)
        }
    }

    func testEveryInputGoesThroughOneLintRunWithTheRightKindOfDiagnostic() throws {
        let cases = try cases()
        XCTAssertEqual(cases.count, 402)
        let started = Date()
        let outcome = try ChoreoProcess.run(["lint", "--reporter", "json"] + cases.map(\.path), timeout: 120)
        XCTAssertEqual(outcome.status, 1, outcome.stderr)
        XCTAssertTrue(outcome.stderr.hasPrefix("Linted 402 files: "), "every input read: \(outcome.stderr)")
        XCTAssertLessThan(Date().timeIntervalSince(started), 60)

        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: outcome.stdout) as? [String: Any])
        let diagnostics = try XCTUnwrap(root["diagnostics"] as? [[String: Any]])
        XCTAssertEqual((root["summary"] as? [String: Int])?["files"], 402)
        var byFile: [String: [[String: Any]]] = [:]
        for diagnostic in diagnostics {
            byFile[diagnostic["file"] as? String ?? "", default: []].append(diagnostic)
        }

        let yamlRules: Set<String> = ["yaml_syntax", "yaml_limit"]
        var rejected = 0
        var accepted = 0
        for testCase in cases {
            let found = byFile[testCase.path] ?? []
            let syntax = found.filter { yamlRules.contains($0["ruleId"] as? String ?? "") }
            if let expected = testCase.libyamlError {
                rejected += 1
                XCTAssertTrue(
                    syntax.contains { ($0["line"] as? Int) == expected.line && ($0["column"] as? Int) == expected.column },
                    "\(testCase.path): expected a syntax diagnostic at \(expected.line):\(expected.column), got \(found)")
            } else {
                accepted += 1
                XCTAssertEqual(syntax.count, 0, "\(testCase.path) is YAML libyaml accepts: \(syntax)")
                XCTAssertTrue(
                    found.contains { ($0["severity"] as? String) == "error" },
                    "\(testCase.path) is not a spec, so it must get spec errors (missing_key, invalid_value, …)")
            }
        }
        XCTAssertEqual(rejected, 129)
        XCTAssertEqual(accepted, 273)
    }
}
