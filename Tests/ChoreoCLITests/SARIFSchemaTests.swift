import ChoreoCLI
import Foundation
import XCTest

/// SARIF output must be accepted by the official OASIS schema, or GitHub code scanning rejects
/// the upload. Validated with `check-jsonschema` (PyPI), which `Scripts/test.sh` installs.
final class SARIFSchemaTests: XCTestCase {
    static let schema = GoldenFile.fixtures.appendingPathComponent("schemas/sarif-schema-2.1.0.json")

    func testFixtureFindingsValidateAgainstTheSARIFSchema() throws {
        let output = SARIFReporter().report(ReporterFixtures.diagnostics, context: ReporterFixtures.context())
        try SARIFValidator.assertValid(output)
    }

    func testAnEmptyRunValidatesAgainstTheSARIFSchema() throws {
        let output = SARIFReporter().report([], context: ReporterFixtures.context())
        try SARIFValidator.assertValid(output)
    }

    func testTheValidatorRejectsALogThatBreaksTheSchema() throws {
        let output = SARIFReporter().report(ReporterFixtures.diagnostics, context: ReporterFixtures.context())
            .replacingOccurrences(of: "\"startLine\": 3", with: "\"startLine\": 0")
        XCTAssertThrowsError(try SARIFValidator.validate(output)) { error in
            XCTAssertTrue("\(error)".contains("startLine") || "\(error)".contains("minimum"), "\(error)")
        }
    }

    func testPathsAreRelativeURIsAgainstTheBaseDirectory() throws {
        let output = SARIFReporter().report(ReporterFixtures.diagnostics, context: ReporterFixtures.context())
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try XCTUnwrap((root["runs"] as? [[String: Any]])?.first)
        let bases = try XCTUnwrap(run["originalUriBaseIds"] as? [String: [String: String]])
        XCTAssertEqual(bases["SRCROOT"]?["uri"], "file:///work/project/")
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        func uri(_ index: Int) -> String? {
            let locations = results[index]["locations"] as? [[String: Any]]
            let physical = locations?.first?["physicalLocation"] as? [String: Any]
            return (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        XCTAssertEqual(uri(2), "Specs/copy.transition.yaml")
        XCTAssertEqual(uri(3), "Specs/odd%2C%20name%3A%20100%25/%C3%BCn%C3%AF%20%22c%C3%B8d%C3%A9%22.transition.yaml")
        XCTAssertEqual(uri(4), "file:///elsewhere/missing.transition.yaml")
    }
}

/// Runs `check-jsonschema` on a SARIF log.
enum SARIFValidator {
    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    static func executable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/check-jsonschema"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static func validate(_ log: String) throws {
        guard let executable = executable() else {
            throw XCTSkip("check-jsonschema is not installed (Scripts/test.sh installs it: pip install check-jsonschema)")
        }
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("choreo-sarif-\(UUID().uuidString).sarif")
        try Data(log.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        // The official schema's `language` pattern (`…[a-zA-Z]{2}]?$`) has a stray `]` that
        // ECMAScript regexes accept only outside unicode mode, so the schema itself is checked
        // in that mode; everything else is validated as usual.
        process.arguments = ["--regex-variant", "nonunicode", "--schemafile", SARIFSchemaTests.schema.path, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw Invalid(description: String(decoding: output, as: UTF8.self))
        }
    }

    static func assertValid(_ log: String, file: StaticString = #filePath, line: UInt = #line) throws {
        do {
            try validate(log)
        } catch let error as Invalid {
            XCTFail("SARIF log does not validate:\n\(error.description)", file: file, line: line)
        }
    }
}
