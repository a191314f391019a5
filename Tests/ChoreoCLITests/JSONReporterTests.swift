import ChoreoCLI
import ChoreoSpec
import ChoreoYAML
import Foundation
import XCTest

final class JSONReporterTests: XCTestCase {
    private func parse(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try XCTUnwrap(object as? [String: Any])
    }

    func testOutputIsValidJSONThatRoundTripsEveryAwkwardCharacter() throws {
        let output = JSONReporter().report(ReporterFixtures.diagnostics, context: ReporterFixtures.context())
        let root = try parse(output)
        let diagnostics = try XCTUnwrap(root["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, ReporterFixtures.diagnostics.count)
        let awkward = diagnostics[3]
        XCTAssertEqual(awkward["file"] as? String, ReporterFixtures.awkwardPath)
        XCTAssertEqual(awkward["message"] as? String, "100% \"left\", then\r\nright: a\\b, ünïcødé → ✓")
        XCTAssertEqual(awkward["hint"] as? String, "use 'fromLeading'\nor 'fromTrailing'")
    }

    func testEveryDiagnosticHasTheDocumentedFieldsInTheDocumentedOrder() throws {
        let output = JSONReporter().report(Array(ReporterFixtures.diagnostics.prefix(1)), context: ReporterFixtures.context())
        let keys = ["file", "line", "column", "endLine", "endColumn", "severity", "ruleId", "message", "hint", "related"]
        var position = output.startIndex
        for key in keys {
            let range = try XCTUnwrap(output.range(of: "\"\(key)\":", range: position..<output.endIndex), "missing \(key)")
            position = range.upperBound
        }
        let root = try parse(output)
        XCTAssertEqual(root["version"] as? Int, 1)
        let summary = try XCTUnwrap(root["summary"] as? [String: Int])
        XCTAssertEqual(summary, ["files": 4, "errors": 1, "warnings": 0, "notes": 0])
    }

    func testAFindingAboutAWholeFileHasNullPositions() throws {
        let unreadable = try XCTUnwrap(ReporterFixtures.diagnostics.last)
        let root = try parse(JSONReporter().report([unreadable], context: ReporterFixtures.context()))
        let entry = try XCTUnwrap((root["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertTrue(entry["line"] is NSNull)
        XCTAssertTrue(entry["endColumn"] is NSNull)
        XCTAssertTrue(entry["hint"] is NSNull)
    }

    func testControlCharactersAreEscapedAsUnicodeEscapes() {
        let value = JSONValue.string("a\u{01}b\u{1F}c\u{7F}\t")
        XCTAssertEqual(value.rendered(), "\"a\\u0001b\\u001fc\\u007f\\t\"\n")
    }
}
