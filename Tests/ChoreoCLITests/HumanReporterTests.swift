@testable import ChoreoCLI
import XCTest

/// The human format is what a terminal gets; everything else keeps the Xcode format (issue 14, item 4).
final class HumanReporterTests: XCTestCase {
    func testATerminalGetsTheSourceLineWithACaretAndTheFix() throws {
        let folder = try TemporaryDirectory()
        try folder.write("typo.transition.yaml", SpecTexts.typo)
        let result = CLIHarness.run(["lint", "--no-color", "typo.transition.yaml"], in: folder.path, terminal: true)
        XCTAssertEqual(result.stdout, """
            error: unknown key 'curv' in phase 'present' [unknown_key]
              --> typo.transition.yaml:8:3
               |
             8 |   curv: easeOut
               |   ^^^^
               = help: did you mean 'curve'?

            """)
        XCTAssertEqual(result.status, .failure)
    }

    /// Issue 30, item 9: a file saved with CR or CR LF line ends shows the line the finding names.
    func testTheQuotedLineIsFoundWhateverTheLineEnds() {
        for end in ["\r", "\r\n"] {
            let result = CLIHarness.run(["lint", "--reporter", "human", "-", "--stdin-path", "Piped.transition.yaml"],
                                        stdin: Array(SpecTexts.typo.replacingOccurrences(of: "\n", with: end).utf8))
            XCTAssertTrue(result.stdout.contains("  --> Piped.transition.yaml:8:3\n   |\n 8 |   curv: easeOut\n"), result.stdout)
        }
    }

    func testStandardInputIsShownFromTheBytesRead() {
        let result = CLIHarness.run(["lint", "--reporter", "human", "-", "--stdin-path", "Piped.transition.yaml"],
                                    stdin: Array(SpecTexts.typo.utf8))
        XCTAssertTrue(result.stdout.contains(" 8 |   curv: easeOut\n"), result.stdout)
    }

    func testAPipeGetsTheXcodeFormatAndReporterXcodeForcesIt() throws {
        let folder = try TemporaryDirectory()
        try folder.write("typo.transition.yaml", SpecTexts.typo)
        let piped = CLIHarness.run(["lint", "typo.transition.yaml"], in: folder.path)
        XCTAssertTrue(piped.stdout.hasPrefix("typo.transition.yaml:8:3: error: "), piped.stdout)
        let forced = CLIHarness.run(["lint", "--reporter", "xcode", "--no-color", "typo.transition.yaml"], in: folder.path, terminal: true)
        XCTAssertEqual(forced.stdout, piped.stdout)
    }

    func testColourFollowsTheTerminalAndNoColor() throws {
        let folder = try TemporaryDirectory()
        try folder.write("typo.transition.yaml", SpecTexts.typo)
        let coloured = CLIHarness.run(["lint", "typo.transition.yaml"], in: folder.path, terminal: true)
        XCTAssertTrue(coloured.stdout.hasPrefix("\u{1B}[1;31merror:\u{1B}[0m"), coloured.stdout)
        let plain = CLIHarness.run(["lint", "typo.transition.yaml"], in: folder.path, environment: ["NO_COLOR": "1"], terminal: true)
        XCTAssertTrue(plain.stdout.hasPrefix("error: unknown key"), plain.stdout)
    }

    /// Issue 30, item 1: the default at a terminal, and what a developer pipes into a CI log. A
    /// file name that starts a GitHub workflow command, a zero-width space in a key (so in the
    /// message) and a right-to-left override in the quoted line are printed as escapes, and the
    /// caret stays under the key.
    func testHiddenCharactersInTheNameTheMessageAndTheQuotedLineAreEscapedAndTheCaretFollows() throws {
        let folder = try TemporaryDirectory()
        let name = "a\n::error file=x::PWNED\u{1B}[2J.transition.yaml"
        try folder.write(name, SpecTexts.typo.replacingOccurrences(of: "  curv: easeOut", with: "  \u{200B}curv: \u{202E}easeOut"))
        let result = CLIHarness.run(["lint", "--reporter", "human", "--no-color", name], in: folder.path)
        XCTAssertEqual(result.stdout, """
            error: unknown key '\\u{200B}curv' in phase 'present' [unknown_key]
              --> a\\u{A}::error file=x::PWNED\\u{1B}[2J.transition.yaml:8:3
               |
             8 |   \\u{200B}curv: \\u{202E}easeOut
               |   ^^^^^^^^^^^^
               = help: expected one of reverse, effect, direction, duration, delay, curve, spring, order, perspective, stagger, to, from

            """)
        XCTAssertFalse(result.stdout.contains("\n::error"), result.stdout)
    }

    func testTheCaretIsPaddedPastEscapesAndTabsBeforeIt() {
        XCTAssertEqual(HumanReporter.caret(under: "\t\u{202E}ab", from: 3, to: 5), "\t        ^^")
        XCTAssertEqual(HumanReporter.shown("\t\u{202E}ab"), "\t\\u{202E}ab")
    }
}
