import ChoreoCLI
import Foundation
import XCTest

/// The real executable, on the repository's own files.
final class EndToEndTests: XCTestCase {
    private static let findings = "Tests/Fixtures/cli/findings"

    func testTheGalleryInSpecsIsClean() throws {
        let outcome = try ChoreoProcess.run(["lint", "Specs"])
        XCTAssertEqual(outcome.stdoutText, "")
        XCTAssertTrue(outcome.stderr.hasPrefix("Linted "), outcome.stderr)
        XCTAssertTrue(outcome.stderr.hasSuffix(" files: 0 errors, 0 warnings.\n"), outcome.stderr)
        XCTAssertEqual(outcome.status, 0)
    }

    func testFindingsFixturesFailWithLocatedDiagnostics() throws {
        let outcome = try ChoreoProcess.run(["lint", Self.findings])
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.stdoutText.contains("\(Self.findings)/Typo.transition.yaml:9:3: error: "), outcome.stdoutText)
        XCTAssertTrue(outcome.stdoutText.contains("\(Self.findings)/DuplicateKey.transition.yaml:8:3: note: "), outcome.stdoutText)
        XCTAssertTrue(outcome.stderr.hasPrefix("Linted 5 files:"), outcome.stderr)
    }

    func testSARIFOfRealFindingsValidatesAgainstTheSchema() throws {
        let outcome = try ChoreoProcess.run(["lint", "--reporter", "sarif", Self.findings, "Specs", "Missing.transition.yaml"])
        XCTAssertEqual(outcome.status, 66)
        let log = outcome.stdoutText
        XCTAssertTrue(log.contains("\"ruleId\": \"yaml_syntax\""))
        XCTAssertTrue(log.contains("\"relatedLocations\""))
        XCTAssertTrue(log.contains("Odd%2C%20name%3A%20100%25.transition.yaml"))
        try SARIFValidator.assertValid(log)
    }

    func testStandardInputIsReadWithItsStdinPath() throws {
        let spec = try Data(contentsOf: ChoreoProcess.repositoryRoot.appendingPathComponent("\(Self.findings)/Typo.transition.yaml"))
        let outcome = try ChoreoProcess.run(["lint", "--stdin-path", "Piped.transition.yaml", "-"], input: spec)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.stdoutText.hasPrefix("Piped.transition.yaml:9:3: error: "), outcome.stdoutText)
    }

    func testUsageErrorsExit64() throws {
        let outcome = try ChoreoProcess.run(["lint", "--reporter", "sarf"])
        XCTAssertEqual(outcome.status, 64)
        XCTAssertTrue(outcome.stderr.contains("did you mean 'sarif'?"), outcome.stderr)
    }
}
