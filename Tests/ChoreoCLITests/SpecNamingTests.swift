import ChoreoCLI
import XCTest

/// A run that finds no spec fails, and a misnamed spec is pointed at (issue 14, item 1).
final class SpecNamingTests: XCTestCase {
    func testAFolderWithNoSpecIsAnErrorWithItsOwnExitStatusNamingTheSearchedNames() throws {
        let folder = try TemporaryDirectory()
        try folder.createDirectory("Specs")
        let result = CLIHarness.run(["lint", "Specs"], in: folder.path)
        XCTAssertEqual(result.status.rawValue, 65, "no spec found has its own exit status")
        XCTAssertEqual(result.stderr, "error: no spec found in 'Specs': folders are searched for files named "
                       + "NAME.transition.yaml or NAME.transition.yml\n")
        let generate = CLIHarness.run(["generate", "Specs", "--output", "Out"], in: folder.path)
        XCTAssertEqual(generate.status.rawValue, 65)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/Out"), "nothing is written")
    }

    func testAYAMLFileWithATransitionKeyGetsALocatedWarningSayingHowToNameIt() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Specs/card.yaml", "# a card\n" + SpecTexts.clean())
        try folder.write("Specs/ci.yml", "jobs:\n  transition: no\n")
        let result = CLIHarness.run(["lint", "Specs"], in: folder.path)
        XCTAssertEqual(result.status.rawValue, 65)
        XCTAssertEqual(result.stdout, "Specs/card.yaml:2:1: warning: 'card.yaml' has a top-level 'transition' key but is not "
                       + "read as a spec: only files named *.transition.yaml or *.transition.yml are; "
                       + "rename it to 'card.transition.yaml' (misnamed_spec)\n")
        XCTAssertTrue(result.stderr.contains("rename the file reported above"), result.stderr)
    }

    func testAMisnamedSpecBesideRealSpecsIsAWarningAndTheRunGoesOn() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Specs/A.transition.yaml", SpecTexts.clean("A"))
        try folder.write("Specs/b.yml", SpecTexts.clean("B"))
        let result = CLIHarness.run(["lint", "Specs"], in: folder.path)
        XCTAssertEqual(result.status, .success)
        XCTAssertTrue(result.stdout.hasPrefix("Specs/b.yml:1:1: warning: "), result.stdout)
        XCTAssertTrue(result.stdout.contains("rename it to 'b.transition.yml'"), result.stdout)
        XCTAssertEqual(result.stderr, "Linted 1 file: 0 errors, 1 warning.\n")
    }
}
