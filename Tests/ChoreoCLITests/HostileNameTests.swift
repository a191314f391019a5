@testable import ChoreoCLI
import ChoreoSpec
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

    // MARK: Item 4. Names that are not UTF-8

    /// Creates a file whose name is `name` followed by raw `bytes` and `suffix` (FileManager
    /// cannot name a file that is not UTF-8).
    @discardableResult
    private func writeFile(in folder: String, name: String, bytes: [UInt8], suffix: String, contents: String) -> [UInt8] {
        let path = Array((folder + "/" + name).utf8) + bytes + Array(suffix.utf8)
        let descriptor = (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
            open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        _ = Array(contents.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        return path
    }

    private func exists(_ path: [UInt8]) -> Bool {
        var status = stat()
        return (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { lstat($0.baseAddress!, &status) } == 0
    }

    /// `caf\xE9.transition.yaml` (Latin-1) used to be reopened as `caf\u{FFFD}…`: "No such file".
    func testASpecWhoseNameIsNotUTF8IsReadAndNamedByItsBytes() throws {
        let folder = try TemporaryDirectory()
        writeFile(in: folder.path, name: "caf", bytes: [0xE9], suffix: ".transition.yaml", contents: "transition: Bad\n")
        let result = CLIHarness.run(["lint", "--reporter", "xcode", "."], in: folder.path)
        XCTAssertEqual(result.status, .failure, result.stdout)
        XCTAssertTrue(result.stdout.hasPrefix("caf\\x{E9}.transition.yaml:1:1: error: "), result.stdout)
        XCTAssertFalse(result.stdout.contains("No such file"), result.stdout)
        let human = CLIHarness.run(["lint", "--reporter", "human", "."], in: folder.path)
        XCTAssertTrue(human.stdout.contains("--> caf\\x{E9}.transition.yaml:1:1\n"), human.stdout)
        XCTAssertTrue(human.stdout.contains(" 1 | transition: Bad\n"), "the source line is read back by the same bytes: \(human.stdout)")
        // Named on the command line, as `ChoreoCLI.arguments()` hands it over with its bytes kept.
        let named = CLIHarness.run(["lint", SystemPath.string(Array("caf".utf8) + [0xE9] + Array(".transition.yaml".utf8))], in: folder.path)
        XCTAssertEqual(named.stdout, result.stdout)
    }

    /// `--prune` found `Gon\xE9.choreo.swift` as `Gon\u{FFFD}.choreo.swift` and read, and would
    /// delete, that other file instead.
    func testPruneRemovesTheLeftOverByItsBytesAndNotTheFileItsLossyNameNames() throws {
        let folder = try TemporaryDirectory()
        try folder.write("fade.transition.yaml", SpecTexts.clean())
        try folder.createDirectory("out")
        let header = GeneratedHeader.marker + " from gone.transition.yaml. Do not edit.\n"
        let leftOver = writeFile(in: folder.path + "/out", name: "Gon", bytes: [0xE9], suffix: ".choreo.swift", contents: header)
        let lossy = try folder.write("out/Gon\u{FFFD}.choreo.swift", "// Hand-written, not Choreo's: keep\n")
        let check = CLIHarness.run(["generate", "--check", "fade.transition.yaml", "-o", "out"], in: folder.path)
        XCTAssertTrue(check.stderr.contains("out/Gon\\x{E9}.choreo.swift: error: left over"), check.stderr)
        let pruned = CLIHarness.run(["generate", "--prune", "fade.transition.yaml", "-o", "out"], in: folder.path)
        XCTAssertEqual(pruned.status, .success, pruned.stderr)
        XCTAssertTrue(pruned.stderr.contains("removed out/Gon\\x{E9}.choreo.swift\n"), pruned.stderr)
        XCTAssertFalse(exists(leftOver), "the left-over itself is removed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: lossy), "the file its lossy name names is another file")
    }

    /// Found by the names fuzz target on the final code (Fuzz/names-regressions/usage-error-quotes-a-raw-output-name):
    /// a usage error quotes what the user gave (here the output file's name, which `.choreo.yml`'s
    /// `output:` can set), and printed it raw: bytes that are not UTF-8 and U+202E reached the log.
    func testAUsageErrorEscapesTheNameItQuotes() throws {
        let folder = try TemporaryDirectory()
        try folder.write("fade.transition.yaml", SpecTexts.clean())
        let result = CLIHarness.run(["generate", "--prune", "fade.transition.yaml", "-o", "out\u{202E}x.choreo.swift"],
                                    in: folder.path)
        XCTAssertEqual(result.status, .usage, result.stderr)
        XCTAssertTrue(result.stderr.contains("'out\\u{202E}x.choreo.swift'"), result.stderr)
        XCTAssertFalse(result.stderr.unicodeScalars.contains("\u{202E}"), result.stderr)
    }

    /// Found by the names fuzz target (Fuzz/names-regressions/sarif-uri-of-a-latin1-name): the
    /// SARIF artifact URI percent-encoded the private-use scalar that carries the byte E9
    /// (`%F4%8F%B3%A9`), which reads back as another name.
    func testSARIFNamesAFileThatIsNotUTF8ByItsBytes() throws {
        let folder = try TemporaryDirectory()
        writeFile(in: folder.path, name: "caf", bytes: [0xE9], suffix: ".transition.yaml", contents: "transition: Bad\n")
        let result = CLIHarness.run(["lint", "--reporter", "sarif", "."], in: folder.path)
        XCTAssertEqual(result.status, .failure, result.stdout)
        XCTAssertTrue(result.stdout.contains("\"uri\": \"caf%E9.transition.yaml\""), result.stdout)
        XCTAssertFalse(result.stdout.contains("%F4%8F"), result.stdout)
    }

    /// Found by the names fuzz target (Fuzz/names-regressions/workflow-command-at-line-start,
    /// legacy-workflow-command-in-a-name): the GitHub Actions runner takes a log line that starts
    /// with `::` after white space, or holds `##[command]` anywhere, as a workflow command. A
    /// file's name starts the `xcode` format's lines (what CI logs get by default), the output
    /// folder (`.choreo.yml`'s `output:`) starts `--check`'s, and `json` prints names too.
    func testNoNameStartsAGitHubWorkflowCommandInAnyFormat() throws {
        let folder = try TemporaryDirectory()
        try folder.write("::error file=x::PWNED.transition.yaml", "transition: Bad\n")
        try folder.write("\u{A0} ::notice::Spaced.transition.yaml", "transition: Bad\n")
        try folder.write("##[stop-commands]tok.transition.yaml", "transition: Bad\n")
        let xcode = CLIHarness.run(["lint", "--reporter", "xcode"], in: folder.path)
        XCTAssertEqual(xcode.status, .failure, xcode.stdout)
        XCTAssertTrue(xcode.stdout.contains("\n\\u{3A}:error file=x::PWNED.transition.yaml:1:1: error: ")
            || xcode.stdout.hasPrefix("\\u{3A}:error file=x::PWNED.transition.yaml:1:1: error: "), xcode.stdout)
        XCTAssertTrue(xcode.stdout.contains("\u{A0} \\u{3A}:notice::Spaced.transition.yaml:1:1: error: "), xcode.stdout)
        XCTAssertTrue(xcode.stdout.contains("##\\u{5B}stop-commands]tok.transition.yaml:1:1: error: "), xcode.stdout)
        let human = CLIHarness.run(["lint", "--reporter", "human"], in: folder.path)
        let json = CLIHarness.run(["lint", "--reporter", "json"], in: folder.path)
        XCTAssertTrue(json.stdout.contains("\"file\": \"##\\u005bstop-commands]tok.transition.yaml\""), json.stdout)

        try folder.write("fade.transition.yaml", SpecTexts.clean())
        try folder.write("::warning::out/Old.choreo.swift", GeneratedHeader.marker + " from gone.transition.yaml. Do not edit.\n")
        let check = CLIHarness.run(["generate", "--check", "fade.transition.yaml", "-o", "::warning::out"], in: folder.path)
        XCTAssertTrue(check.stderr.contains("\\u{3A}:warning::out/Old.choreo.swift: error: left over"), check.stderr)
        for output in [xcode.stdout, human.stdout, json.stdout, check.stderr] {
            for line in output.split(separator: "\n") {
                let trimmed = line.drop { $0 == " " || $0 == "\u{A0}" }
                XCTAssertFalse(trimmed.hasPrefix("::"), String(line))
                XCTAssertFalse(line.contains("##["), String(line))
            }
        }
    }

    /// A quoted source line holding `##[` (a comment, a value) is a command in a CI log too; its
    /// `[` is escaped and the caret still lines up under what it points at.
    func testTheHumanReporterEscapesALegacyWorkflowCommandInAQuotedLine() {
        XCTAssertEqual(HumanReporter.shown("# ##[error]x: 1"), "# ##\\u{5B}error]x: 1")
        XCTAssertEqual(HumanReporter.caret(under: "# ##[error]x: 1", from: 12, to: 13), String(repeating: " ", count: 16) + "^")
        XCTAssertEqual(HumanReporter.caret(under: "##[a", from: 3, to: 4), "  ^^^^^^")
        XCTAssertEqual(HumanReporter.caret(under: "\tkey: \u{202E}x", from: 7, to: 9), "\t     ^^^^^^^^^")
        XCTAssertEqual(VisibleText.escaped(" ::x::y"), " \\u{3A}:x::y", "only a leading '::' acts")
        XCTAssertEqual(VisibleText.escaped("a::b #[c] ##"), "a::b #[c] ##")
        XCTAssertEqual(VisibleText.escaped("::x ##[y", keepingLineBreaks: true), "::x ##[y", "the github reporter's own command")
    }
}

/// Names as bytes: every byte string comes back from its `String`, and every `String` from its bytes.
final class SystemPathTests: XCTestCase {
    func testEveryByteStringRoundTripsThroughItsString() {
        var generator = SystemRandomNumberGenerator()
        let samples: [[UInt8]] = [
            [], Array("Specs/Fade.transition.yaml".utf8), [0x63, 0x61, 0x66, 0xE9], [0xFF, 0xFE, 0x80], [0xC3], [0xE2, 0x82],
            [0xED, 0xA0, 0x80], [0xC0, 0xAF], Array("\u{10FCE9}".utf8), Array("Ünïcode/é".utf8), [0xF4, 0x90, 0x80, 0x80],
        ] + (0..<500).map { _ in (0..<Int.random(in: 0...12, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) } }
        for bytes in samples {
            let text = SystemPath.string(bytes)
            XCTAssertEqual(SystemPath.bytes(of: text), bytes, "\(bytes)")
            XCTAssertEqual(SystemPath.string(SystemPath.bytes(of: text)), text)
        }
        XCTAssertEqual(SystemPath.string(Array("Fade.transition.yaml".utf8)), "Fade.transition.yaml", "UTF-8 is itself")
        XCTAssertEqual(VisibleText.escaped(SystemPath.string([0x63, 0x61, 0x66, 0xE9])), "caf\\x{E9}")
    }
}
