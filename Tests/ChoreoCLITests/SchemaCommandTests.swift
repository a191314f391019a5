import ChoreoCLI
import ChoreoTestSupport
import Foundation
import XCTest

final class SchemaCommandTests: XCTestCase {
    static let shipped = GoldenFile.fixtures.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/transition.schema.json")

    /// `Docs/transition.schema.json` is what `choreo schema` prints; `CHOREO_UPDATE_GOLDEN=1`
    /// regenerates it after a change to the key tables.
    func testTheShippedSchemaIsUpToDate() throws {
        Golden.assert(SchemaCommand.rendered(), matches: Self.shipped, name: "Docs/transition.schema.json")
    }

    func testSchemaPrintsTheSchemaOnStandardOutput() throws {
        let result = CLIHarness.run(["schema"])
        XCTAssertEqual(result.status, .success)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout, SchemaCommand.rendered())
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(root["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
    }

    func testNumbersAreWrittenAsJSONNumbers() {
        let text = SchemaCommand.rendered()
        XCTAssertTrue(text.contains("\"default\": 0.35"), "the default duration")
        XCTAssertTrue(text.contains("\"exclusiveMinimum\": -1"), "the bounce range")
        XCTAssertFalse(text.contains(".0,") || text.contains(".0\n"), "whole numbers without a fraction")
    }

    func testOutputWritesTheFileAtomically() throws {
        let directory = try TemporaryDirectory()
        let result = CLIHarness.run(["schema", "--output", "schemas/transition.schema.json"], in: directory.path)
        XCTAssertEqual(result.status, .success, result.stderr)
        XCTAssertEqual(result.stdout, "")
        let written = try String(contentsOfFile: directory.path + "/schemas/transition.schema.json", encoding: .utf8)
        XCTAssertEqual(written, SchemaCommand.rendered())
    }

    func testAnUnwritableOutputExitsWith73() throws {
        let directory = try TemporaryDirectory()
        try directory.write("taken", "a file, not a folder")
        let result = CLIHarness.run(["schema", "--output", "taken/transition.schema.json"], in: directory.path)
        XCTAssertEqual(result.status, .cannotCreate)
        XCTAssertTrue(result.stderr.contains("taken/transition.schema.json: error: cannot write"), result.stderr)
    }

    func testSchemaIsListedInHelp() {
        let result = CLIHarness.run(["help"])
        XCTAssertTrue(result.stdout.contains("schema"), result.stdout)
    }
}
