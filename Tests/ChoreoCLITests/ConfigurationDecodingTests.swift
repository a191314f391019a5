import ChoreoCLI
import ChoreoCodegen
import ChoreoLint
import ChoreoSpec
import XCTest

/// `.choreo.yml` decoding: every key, and a located diagnostic for every mistake.
final class ConfigurationDecodingTests: XCTestCase {
    private func decode(_ text: String) -> ConfigurationLoader.Loaded {
        ConfigurationLoader.decode(
            bytes: Array(text.utf8), file: ".choreo.yml", absolutePath: "/project/.choreo.yml",
            rules: RuleCatalogue.descriptions)
    }

    private func only(_ loaded: ConfigurationLoader.Loaded, file: StaticString = #filePath, line: UInt = #line) -> Diagnostic? {
        XCTAssertEqual(loaded.diagnostics.count, 1, "\(loaded.diagnostics)", file: file, line: line)
        return loaded.diagnostics.first
    }

    func testEveryKeyIsRead() {
        let loaded = decode("""
            rules:
              reduce_motion_ignored: off
              dismiss_missing: error
              duration_out_of_range: { severity: note, navigation: [0.2, 0.5], modal: [0.1, 1] }
            included: [Specs, Shared/../Shared/Specs]
            excluded: Specs/Drafts
            output: Sources/App/Generated
            accessLevel: public
            deploymentTarget: "15.4"
            """)
        XCTAssertEqual(loaded.diagnostics, [])
        let configuration = loaded.configuration
        XCTAssertEqual(configuration.file, "/project/.choreo.yml")
        XCTAssertEqual(configuration.lint.ruleSettings["reduce_motion_ignored"], .off)
        XCTAssertEqual(configuration.lint.ruleSettings["dismiss_missing"], .severity(.error))
        XCTAssertEqual(configuration.lint.ruleSettings["duration_out_of_range"], .severity(.note))
        XCTAssertEqual(configuration.lint.durationRanges[.navigation], 0.2...0.5)
        XCTAssertEqual(configuration.lint.durationRanges[.modal], 0.1...1)
        XCTAssertEqual(configuration.lint.durationRanges[.segue], LintConfiguration.defaultDurationRanges[.segue])
        XCTAssertEqual(configuration.included, ["/project/Specs", "/project/Shared/Specs"])
        XCTAssertEqual(configuration.excluded, ["/project/Specs/Drafts"])
        XCTAssertEqual(configuration.output, "/project/Sources/App/Generated")
        XCTAssertEqual(configuration.codegen.accessLevel, .public)
        XCTAssertEqual(configuration.codegen.deploymentTarget, DeploymentTarget(major: 15, minor: 4))
        XCTAssertEqual(configuration.lint.deploymentTarget, DeploymentTarget(major: 15, minor: 4),
                       "one setting: lint judges version-bound keys against the target the code is written for")
    }

    /// Issue 30, item 11: `included: [/]` walked the whole file system; a configuration comes
    /// with the repository (and with a pull request), so it names only its own folder's paths.
    func testIncludedPathsOutsideTheConfigurationsFolderAreRefused() throws {
        let loaded = decode("included: [/, Specs, ../Elsewhere, Specs/../.., /project, /projectile]\n")
        XCTAssertEqual(loaded.diagnostics.map { "\($0.location) \($0.ruleID) \($0.message)" }, [
            "1:12 invalid_value '/' is outside the configuration's folder; 'included' names only the folder and what is inside it",
            "1:22 invalid_value '../Elsewhere' is outside the configuration's folder; 'included' names only the folder and what is inside it",
            "1:36 invalid_value 'Specs/../..' is outside the configuration's folder; 'included' names only the folder and what is inside it",
            "1:59 invalid_value '/projectile' is outside the configuration's folder; 'included' names only the folder and what is inside it",
        ])
        XCTAssertEqual(loaded.diagnostics.first?.hint, "name a folder outside on the command line instead: choreo lint PATH")
        XCTAssertEqual(loaded.configuration.included, ["/project/Specs", "/project"])
        XCTAssertEqual(decode("included: /\n").diagnostics.count, 1, "a single path too")
    }

    func testAnEmptyFileMeansTheDefaults() {
        let loaded = decode("# nothing yet\n")
        XCTAssertEqual(loaded.diagnostics, [])
        XCTAssertEqual(loaded.configuration.lint.ruleSettings, [:])
        XCTAssertEqual(loaded.configuration.codegen, CodegenOptions())
    }

    func testAnUnknownKeySuggestsTheClosestKey() throws {
        let diagnostic = try XCTUnwrap(only(decode("rules: {}\nexlcuded: [a]\n")))
        XCTAssertEqual(diagnostic.ruleID, "unknown_key")
        XCTAssertEqual(diagnostic.severity, .error)
        XCTAssertEqual(diagnostic.message, "unknown configuration key 'exlcuded'")
        XCTAssertEqual(diagnostic.hint, "did you mean 'excluded'?")
        XCTAssertEqual(diagnostic.file, ".choreo.yml")
        XCTAssertEqual(diagnostic.location.line, 2)
        XCTAssertEqual(diagnostic.location.column, 1)
    }

