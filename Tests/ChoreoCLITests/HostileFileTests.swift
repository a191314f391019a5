import ChoreoCLI
import Foundation
import XCTest

/// Issue 12: paths that are not what they seem (FIFOs, links, folders, devices), interrupted runs
/// and folders that refuse writes (Docs/Security.md).
final class HostileFileTests: XCTestCase {
    private func makeFIFO(_ path: String) throws {
        guard mkfifo(path, 0o644) == 0 else { throw XCTSkip("mkfifo failed (errno \(errno))") }
    }

    private func symlink(_ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    // MARK: 5. FIFOs

    /// Run as a process with a timeout: a FIFO used to block `open` forever.
    func testAFIFOAmongTheSpecsIsNotARegularFileAndExits66() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Specs/a.transition.yaml", SpecTexts.clean())
        try makeFIFO(folder.path + "/Specs/f.transition.yaml")
        for input in ["Specs", "Specs/f.transition.yaml"] {
            let outcome = try ChoreoProcess.run(["lint", input], in: URL(fileURLWithPath: folder.path), timeout: 30)
            XCTAssertEqual(outcome.status, 66, input)
            XCTAssertEqual(outcome.stdoutText,
                           "Specs/f.transition.yaml: error: cannot read: it is not a regular file (unreadable_input)\n", input)
        }
    }

    func testAConfigurationThatIsAFIFOIsAConfigurationErrorExit64() throws {
        let folder = try TemporaryDirectory()
        try folder.write("a.transition.yaml", SpecTexts.clean())
        try makeFIFO(folder.path + "/ci.yml")
        let outcome = try ChoreoProcess.run(["lint", "--config", "ci.yml", "a.transition.yaml"],
                                            in: URL(fileURLWithPath: folder.path), timeout: 30)
        XCTAssertEqual(outcome.status, 64)
        XCTAssertTrue(outcome.stderr.contains("ci.yml: error: cannot read the configuration: it is not a regular file"), outcome.stderr)
    }

    // MARK: 9. A .choreo.yml that is not a file

    func testAChoreoYmlThatIsALinkLoopAFolderOrADeviceIsAConfigurationError() throws {
        let cases: [(String, (TemporaryDirectory) throws -> Void, String)] = [
            ("self-link", { try self.symlink($0.path + "/.choreo.yml", to: ".choreo.yml") }, "Too many levels of symbolic links"),
            ("loop", { folder in
                try self.symlink(folder.path + "/.choreo.yml", to: "other.yml")
                try self.symlink(folder.path + "/other.yml", to: ".choreo.yml")
            }, "Too many levels of symbolic links"),
            ("folder", { try $0.createDirectory(".choreo.yml") }, "it is a directory"),
            // A link out of its folder is not followed at all (issue 30, item 3): still reported, never skipped.
            ("device", { try self.symlink($0.path + "/.choreo.yml", to: "/dev/zero") },
             "it is a symbolic link to a file outside its folder; name the file with '--config' to use it"),
        ]
        for (name, make, reason) in cases {
            let folder = try TemporaryDirectory()
            try folder.write("a.transition.yaml", SpecTexts.clean())
            try make(folder)
            let result = CLIHarness.run(["lint", "a.transition.yaml"], in: folder.path)
            XCTAssertEqual(result.status.rawValue, 64, name)
            XCTAssertEqual(result.stderr, ".choreo.yml: error: cannot read the configuration: \(reason) (unreadable_input)\n", name)
        }
    }

    func testAnOversizedConfigurationIsCalledAConfigurationFile() throws {
        let folder = try TemporaryDirectory()
        try folder.write("a.transition.yaml", SpecTexts.clean())
        try folder.write(".choreo.yml", String(repeating: "#", count: 2 * 1024 * 1024))
        let result = CLIHarness.run(["lint", "a.transition.yaml"], in: folder.path)
        XCTAssertEqual(result.status.rawValue, 64)
        XCTAssertTrue(result.stderr.contains("a configuration file is a few lines"), result.stderr)
        XCTAssertFalse(result.stderr.contains("transition spec"), result.stderr)
    }

    // MARK: 7. Interrupted runs

