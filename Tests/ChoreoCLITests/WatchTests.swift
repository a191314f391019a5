import Foundation
import XCTest

/// `--watch` runs again when a spec changes (issue 14, item 8). The built executable runs as a
/// child process, since a watch never ends by itself; every wait is bounded.
final class WatchTests: XCTestCase {
    /// What a child process printed so far, read as it arrives.
    private final class Transcript: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func append(_ more: Data) { lock.lock(); data.append(more); lock.unlock() }
        var text: String { lock.lock(); defer { lock.unlock() }; return String(decoding: data, as: UTF8.self) }
    }

    /// Runs `choreo` with `arguments` until its first run, makes `change`, and waits until standard
    /// error has said `after` twice: by default a second "Watching for changes", or what the second
    /// run must print (a change can arrive as more than one event, and a run between them may see a
    /// file half written, so a test that needs the changed file's result waits for that result).
    private func watch(_ arguments: [String], in folder: TemporaryDirectory, change: () throws -> Void,
                       until after: String = "Watching for changes",
                       file: StaticString = #filePath, line: UInt = #line) throws -> (stdout: String, stderr: String) {
        let executable = ChoreoProcess.executable
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("the choreo executable is not built at \(executable.path)")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        let (stdout, stderr) = (Transcript(), Transcript())
        output.fileHandleForReading.readabilityHandler = { stdout.append($0.availableData) }
        errors.fileHandleForReading.readabilityHandler = { stderr.append($0.availableData) }
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
            output.fileHandleForReading.readabilityHandler = nil
            errors.fileHandleForReading.readabilityHandler = nil
        }
        func waitFor(_ count: Int, of marker: String) -> Bool {
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline {
                if stderr.text.components(separatedBy: marker).count - 1 >= count { return true }
                usleep(20_000)
            }
            return false
        }
        XCTAssertTrue(waitFor(1, of: "Watching for changes"), "no first run: \(stderr.text)", file: file, line: line)
        try change()
        XCTAssertTrue(waitFor(2, of: after), "no second run after the change: \(stderr.text)", file: file, line: line)
        return (stdout.text, stderr.text)
    }

    func testLintWatchRunsAgainWhenASpecChanges() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Specs/Fade.transition.yaml", SpecTexts.clean("Fade"))
        let result = try watch(["lint", "--watch", "Specs"], in: folder) {
            try folder.write("Specs/Fade.transition.yaml", SpecTexts.typo)
        }
        XCTAssertEqual(result.stderr.components(separatedBy: "\n").filter { $0.hasPrefix("Linted") },
                       ["Linted 1 file: 0 errors, 0 warnings.", "Linted 1 file: 1 error, 0 warnings."])
        XCTAssertTrue(result.stdout.contains("Specs/Fade.transition.yaml:8:3: error: unknown key 'curv'"), result.stdout)
        XCTAssertFalse(result.stdout.contains("\u{1B}[2J"), "the screen is cleared only on a terminal")
    }

    func testGenerateWatchRegeneratesWhenANewSpecAppears() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Specs/Fade.transition.yaml", SpecTexts.clean("Fade"))
        _ = try watch(["generate", "--watch", "Specs", "--output", "Out"], in: folder) {
            try folder.write("Specs/Other.transition.yaml", SpecTexts.clean("Other"))
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/Out/Other.choreo.swift"))
    }

    func testPreviewWatchRewritesThePageWhenASpecChanges() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Specs/Fade.transition.yaml", SpecTexts.clean("Fade"))
        let result = try watch(["preview", "--watch", "Specs", "--output", "preview.html"], in: folder, change: {
            try folder.write("Specs/Fade.transition.yaml", SpecTexts.clean("Faded"))
        }, until: "wrote preview.html (1 transition")
        XCTAssertEqual(result.stderr.components(separatedBy: "\n").filter { $0.hasPrefix("wrote preview.html") }.count, 2, result.stderr)
        let page = try String(contentsOfFile: folder.path + "/preview.html", encoding: .utf8)
        XCTAssertTrue(page.contains("\"name\":\"Faded\""))
    }

    func testStandardInputCannotBeWatched() {
        let result = CLIHarness.run(["lint", "--watch", "-"])
        XCTAssertEqual(result.status, .usage)
        XCTAssertTrue(result.stderr.contains("standard input ('-') cannot be watched"), result.stderr)
    }
}
