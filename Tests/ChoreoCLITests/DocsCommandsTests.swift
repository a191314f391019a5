import Foundation
import XCTest

/// Every command the docs show as a runnable example prints what the docs say it prints.
///
/// A runnable example is a fenced block with the info string `console`: lines starting with `$ `
/// are commands, the lines up to the next command are its output (standard output and standard
/// error together, as a terminal shows them, without colour); a line `…` stands for any number of
/// lines. The blocks of one page run in order in one scratch folder holding a copy of `Specs/`,
/// so a page can build on what its earlier commands wrote (GettingStarted: init, lint, generate).
/// `choreo` is the built executable (first on `PATH`).
final class DocsCommandsTests: XCTestCase {
    struct Example: Equatable {
        var command: String
        var output: [String]
        var line: Int
    }

    static func examples(in markdown: String) -> [Example] {
        var examples: [Example] = []
        var inConsole = false
        for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("```") {
                inConsole = !inConsole && line == "```console"
                continue
            }
            guard inConsole else { continue }
            if line.hasPrefix("$ ") {
                examples.append(Example(command: String(line.dropFirst(2)), output: [], line: index + 1))
            } else if !examples.isEmpty {
                examples[examples.count - 1].output.append(line)
            }
        }
        return examples
    }

    /// Whether `actual` lines match `expected`, where a `…` line matches any run of lines.
    static func matches(_ actual: ArraySlice<String>, _ expected: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == "…" {
            return (actual.startIndex...actual.endIndex).contains { matches(actual[$0...], expected.dropFirst()) }
        }
        guard actual.first == first else { return false }
        return matches(actual.dropFirst(), expected.dropFirst())
    }

    func testTheElisionMatchesAnyRunOfLines() {
        XCTAssertTrue(Self.matches(["a", "b", "c", "d"], ["a", "…", "d"]))
        XCTAssertTrue(Self.matches(["a", "d"], ["a", "…", "d"]))
        XCTAssertFalse(Self.matches(["a", "b"], ["a", "…", "d"]))
        XCTAssertFalse(Self.matches(["a", "b"], ["a"]))
    }

    func testEveryRunnableCommandInTheDocsPrintsWhatTheDocsShow() throws {
        let executable = ChoreoProcess.executable
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("the choreo executable is not built at \(executable.path)")
        }
        let docs = ChoreoProcess.repositoryRoot.appendingPathComponent("Docs")
        let pages = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        var checked = 0
        for page in pages {
            let text = try String(contentsOf: docs.appendingPathComponent(page), encoding: .utf8)
            let examples = Self.examples(in: text)
            if examples.isEmpty { continue }
            let folder = try TemporaryDirectory()
            try FileManager.default.copyItem(atPath: ChoreoProcess.repositoryRoot.appendingPathComponent("Specs").path,
                                             toPath: folder.path + "/Specs")
            for example in examples {
                let output = try Self.shell(example.command, in: folder.path, choreoFolder: executable.deletingLastPathComponent().path)
                var expected = example.output
                while expected.last == "" { expected.removeLast() }
                var actual = output.components(separatedBy: "\n")
                while actual.last == "" { actual.removeLast() }
                XCTAssertTrue(Self.matches(actual[...], expected[...]),
                              "Docs/\(page):\(example.line): `\(example.command)` printed:\n\(actual.joined(separator: "\n"))\n"
                                  + "but the page shows:\n\(expected.joined(separator: "\n"))")
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 10, "the docs' runnable examples were found")
    }

    /// Runs `command` with `/bin/sh`, standard error into standard output, killed after 60 s.
    static func shell(_ command: String, in directory: String, choreoFolder: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec 2>&1; " + command]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = choreoFolder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let timer = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: timer)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        timer.cancel()
        return String(decoding: data, as: UTF8.self)
    }
}