    func testALaterRunRemovesTheStaleTemporaryFilesOfAnInterruptedOne() throws {
        let folder = try TemporaryDirectory()
        try folder.write("fade.transition.yaml", SpecTexts.clean())
        let stale = try folder.write("out/.CleanFade.choreo.swift.tmp-AbC123", "half a fi")
        let fresh = try folder.write("out/.CleanFade.choreo.swift.tmp-XyZ789", "being written right now")
        let notOurs = try folder.write("out/.notes.tmp-AbC123", "someone else's")
        for path in [stale, notOurs] {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: path)
        }
        let result = CLIHarness.run(["generate", "fade.transition.yaml", "-o", "out"], in: folder.path)
        XCTAssertEqual(result.status, .success, result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale), "an hour-old temporary file of Choreo's is removed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: fresh), "a run may be writing a fresh one")
        XCTAssertTrue(FileManager.default.fileExists(atPath: notOurs))
    }

    // MARK: 8. Folders that refuse writes

    /// Under a file, no folder can be made: every write fails the same way (root, who ignores a
    /// read-only mode, too).
    func testFailedWritesAreCountedAsFailedAndTheFoldersErrorIsSaidOnce() throws {
        let folder = try TemporaryDirectory()
        for name in ["A", "B", "C"] { try folder.write("Specs/\(name).transition.yaml", SpecTexts.clean(name)) }
        try folder.write("blocked", "a file, not a folder\n")
        let result = CLIHarness.run(["generate", "Specs", "-o", "blocked/out"], in: folder.path)
        XCTAssertEqual(result.status.rawValue, 73)
        XCTAssertEqual(result.stderr, """
            blocked: error: cannot write: it exists and is not a directory
            Generated 4 files: 0 written, 0 unchanged, 4 failed.

            """)
    }

    // MARK: 6. Names

    private static func named(_ name: String) -> String {
        "transition: \(name)\nkind: modal\npresentation: {style: custom}\npresent: {effect: fade}\ndismiss: reverse\n"
    }

    func testTwoInvalidNamesAreReportedOnceEachAndNotAsDuplicates() throws {
        let folder = try TemporaryDirectory()
        try folder.write("a.transition.yaml", Self.named("'card pop'") + "---\n" + Self.named("2Up"))
        let result = CLIHarness.run(["lint", "a.transition.yaml"], in: folder.path)
        XCTAssertEqual(result.status, .failure)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, result.stdout)
        XCTAssertTrue(lines.allSatisfy { $0.hasSuffix("(invalid_identifier)") }, result.stdout)
        XCTAssertFalse(result.stdout.contains("already used"), result.stdout)
    }

    func testALeadingUnderscoreIsNotSuggestedBackAsItself() throws {
        let folder = try TemporaryDirectory()
        try folder.write("a.transition.yaml", Self.named("_A"))
        let result = CLIHarness.run(["lint", "a.transition.yaml"], in: folder.path)
        XCTAssertFalse(result.stdout.contains("did you mean '_A'"), result.stdout)
        XCTAssertTrue(result.stdout.contains("did you mean 'A'?"), result.stdout)
    }

    /// A 300-character name used to pass lint, then fail writing ("File name too long", exit 73).
    func testANameOverTheMaximumLengthFailsLintAndGeneratesNothing() throws {
        let folder = try TemporaryDirectory()
        let name = "A" + String(repeating: "b", count: 299)
        try folder.write("a.transition.yaml", Self.named(name))
        let result = CLIHarness.run(["generate", "a.transition.yaml", "-o", "out"], in: folder.path)
        XCTAssertEqual(result.status, .failure)
        XCTAssertTrue(result.stdout.contains("it is longer than 128 bytes"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("(invalid_identifier)\n"), result.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/out"), "nothing written, not even the support file")
        let longest = "A" + String(repeating: "b", count: 127)
        try folder.write("a.transition.yaml", Self.named(longest))
        XCTAssertEqual(CLIHarness.run(["generate", "a.transition.yaml", "-o", "out"], in: folder.path).status, .success)
    }

    func testANameMixingLatinWithACyrillicLetterGetsAConfusableWarning() throws {
        let folder = try TemporaryDirectory()
        try folder.write("a.transition.yaml", Self.named("C\u{430}rdPop"))
        let result = CLIHarness.run(["lint", "a.transition.yaml"], in: folder.path)
        XCTAssertEqual(result.stdout,
                       "a.transition.yaml:1:13: warning: 'C\u{430}rdPop' mixes Latin and Cyrillic letters; it can look exactly like "
                       + "another name; write the name in one script (mixed_script_name)\n")
    }

    // MARK: Issue 30, item 3. Links out of the repository

    /// A pull request adds `Leak.transition.yaml`, a link to a file of the CI machine: the link is
    /// named as unreadable (exit 66) and nothing of the file is read or quoted. A link that stays
    /// in the folder is read, and a link named on the command line is read wherever it leads.
    func testASpecLinkedToAFileOutsideTheFolderSearchedIsNotRead() throws {
        let machine = try TemporaryDirectory()
        let secret = try machine.write("secrets.env", "API_KEY=sk_live_123456\n")
        let folder = try TemporaryDirectory()
        try folder.write("Specs/a.transition.yaml", SpecTexts.clean())
        try symlink(folder.path + "/Specs/Leak.transition.yaml", to: secret)
        try symlink(folder.path + "/Specs/Same.transition.yaml", to: "a.transition.yaml")
        try symlink(folder.path + "/Specs/notes.yaml", to: secret)
        for reporter in ["human", "xcode", "json"] {
            let result = CLIHarness.run(["lint", "--reporter", reporter, "Specs"], in: folder.path)
            XCTAssertEqual(result.status, .noInput, reporter)
            XCTAssertFalse(result.stdout.contains("sk_live"), result.stdout)
            XCTAssertTrue(result.stdout.contains("it is a symbolic link to a file outside 'Specs', which is not read unless named on the command line"),
                          result.stdout)
            XCTAssertFalse(result.stdout.contains("Same.transition.yaml") && result.stdout.contains("Same.transition.yaml: error: cannot read"),
                           "a link inside the folder is read: \(result.stdout)")
        }
        let named = CLIHarness.run(["lint", "Specs/Leak.transition.yaml"], in: folder.path)
        XCTAssertEqual(named.status, .failure, "named on the command line, it is read: \(named.stdout)")
        let audited = CLIHarness.run(["audit", "Specs"], in: folder.path)
        XCTAssertEqual(audited.status, .success, "no .swift file, no link: \(audited.stdout)")
        try symlink(folder.path + "/Specs/Leak.swift", to: secret)
        let leakingSwift = CLIHarness.run(["audit", "Specs"], in: folder.path)
        XCTAssertEqual(leakingSwift.status, .noInput, leakingSwift.stdout)
        XCTAssertTrue(leakingSwift.stdout.contains("Specs/Leak.swift: error: cannot read: it is a symbolic link to a file outside 'Specs'"),
                      leakingSwift.stdout)
    }

    func testAFoundChoreoYmlLinkedOutsideItsFolderIsAConfigurationErrorUnlessNamed() throws {
        let machine = try TemporaryDirectory()
        let secret = try machine.write("ci.yml", "rules: { API_KEY=sk_live_123456: off }\n")
        let folder = try TemporaryDirectory()
        try folder.write("a.transition.yaml", SpecTexts.clean())
        try symlink(folder.path + "/.choreo.yml", to: secret)
        let found = CLIHarness.run(["lint", "a.transition.yaml"], in: folder.path)
        XCTAssertEqual(found.status, .usage)
        XCTAssertEqual(found.stderr, ".choreo.yml: error: cannot read the configuration: it is a symbolic link to a file outside its folder; "
            + "name the file with '--config' to use it (unreadable_input)\n")
        let named = CLIHarness.run(["lint", "--config", ".choreo.yml", "a.transition.yaml"], in: folder.path)
        XCTAssertTrue(named.stderr.contains("unknown rule 'API_KEY=sk_live_123456'"), "named, it is read: \(named.stderr)")
    }

    func testAnIncludedFolderThatIsALinkOutOfTheConfigurationsFolderIsRefused() throws {
        let machine = try TemporaryDirectory()
        try machine.write("Other/b.transition.yaml", SpecTexts.clean())
        let folder = try TemporaryDirectory()
        try folder.write(".choreo.yml", "included: [Specs]\n")
        try symlink(folder.path + "/Specs", to: machine.path + "/Other")
        let result = CLIHarness.run(["lint"], in: folder.path)
        XCTAssertEqual(result.status, .usage, result.stdout)
        XCTAssertTrue(result.stderr.contains(".choreo.yml:1:12: error: 'Specs' is outside the configuration's folder"), result.stderr)
    }
}
