import ChoreoCLI
import Foundation
import XCTest

/// `choreo lint` and `choreo generate` over a few hundred files: each file reports exactly what it
/// reports alone, in the same order, and an unreadable or broken file in the middle of the list is
/// reported in its place without ending the run.
final class ManyFilesTests: XCTestCase {
    private static let count = 200

    private func name(_ index: Int) -> String { String(format: "Many/S%03d.transition.yaml", index) }

    private func writeFolder(_ folder: TemporaryDirectory, broken: Bool) throws {
        for index in 0..<Self.count {
            try folder.write(name(index), SpecTexts.clean("Fade\(index)"))
        }
        guard broken else { return }
        try folder.write(name(50), SpecTexts.typo)
        try FileManager.default.removeItem(atPath: folder.path + "/" + name(100))
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/" + name(100), withDestinationPath: "nowhere")
        try folder.write(name(150), "transition: Broken\nkind: modal\n  duration: [\n")
    }

    func testLintOverManyFilesReportsWhatEachFileReportsAlone() throws {
        let folder = try TemporaryDirectory()
        try writeFolder(folder, broken: true)
        let all = CLIHarness.run(["lint", "Many"], in: folder.path)
        let alone = [50, 100, 150].map { CLIHarness.run(["lint", name($0)], in: folder.path) }
        XCTAssertEqual(all.stdout, alone.map(\.stdout).joined())
        XCTAssertTrue(all.stdout.contains(name(100) + ": error: cannot read: No such file or directory (unreadable_input)\n"), all.stdout)
        XCTAssertTrue(all.stdout.contains(name(150) + ":3:11: error: "), all.stdout)
        XCTAssertEqual(all.status, .noInput)
        XCTAssertTrue(all.stderr.hasPrefix("Linted \(Self.count - 1) files: 3 errors"), all.stderr)
    }

    func testGenerateOverManyFilesWritesChecksAndFindsWhatIsStale() throws {
        let folder = try TemporaryDirectory()
        try writeFolder(folder, broken: false)
        let written = CLIHarness.run(["generate", "--quiet", "-o", "Out", "Many"], in: folder.path)
        XCTAssertEqual(written.status, .success, written.stderr)
        let generated = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Out")
        XCTAssertEqual(generated.count, Self.count + 1)
        let upToDate = CLIHarness.run(["generate", "--check", "-o", "Out", "Many"], in: folder.path)
        XCTAssertEqual(upToDate.status, .success, upToDate.stderr)
        XCTAssertTrue(upToDate.stderr.contains("up to date (\(Self.count + 1) files)"), upToDate.stderr)

        try folder.write(name(120), SpecTexts.clean("Renamed"))
        let stale = CLIHarness.run(["generate", "--check", "-o", "Out", "Many"], in: folder.path)
        XCTAssertEqual(stale.status, .failure)
        XCTAssertTrue(stale.stderr.contains("Renamed.choreo.swift: error: missing"), stale.stderr)
        XCTAssertTrue(stale.stderr.contains("Fade120.choreo.swift: error: left over"), stale.stderr)
    }

    func testGenerateOverManyFilesWithABrokenOneGeneratesNothing() throws {
        let folder = try TemporaryDirectory()
        try writeFolder(folder, broken: true)
        let result = CLIHarness.run(["generate", "-o", "Out", "Many"], in: folder.path)
        XCTAssertEqual(result.status, .noInput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/Out"))
        let lint = CLIHarness.run(["lint", "Many"], in: folder.path)
        XCTAssertEqual(result.stdout, lint.stdout)
    }

    func testGenerateWithABrokenSpecMidListWritesNothingIntoAnExistingFolder() throws {
        let folder = try TemporaryDirectory()
        try writeFolder(folder, broken: false)
        XCTAssertEqual(CLIHarness.run(["generate", "--quiet", "-o", "Out", "Many"], in: folder.path).status, .success)
        try folder.write(name(30), SpecTexts.clean("Changed30"))
        try folder.write(name(60), SpecTexts.typo)
        let result = CLIHarness.run(["generate", "-o", "Out", "Many"], in: folder.path)
        XCTAssertEqual(result.status, .failure)
        XCTAssertTrue(result.stderr.hasPrefix("Generated nothing: 1 error in the specs."), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/Out/Changed30.choreo.swift"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/Out/Fade30.choreo.swift"))
        XCTAssertEqual(result.stdout, CLIHarness.run(["lint", "Many"], in: folder.path).stdout)
    }

    func testCheckOverManyFilesReportsStaleAndMissingFilesInSpecOrder() throws {
        let folder = try TemporaryDirectory()
        try writeFolder(folder, broken: false)
        XCTAssertEqual(CLIHarness.run(["generate", "--quiet", "-o", "Out", "Many"], in: folder.path).status, .success)
        try folder.write("Out/Fade140.choreo.swift", "// hand-edited\n")
        try FileManager.default.removeItem(atPath: folder.path + "/Out/Fade7.choreo.swift")
        try folder.write("Out/Fade190.choreo.swift", "")
        let result = CLIHarness.run(["generate", "--check", "-o", "Out", "Many"], in: folder.path)
        XCTAssertEqual(result.status, .failure)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, result.stderr)
        XCTAssertTrue(lines.first?.hasSuffix("Fade7.choreo.swift: error: missing; run 'choreo generate'") ?? false, result.stderr)
        XCTAssertTrue(lines.dropFirst().first?.hasSuffix("Fade140.choreo.swift: error: out of date; run 'choreo generate'") ?? false,
                      result.stderr)
        XCTAssertTrue(lines.last?.hasSuffix("Fade190.choreo.swift: error: out of date; run 'choreo generate'") ?? false, result.stderr)
    }

    func testGenerateOverManyFilesReportsAFileItCannotWriteAndWritesTheOthers() throws {
        let folder = try TemporaryDirectory()
        try writeFolder(folder, broken: false)
        // A folder where a generated file belongs: that one write fails, the run goes on.
        try FileManager.default.createDirectory(atPath: folder.path + "/Out/Fade99.choreo.swift", withIntermediateDirectories: true)
        let result = CLIHarness.run(["generate", "--quiet", "-o", "Out", "Many"], in: folder.path)
        XCTAssertEqual(result.status, .cannotCreate, result.stderr)
        XCTAssertTrue(result.stderr.contains("Fade99.choreo.swift"), result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/Out/Fade98.choreo.swift"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/Out/Fade100.choreo.swift"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/Out/ChoreoSupport.choreo.swift"))
    }
}
