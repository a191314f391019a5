import ChoreoSpec
import Foundation
import XCTest

/// The shipped schema, `Docs/transition.schema.json`, checked by an independent validator
/// (`check-jsonschema`, PyPI; `Scripts/test.sh` installs it): the gallery passes, and every
/// invalid fixture is rejected by the validator *and* by Choreo's own pipeline.
final class SpecSchemaValidationTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let schema = root.appendingPathComponent("Docs/transition.schema.json")
    static let invalid = root.appendingPathComponent("Tests/Fixtures/schema/invalid")

    func testTheSchemaIsAValidDraft2020_12Schema() throws {
        let result = try CheckJSONSchema.run(["--check-metaschema", Self.schema.path])
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testEveryGallerySpecValidatesAgainstTheSchema() throws {
        let specs = try files(in: Self.root.appendingPathComponent("Specs"), suffix: ".transition.yaml")
        XCTAssertGreaterThanOrEqual(specs.count, 9)
        let rejected = try CheckJSONSchema.rejected(specs, schema: Self.schema)
        XCTAssertEqual(rejected, [:], "gallery specs the schema rejects")
    }

    func testEachInvalidFixtureIsRejectedByTheSchemaAndByTheDecoder() throws {
        let fixtures = try files(in: Self.invalid, suffix: ".yaml")
        XCTAssertGreaterThanOrEqual(fixtures.count, 20)
        let rejected = try CheckJSONSchema.rejected(fixtures, schema: Self.schema)
        for fixture in fixtures {
            let name = fixture.lastPathComponent
            XCTAssertNotNil(rejected[fixture.path], "check-jsonschema accepts \(name)")
            let text = try String(contentsOf: fixture, encoding: .utf8)
            guard let expected = text.split(separator: "\n").first?.split(separator: " ").dropFirst(2).first else {
                XCTFail("\(name) does not start with '# expect: RULE_ID — why'"); continue
            }
            let result = SpecPipeline.load(bytes: Array(text.utf8), file: name)
            let errors = result.diagnostics.filter { $0.severity == .error }
            XCTAssertTrue(errors.contains { $0.ruleID == expected }, "\(name): expected a \(expected) error, got \(errors.map(\.ruleID))")
        }
    }

    func files(in folder: URL, suffix: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(suffix) }
            .sorted { $0.path < $1.path }
    }
}

/// Runs the `check-jsonschema` executable, or skips the test when it is not installed.
enum CheckJSONSchema {
    static func executable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/check-jsonschema" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        guard let executable = executable() else {
            throw XCTSkip("check-jsonschema is not installed (Scripts/test.sh installs it: python3 -m pip install check-jsonschema)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The files the schema rejects, each with the validator's first message, from one run.
    static func rejected(_ files: [URL], schema: URL) throws -> [String: String] {
        let result = try run(["-o", "JSON", "--schemafile", schema.path] + files.map(\.path))
        let start = result.output.firstIndex(of: "{") ?? result.output.startIndex
        guard let report = try JSONSerialization.jsonObject(with: Data(result.output[start...].utf8)) as? [String: Any] else {
            throw XCTSkip("unexpected check-jsonschema output: \(result.output)")
        }
        var rejected: [String: String] = [:]
        let entries = (report["errors"] as? [[String: Any]] ?? []) + (report["parse_errors"] as? [[String: Any]] ?? [])
        for entry in entries {
            guard let file = entry["filename"] as? String, rejected[file] == nil else { continue }
            rejected[file] = entry["message"] as? String ?? "rejected"
        }
        return rejected
    }
}