    func testAnUnknownRuleIdSuggestsTheClosestRule() throws {
        let diagnostic = try XCTUnwrap(only(decode("rules:\n  duraton_out_of_range: warning\n")))
        XCTAssertEqual(diagnostic.ruleID, "unknown_key")
        XCTAssertEqual(diagnostic.message, "unknown rule 'duraton_out_of_range'")
        XCTAssertEqual(diagnostic.hint, "did you mean 'duration_out_of_range'?")
        XCTAssertEqual(diagnostic.location.line, 2)
        XCTAssertEqual(diagnostic.location.column, 3)
    }

    func testABadSeveritySuggestsTheClosestSetting() throws {
        let diagnostic = try XCTUnwrap(only(decode("rules:\n  dismiss_missing: warnng\n")))
        XCTAssertEqual(diagnostic.ruleID, "invalid_value")
        XCTAssertEqual(diagnostic.message, "'warnng' is not a rule setting (expected error, warning, note or off)")
        XCTAssertEqual(diagnostic.hint, "did you mean 'warning'?")
        XCTAssertEqual(diagnostic.location.line, 2)
        XCTAssertEqual(diagnostic.location.column, 20)
    }

    func testAnUnknownRuleOptionSuggestsTheClosestOption() throws {
        let diagnostic = try XCTUnwrap(only(decode("rules:\n  duration_out_of_range: { severity: warning, navigaton: [0.2, 0.4] }\n")))
        XCTAssertEqual(diagnostic.ruleID, "unknown_key")
        XCTAssertEqual(diagnostic.hint, "did you mean 'navigation'?")
        XCTAssertEqual(diagnostic.location.line, 2)
        XCTAssertEqual(diagnostic.location.column, 47)
    }

    func testARangeMustBeTwoDurationsInOrder() throws {
        let reversed = try XCTUnwrap(only(decode("rules:\n  duration_out_of_range: { modal: [0.8, 0.2] }\n")))
        XCTAssertEqual(reversed.message, "the minimum 0.8 s is above the maximum 0.2 s")
        XCTAssertEqual(reversed.location.column, 35)
        let short = try XCTUnwrap(only(decode("rules:\n  duration_out_of_range: { modal: [0.8] }\n")))
        XCTAssertEqual(short.message, "expected a list of two durations in seconds, [minimum, maximum], found a list of 1")
        let text = try XCTUnwrap(only(decode("rules:\n  duration_out_of_range: { modal: [fast, 0.2] }\n")))
        XCTAssertEqual(text.message, "expected a duration in seconds, found the string 'fast'")
        XCTAssertEqual(text.location.column, 36)
    }

    func testWrongTypesAreReportedWhereTheValueIs() throws {
        let diagnostic = try XCTUnwrap(only(decode("included:\n  a: 1\n")))
        XCTAssertEqual(diagnostic.ruleID, "invalid_value")
        XCTAssertEqual(diagnostic.message, "expected a path or a list of paths, found a mapping")
        XCTAssertEqual(diagnostic.location.line, 2)
        let root = try XCTUnwrap(only(decode("- rules\n")))
        XCTAssertEqual(root.message, "expected a mapping of settings such as 'rules' and 'included', found a sequence")
    }

    func testAccessLevelAndDeploymentTargetAreChecked() throws {
        let level = try XCTUnwrap(only(decode("accessLevel: pubilc\n")))
        XCTAssertEqual(level.message, "'pubilc' is not a valid access level (expected public, package, internal)")
        XCTAssertEqual(level.hint, "did you mean 'public'?")
        XCTAssertEqual(level.location.column, 14)
        let target = try XCTUnwrap(only(decode("deploymentTarget: thirteen\n")))
        XCTAssertEqual(target.message, "'thirteen' is not an iOS version")
        XCTAssertEqual(decode("deploymentTarget: 17\n").configuration.codegen.deploymentTarget, DeploymentTarget(major: 17))
        XCTAssertEqual(decode("deploymentTarget: 13.0\n").configuration.codegen.deploymentTarget, DeploymentTarget(major: 13))
    }

    func testEveryMistakeIsReportedAtOnce() {
        let loaded = decode("rulez: {}\naccessLevel: open\nrules:\n  nope: off\n")
        XCTAssertEqual(loaded.diagnostics.map(\.location.line), [1, 2, 4])
        XCTAssertFalse(loaded.isValid)
    }

    func testYAMLSyntaxErrorsAreLocated() throws {
        let loaded = decode("rules: [dismiss_missing\n")
        let first = try XCTUnwrap(loaded.diagnostics.first)
        XCTAssertEqual(first.ruleID, "yaml_syntax")
        XCTAssertGreaterThan(first.location.line, 0)
        XCTAssertFalse(loaded.isValid)
    }

    func testDuplicateKeysAreReported() {
        let loaded = decode("output: A\noutput: B\n")
        XCTAssertEqual(loaded.diagnostics.map(\.ruleID), ["duplicate_key"])
        XCTAssertEqual(loaded.configuration.output, "/project/A")
    }

    func testASecondDocumentIsAnError() {
        let loaded = decode("output: A\n---\noutput: B\n")
        XCTAssertEqual(loaded.diagnostics.map(\.ruleID), ["invalid_value"])
        XCTAssertEqual(loaded.diagnostics.first?.location.line, 2)
    }
}
