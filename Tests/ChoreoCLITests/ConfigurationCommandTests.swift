import ChoreoCLI
import Foundation
import XCTest

/// How commands find and apply `.choreo.yml`.
final class ConfigurationCommandTests: XCTestCase {
    func testTheNearestConfigurationAboveTheWorkingDirectoryApplies() throws {
        let folder = try TemporaryDirectory()
        try folder.write(".choreo.yml", "rules:\n  duration_out_of_range: error\n")
        try folder.write("App/Specs/slow.transition.yaml", SpecTexts.slow)
        let result = CLIHarness.run(["lint", "Specs"], in: folder.path + "/App")
        XCTAssertEqual(result.status, .failure, "the configuration raised the warning to an error")
        XCTAssertTrue(result.stdout.contains("Specs/slow.transition.yaml:7:13: error:"), result.stdout)
        XCTAssertEqual(ConfigurationLoader.find(from: folder.path + "/App/Specs"), folder.path + "/.choreo.yml")
    }

    /// Issue 30, item 11: the whole file system is not the configuration's to search; the
    /// command line may still name any folder.
    func testIncludedRootIsAConfigurationErrorButACommandLinePathIsRead() throws {
        let folder = try TemporaryDirectory()
        try folder.write(".choreo.yml", "included: [/]\n")
        try folder.write("Specs/a.transition.yaml", SpecTexts.clean())
        let refused = CLIHarness.run(["lint"], in: folder.path)
        XCTAssertEqual(refused.status, .usage, refused.stderr)
        XCTAssertTrue(refused.stderr.contains(".choreo.yml:1:12: error: '/' is outside the configuration's folder"), refused.stderr)
        try folder.write(".choreo.yml", "included: [Specs]\n")
        XCTAssertEqual(CLIHarness.run(["lint"], in: folder.path).status, .success)
    }

    func testARuleTurnedOffIsNotReported() throws {
        let folder = try TemporaryDirectory()
        try folder.write(".choreo.yml", "rules: { duration_out_of_range: off }\n")
        try folder.write("slow.transition.yaml", SpecTexts.slow)
        let result = CLIHarness.run(["lint", "--strict", "slow.transition.yaml"], in: folder.path)
        XCTAssertEqual(result.status, .success)
        XCTAssertEqual(result.stdout, "")
    }

    func testDurationRangesFromTheConfigurationApply() throws {
        let folder = try TemporaryDirectory()
        try folder.write(".choreo.yml", "rules:\n  duration_out_of_range: { modal: [0.1, 1.0] }\n")
        try folder.write("slow.transition.yaml", SpecTexts.slow)
        let result = CLIHarness.run(["lint", "--strict", "slow.transition.yaml"], in: folder.path)
        XCTAssertEqual(result.status, .success, result.stdout)
    }

    func testAConfigurationNamedWithConfigIsUsedInsteadOfTheNearest() throws {
        let folder = try TemporaryDirectory()
        try folder.write(".choreo.yml", "rules: { duration_out_of_range: error }\n")
        try folder.write("ci/relaxed.yml", "rules: { duration_out_of_range: off }\n")
        try folder.write("slow.transition.yaml", SpecTexts.slow)
        let result = CLIHarness.run(["lint", "--config", "ci/relaxed.yml", "slow.transition.yaml"], in: folder.path)
        XCTAssertEqual(result.status, .success)
        XCTAssertEqual(result.stdout, "")
    }

    /// `unreadable_input` is catalogued (listed, explained) but applies before any configuration,
    /// so a setting for it would be a setting that does nothing: it is refused.
    func testTheConfigurationCannotSetTheUnreadableInputRule() throws {
        let folder = try TemporaryDirectory()
        try folder.write("a.transition.yaml", SpecTexts.clean())
        try folder.write(".choreo.yml", "rules:\n  unreadable_input: off\n")
        let result = CLIHarness.run(["lint", "a.transition.yaml"], in: folder.path)
        XCTAssertEqual(result.status, .usage)
        XCTAssertTrue(result.stderr.contains(".choreo.yml:2:3: error: unknown rule 'unreadable_input'"), result.stderr)
    }

