import ChoreoCLI
import ChoreoYAML
import Foundation
import XCTest

/// `choreo lint` and `choreo generate` over more files than `ReadAhead.inputThreshold`, where a
/// second thread reads the next files ahead: each file reports exactly what it reports alone, in
/// the same order, and an unreadable or broken file in the middle of the list is reported in its
/// place without ending the run.
final class ManyFilesTests: XCTestCase {
    private static let count = ReadAhead.inputThreshold + 72

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
}
