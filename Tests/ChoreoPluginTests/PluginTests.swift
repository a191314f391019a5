import ChoreoCodegen
import Foundation
import XCTest

/// The SwiftPM plugins, run for real on a copy of `Tests/Fixtures/PluginFixture` (specs in a
/// target, app code that calls the generated API). On Linux the generated code and the app code
/// compile out under `#if canImport(UIKit)`, so after the build they are type-checked together
/// against the UIKit model with the generator's own harness.
///
/// One copy and one `.build` serve every test here, so Choreo is compiled once; each step prints
/// how long it took.
final class PluginTests: XCTestCase {
    static let cardStack = "Sources/FixtureApp/Transitions/Cards/CardStack.transition.yaml"
    static let navigationDetail = "Sources/FixtureApp/Transitions/Navigation/Detail.transition.yaml"

    override class func tearDown() {
        PluginFixture.removeShared()
        super.tearDown()
    }

    private func step(_ name: String, _ run: (result: ToolRunner.Result, seconds: Double)) -> String {
        print("[plugin tests] \(name): exit \(run.result.status) in \(String(format: "%.1f", run.seconds)) s")
        return run.result.stdout + run.result.stderr
    }

    /// The build commands that ran, by the file each one generates.
    private func generationSteps(in log: String) -> [String] {
        log.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "Generating "), let from = line.range(of: " from ") else { return nil }
            return String(line[range.upperBound..<from.lowerBound])
        }.sorted()
    }

    func testTheBuildPluginGeneratesOneTypeCheckedFilePerSpecAndRegeneratesOnlyWhatChanged() throws {
        let fixture = try PluginFixture.shared()

        // 1. The build succeeds, generating one file per spec; a lint warning does not fail it.
        let first = try fixture.swift(["build"])
        let firstLog = step("first build", first)
        XCTAssertEqual(first.result.status, 0, firstLog)
        let files = fixture.generatedFiles()
        XCTAssertNotNil(files["ChoreoSupport.swift"], "the support code, once for the target: \(files.keys.sorted())")
        let names = files.keys.sorted().filter { $0 != "ChoreoSupport.swift" }
        XCTAssertEqual(names.count, 3, "one file per spec: \(names)")
        XCTAssertTrue(names.contains("CardStack.transition.swift"), "\(names)")
        let details = names.filter { $0.hasPrefix("Detail.transition-") && $0.hasSuffix(".swift") }
        XCTAssertEqual(details.count, 2, "two Detail specs in different folders, two distinct file names: \(names)")
        let warningSpec = fixture.url("Sources/FixtureApp/Transitions/Cards/Detail.transition.yaml").path
        XCTAssertTrue(firstLog.contains("\(warningSpec):10:13: warning: "), "the warning at the spec's absolute path:\n" + firstLog)
        XCTAssertTrue(firstLog.contains("(duration_out_of_range)"), firstLog)
        XCTAssertFalse(firstLog.contains("unhandled"), "SwiftPM takes the specs as plugin inputs, not unhandled files:\n" + firstLog)

        // 2. What the plugin generated type-checks with the fixture's code that calls it.
        var sources: [(name: String, source: String)] = try files.keys.sorted().map { name in
            (name, try String(contentsOf: try XCTUnwrap(files[name]), encoding: .utf8))
        }
        XCTAssertEqual(sources.first { $0.name == "ChoreoSupport.swift" }?.source, SwiftEmitter().emitSupport().contents)
        XCTAssertFalse(try XCTUnwrap(sources.first { $0.name == "CardStack.transition.swift" }?.source)
            .contains("ChoreoTransitionPlayer {"), "each spec's file leaves the support code to its own file")
        let cardStack = try XCTUnwrap(sources.first { $0.name == "CardStack.transition.swift" }?.source)
        XCTAssertTrue(cardStack.contains("// MARK: - CardPop\n") && cardStack.contains("// MARK: - CardFlip\n"),
                      "both documents of the spec in its one file")
        XCTAssertTrue(cardStack.contains("public final class CardPopTransitioningDelegate"),
                      "the fixture's .choreo.yml (accessLevel: public) was found above the target and applied")
        for appFile in ["Screens.swift", "FixtureApp.swift"] {
            sources.append((appFile, try fixture.read("Sources/FixtureApp/" + appFile)))
        }
        // The fixture's .choreo.yml sets no deploymentTarget: the code is for the default, iOS 13.
        let typeCheck = try SwiftTypeChecker.shared.typecheck(files: sources, deploymentTarget: DeploymentTarget.default)
        XCTAssertTrue(typeCheck.succeeded, typeCheck.description)

        // 3. Nothing changed, nothing is generated. (Right after a fresh build SwiftPM on Linux
        //    relinks the plugin's tool once, which reruns the commands; they rewrite nothing.)
        let dates = try fixture.generatedModificationDates()
        let settle = try fixture.swift(["build"])
        let settleLog = step("second build", settle)
        XCTAssertEqual(settle.result.status, 0, settleLog)
        XCTAssertEqual(try fixture.generatedModificationDates(), dates, "no generated file was rewritten")
        let unchanged = try fixture.swift(["build"])
        let unchangedLog = step("build without changes", unchanged)
        XCTAssertEqual(unchanged.result.status, 0, unchangedLog)
        XCTAssertEqual(generationSteps(in: unchangedLog), [], "no generation ran:\n" + unchangedLog)
        XCTAssertEqual(try fixture.generatedModificationDates(), dates)

        // 4. Editing one spec regenerates its file only.
        let original = try fixture.read(Self.cardStack)
        try fixture.write(Self.cardStack, original.replacingOccurrences(of: "duration: 0.3\n", with: "duration: 0.25\n"))
        let edited = try fixture.swift(["build"])
        let editedLog = step("build after editing one spec", edited)
        XCTAssertEqual(edited.result.status, 0, editedLog)
        XCTAssertEqual(generationSteps(in: editedLog), ["CardStack.transition.swift"], editedLog)
        let after = try fixture.generatedModificationDates()
        XCTAssertNotEqual(after["CardStack.transition.swift"], dates["CardStack.transition.swift"], "the edited spec's file was rewritten")
        for name in details {
            XCTAssertEqual(after[name], dates[name], "\(name) was left alone")
        }
        let regenerated = try String(contentsOf: try XCTUnwrap(files["CardStack.transition.swift"]), encoding: .utf8)
        XCTAssertTrue(regenerated.contains("duration: 0.25,"), "the new duration is in the code")

        // 5. The configuration is an input of every command: changing it regenerates every file.
        let configuration = try fixture.read(".choreo.yml")
        defer { try? fixture.write(".choreo.yml", configuration) }
        try fixture.write(".choreo.yml", configuration.replacingOccurrences(of: "accessLevel: public", with: "accessLevel: internal"))
        let reconfigured = try fixture.swift(["build"])
        let reconfiguredLog = step("build after changing .choreo.yml", reconfigured)
        XCTAssertEqual(reconfigured.result.status, 0, reconfiguredLog)
        XCTAssertEqual(generationSteps(in: reconfiguredLog), names, reconfiguredLog)
        let internalCode = try String(contentsOf: try XCTUnwrap(files["CardStack.transition.swift"]), encoding: .utf8)
        XCTAssertTrue(internalCode.contains("\nfinal class CardPopTransitioningDelegate"), "internal now")

        // 6. A lint error fails the build at the spec's path, line and rule.
        let navigation = try fixture.read(Self.navigationDetail)
        defer { try? fixture.write(Self.navigationDetail, navigation) }
        try fixture.write(Self.navigationDetail, navigation.replacingOccurrences(of: "  duration: 0.35\n", with: "  durration: 0.35\n"))
        let broken = try fixture.swift(["build"])
        let brokenLog = step("build with a lint error", broken)
        XCTAssertNotEqual(broken.result.status, 0, brokenLog)
        let brokenSpec = fixture.url(Self.navigationDetail).path
        XCTAssertTrue(brokenLog.contains("\(brokenSpec):6:3: error: unknown key 'durration'"), brokenLog)
        XCTAssertTrue(brokenLog.contains("(unknown_key)"), brokenLog)
    }

    func testTheCommandPluginsGenerateIntoTheNamedFolderAndLintWithTheRightExitStatus() throws {
        let fixture = try PluginFixture.shared()

        let generate = try fixture.swift(["package", "--allow-writing-to-package-directory", "choreo-generate", "--output", "Generated"])
        let generateLog = step("choreo-generate", generate)
        XCTAssertEqual(generate.result.status, 0, generateLog)
        let written = try FileManager.default.contentsOfDirectory(atPath: fixture.url("Generated").path).sorted()
        XCTAssertEqual(written, ["CardFlip.choreo.swift", "CardPop.choreo.swift", "ChoreoSupport.choreo.swift",
                                 "DetailCard.choreo.swift", "DetailPush.choreo.swift"])
        XCTAssertTrue(try fixture.read("Generated/CardPop.choreo.swift").hasPrefix(
            "// Generated by Choreo from Sources/FixtureApp/Transitions/Cards/CardStack.transition.yaml. Do not edit.\n"))
        let check = try fixture.swift(["package", "--allow-writing-to-package-directory", "choreo-generate", "--output", "Generated", "--check"])
        XCTAssertEqual(check.result.status, 0, step("choreo-generate --check", check))

        let lint = try fixture.swift(["package", "choreo-lint"])
        let lintLog = step("choreo-lint", lint)
        XCTAssertEqual(lint.result.status, 0, "a warning alone passes:\n" + lintLog)
        XCTAssertTrue(lintLog.contains("Detail.transition.yaml:10:13: warning: "), lintLog)
        XCTAssertTrue(lintLog.contains("Linted 3 files: 0 errors, 1 warning."), lintLog)

        let strict = try fixture.swift(["package", "choreo-lint", "--strict", "--reporter", "json"])
        let strictLog = step("choreo-lint --strict --reporter json", strict)
        XCTAssertNotEqual(strict.result.status, 0, "--strict makes the warning fail:\n" + strictLog)
        XCTAssertTrue(strict.result.stdout.contains("\"ruleId\" : \"duration_out_of_range\"")
            || strict.result.stdout.contains("\"ruleId\": \"duration_out_of_range\""), strictLog)

        // The app's hand-written Swift calls the generated API and has none of the pitfalls.
        let audit = try fixture.swift(["package", "choreo-audit", "--target", "FixtureApp", "--strict"])
        let auditLog = step("choreo-audit --strict", audit)
        XCTAssertEqual(audit.result.status, 0, auditLog)
        XCTAssertTrue(auditLog.contains(": 0 errors, 0 warnings."), auditLog)
        XCTAssertTrue(auditLog.contains("Audited "), auditLog)

        let navigation = try fixture.read(Self.navigationDetail)
        defer { try? fixture.write(Self.navigationDetail, navigation) }
        try fixture.write(Self.navigationDetail, navigation.replacingOccurrences(of: "  duration: 0.35\n", with: "  durration: 0.35\n"))
        let failing = try fixture.swift(["package", "choreo-lint", "--target", "FixtureApp"])
        let failingLog = step("choreo-lint with a lint error", failing)
        XCTAssertNotEqual(failing.result.status, 0, failingLog)
        XCTAssertTrue(failingLog.contains("\(Self.navigationDetail):6:3: error: unknown key 'durration'"), failingLog)
        XCTAssertTrue(failingLog.contains("(unknown_key)"), failingLog)
    }
}