    func testAFolderNamedWithConfigIsSearchedUpwardInsteadOfTheWorkingDirectory() throws {
        let project = try TemporaryDirectory()
        try project.write(".choreo.yml", "rules: { duration_out_of_range: error }\n")
        try project.write("App/Specs/slow.transition.yaml", SpecTexts.slow)
        let elsewhere = try TemporaryDirectory()
        try elsewhere.write("slow.transition.yaml", SpecTexts.slow)

        let found = CLIHarness.run(["lint", "--config", project.path + "/App/Specs", "slow.transition.yaml"], in: elsewhere.path)
        XCTAssertEqual(found.status, .failure, "the configuration above the named folder raised the warning: " + found.stdout)
        XCTAssertTrue(found.stdout.contains("slow.transition.yaml:7:13: error:"), found.stdout)

        let none = CLIHarness.run(["lint", "--config", elsewhere.path, "App/Specs/slow.transition.yaml"], in: project.path)
        XCTAssertEqual(none.status, .success, "none from the named folder up: the defaults, not the working directory's: " + none.stderr)
        XCTAssertTrue(none.stdout.contains("slow.transition.yaml:7:13: warning:"), none.stdout)
    }

    func testAMissingNamedConfigurationIsAUsageError() throws {
        let folder = try TemporaryDirectory()
        try folder.write("a.transition.yaml", SpecTexts.clean())
        let result = CLIHarness.run(["lint", "--config", "nope.yml", "a.transition.yaml"], in: folder.path)
        XCTAssertEqual(result.status, .usage)
        XCTAssertEqual(result.stderr, "nope.yml: error: cannot read the configuration: No such file or directory (unreadable_input)\n")
        XCTAssertEqual(result.stdout, "")
    }

    func testABadConfigurationExits64WithLocatedDiagnosticsAndLintsNothing() throws {
        let folder = try TemporaryDirectory()
        try folder.write(".choreo.yml", "rules:\n  duration_out_of_range: loud\nexclude: [x]\n")
        try folder.write("typo.transition.yaml", SpecTexts.typo)
        let result = CLIHarness.run(["lint", "typo.transition.yaml"], in: folder.path)
        XCTAssertEqual(result.status, .usage)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, """
            .choreo.yml:2:26: error: 'loud' is not a rule setting (expected error, warning, note or off) (invalid_value)
            .choreo.yml:3:1: error: unknown configuration key 'exclude'; did you mean 'excluded'? (unknown_key)

            """)
    }

    func testIncludedPathsAreLintedWhenNoPathIsGivenAndExcludedPathsAreSkipped() throws {
        let folder = try TemporaryDirectory()
        try folder.write(".choreo.yml", "included: [Specs]\nexcluded: [Specs/Drafts, Specs/old.transition.yaml]\n")
        try folder.write("Specs/typo.transition.yaml", SpecTexts.typo)
        try folder.write("Specs/old.transition.yaml", SpecTexts.typo)
        try folder.write("Specs/Drafts/draft.transition.yaml", SpecTexts.typo)
        try folder.write("Elsewhere/other.transition.yaml", SpecTexts.typo)
        let result = CLIHarness.run(["lint"], in: folder.path)
        let files = Set(result.stdout.split(separator: "\n").compactMap { $0.split(separator: ":").first.map(String.init) })
        XCTAssertEqual(files, ["Specs/typo.transition.yaml"])
        let fromSubfolder = CLIHarness.run(["lint"], in: folder.path + "/Elsewhere")
        XCTAssertTrue(fromSubfolder.stdout.hasPrefix(folder.path + "/Specs/typo.transition.yaml:8:3:"),
                      "included paths are relative to the configuration, not the working directory: \(fromSubfolder.stdout)")
    }

    func testAnExcludedFileNamedExplicitlyIsStillLinted() throws {
        let folder = try TemporaryDirectory()
        try folder.write(".choreo.yml", "excluded: [old.transition.yaml]\n")
        try folder.write("old.transition.yaml", SpecTexts.typo)
        XCTAssertEqual(CLIHarness.run(["lint", "."], in: folder.path).stdout, "")
        XCTAssertTrue(CLIHarness.run(["lint", "old.transition.yaml"], in: folder.path).stdout.hasPrefix("old.transition.yaml:8:3:"))
    }
}
