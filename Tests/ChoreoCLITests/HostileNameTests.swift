import ChoreoCLI
import ChoreoCodegen
import Foundation
import XCTest

/// Issue 30: names of files and folders written by whoever can open a pull request, in what
/// `generate` prints about its output folder and in what it deletes (Docs/Security.md).
final class HostileNameTests: XCTestCase {
    static let workflowCommand = "Evil\n::error file=x::PWNED\u{202E}\u{1B}[2J"

    /// Item 2: `--check` and `--prune` name left-over files that anyone could have added to the
    /// output folder, and the folder itself comes from `.choreo.yml`'s `output:`.
    func testCheckAndPruneEscapeLeftOverNamesAndTheConfiguredOutputFolder() throws {
        let folder = try TemporaryDirectory()
        let output = "out\u{1B}]0;title\u{7}\u{2066}"
        try folder.write(".choreo.yml", "output: \"out\\e]0;title\\a\\u2066\"\n")
        try folder.write("fade.transition.yaml", SpecTexts.clean())
        try folder.write("\(output)/\(Self.workflowCommand).choreo.swift", GeneratedHeader.marker + " from gone.transition.yaml. Do not edit.\n")
        let shownFolder = "out\\u{1B}]0;title\\u{7}\\u{2066}"
        let shownLeftOver = "\(shownFolder)/Evil\\u{A}::error file=x::PWNED\\u{202E}\\u{1B}[2J.choreo.swift"

        let check = CLIHarness.run(["generate", "--check", "fade.transition.yaml"], in: folder.path)
        XCTAssertEqual(check.status, .failure, check.stderr)
        XCTAssertTrue(check.stderr.contains("\(shownLeftOver): error: left over: no spec generates it"), check.stderr)

        let written = CLIHarness.run(["generate", "--prune", "fade.transition.yaml"], in: folder.path)
        XCTAssertEqual(written.status, .success, written.stderr)
        XCTAssertTrue(written.stderr.contains("wrote \(shownFolder)/CleanFade.choreo.swift\n"), written.stderr)
        XCTAssertTrue(written.stderr.contains("removed \(shownLeftOver)\n"), written.stderr)
        for result in [check, written] {
            XCTAssertFalse(result.stderr.unicodeScalars.contains { $0 != "\n" && VisibleTextProbe.isHidden($0) }, result.stderr)
        }
    }

    /// Item 6: five transitions that all read `AB` made five files and five types.
    func testNamesThatReadTheSameThroughAnInvisibleCharacterAreLintErrors() throws {
        let folder = try TemporaryDirectory()
        let invisible = ["\u{200C}", "\u{200D}", "\u{034F}", "\u{FE00}"]
        try folder.write("AB.transition.yaml", SpecTexts.clean("AB"))
        for (index, scalar) in invisible.enumerated() {
            try folder.write("AB\(index).transition.yaml", SpecTexts.clean("A\(scalar)B"))
        }
        let result = CLIHarness.run(["lint", "--reporter", "xcode", "."], in: folder.path)
        XCTAssertEqual(result.status, .failure, result.stdout)
        for index in invisible.indices {
            let code = ["200C", "200D", "034F", "FE00"][index]
            XCTAssertTrue(result.stdout.contains("AB\(index).transition.yaml:1:13: error: "), result.stdout)
            XCTAssertTrue(result.stdout.contains("B' is not a valid Swift type name: it contains the invisible character U+\(code), "),
                          result.stdout)
        }
        XCTAssertFalse(result.stdout.contains("AB.transition.yaml:"), result.stdout)
        let generated = CLIHarness.run(["generate", ".", "-o", "out"], in: folder.path)
        XCTAssertEqual(generated.status, .failure)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/out"))
    }
}
