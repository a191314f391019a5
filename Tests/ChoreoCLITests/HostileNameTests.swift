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
}
