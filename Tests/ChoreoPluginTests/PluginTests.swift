import ChoreoCodegen
import ChoreoSpec
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

    /// Lines of `choreo generate`'s progress (files written or unchanged, the summary), which a
    /// build must not print: only findings and failures belong in its log.
    private func progressLines(in log: String) -> [String] {
        log.split(separator: "\n").map(String.init).filter { line in
            ["wrote ", "unchanged ", "left over ", "removed ", "Generated "].contains { line.hasPrefix($0) }
        }
    }

    /// `swift build`, which must succeed and print no progress of Choreo's; its log.
    private func build(_ fixture: PluginFixture, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        var run = try fixture.swift(["build"])
        var log = step(name, run)
        // SwiftPM's own `swift-build` has crashed here (signal 11 in its dispatch threads, "*** Program crashed",
        // once in a CI run) while linking the plugin's tool. Such a run says nothing of the plugin, so it runs once
        // more; a second crash, or any other failure, fails the test.
        if run.result.status != 0, log.contains("*** Program crashed") {
            run = try fixture.swift(["build"])
            log = step(name + ", again after swift-build crashed", run)
        }
        XCTAssertEqual(run.result.status, 0, log, file: file, line: line)
        XCTAssertEqual(progressLines(in: log), [], "a build prints only problems:\n" + log, file: file, line: line)
        XCTAssertFalse(log.contains("missing inputs"), log, file: file, line: line)
        return log
    }

    private func generated(_ fixture: PluginFixture, _ name: String) throws -> String {
        try String(contentsOf: try XCTUnwrap(fixture.generatedFiles()[name], "no \(name) generated"), encoding: .utf8)
    }

    func testTheBuildPluginGeneratesOneTypeCheckedFilePerSpecAndRegeneratesOnlyWhatChanged() throws {
        let fixture = try PluginFixture.shared()

        // 1. The build succeeds, generating one file per spec; a lint warning does not fail it, and
        //    is all Choreo prints.
        let firstLog = try build(fixture, "first build")
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

        // 3. Nothing changed, nothing is generated. (The build right after a clean one plans once
        //    more: the clean build planned before SwiftPM's plan step had a record. A plan relinks
        //    the plugin's tool, which reruns every command; they rewrite nothing.)
        let dates = try fixture.generatedModificationDates()
        _ = try build(fixture, "second build (plans once more)")
        XCTAssertEqual(try fixture.generatedModificationDates(), dates, "no generated file was rewritten")
        let unchangedLog = try build(fixture, "build without changes")
        XCTAssertEqual(generationSteps(in: unchangedLog), [], "no generation ran:\n" + unchangedLog)
        XCTAssertEqual(try fixture.generatedModificationDates(), dates, "no generated file was rewritten")

        // 4. Editing one spec regenerates its file only.
        let original = try fixture.read(Self.cardStack)
        try fixture.write(Self.cardStack, original.replacingOccurrences(of: "duration: 0.3\n", with: "duration: 0.25\n"))
        let editedLog = try build(fixture, "build after editing one spec")
        XCTAssertEqual(generationSteps(in: editedLog), ["CardStack.transition.swift"], editedLog)
        let after = try fixture.generatedModificationDates()
        XCTAssertNotEqual(after["CardStack.transition.swift"], dates["CardStack.transition.swift"], "the edited spec's file was rewritten")
        for name in details {
            XCTAssertEqual(after[name], dates[name], "\(name) was left alone")
        }
        XCTAssertTrue(try generated(fixture, "CardStack.transition.swift").contains("duration: 0.25,"), "the new duration is in the code")

        try checkConfigurationChangesTakeEffectOnTheNextBuild(fixture, specFiles: names)
        try checkAddingAndRemovingASpec(fixture)

        // 7. A lint error fails the build at the spec's path, line and rule.
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

    /// 5. A `.choreo.yml` between the target's folder and the package's, edited in place, created
    ///    or deleted between builds, takes effect on the next build without a plan (nothing here
    ///    changes what SwiftPM plans from), and a deleted one never fails the build.
    private func checkConfigurationChangesTakeEffectOnTheNextBuild(_ fixture: PluginFixture, specFiles: [String]) throws {
        let configuration = try fixture.read(".choreo.yml")
        defer { try? fixture.write(".choreo.yml", configuration) }
        let publicDelegate = "public final class CardPopTransitioningDelegate"
        let internalDelegate = "\nfinal class CardPopTransitioningDelegate"

        try fixture.write(".choreo.yml", configuration.replacingOccurrences(of: "accessLevel: public", with: "accessLevel: internal"))
        let editedLog = try build(fixture, "build after editing .choreo.yml in place")
        XCTAssertEqual(generationSteps(in: editedLog), specFiles, "every spec's file follows the configuration:\n" + editedLog)
        XCTAssertTrue(try generated(fixture, "CardStack.transition.swift").contains(internalDelegate), "internal now")

        try fixture.write("Sources/.choreo.yml", "accessLevel: public\n")
        let createdLog = try build(fixture, "build after creating Sources/.choreo.yml")
        XCTAssertEqual(generationSteps(in: createdLog), specFiles, createdLog)
        XCTAssertTrue(try generated(fixture, "CardStack.transition.swift").contains(publicDelegate), "the nearer configuration applies")

        try fixture.remove("Sources/.choreo.yml")
        let deletedLog = try build(fixture, "build after deleting Sources/.choreo.yml")
        XCTAssertEqual(generationSteps(in: deletedLog), specFiles, deletedLog)
        XCTAssertTrue(try generated(fixture, "CardStack.transition.swift").contains(internalDelegate), "the package's applies again")

        try fixture.remove(".choreo.yml")
        let noneLog = try build(fixture, "build after deleting the package's .choreo.yml")
        XCTAssertEqual(generationSteps(in: noneLog), specFiles, noneLog)
        XCTAssertTrue(try generated(fixture, "CardStack.transition.swift").contains(internalDelegate), "the default access level")
        _ = try build(fixture, "build without a configuration, again")

        try fixture.write(".choreo.yml", configuration)
        let restoredLog = try build(fixture, "build after creating .choreo.yml again")
        XCTAssertEqual(generationSteps(in: restoredLog), specFiles, restoredLog)
        XCTAssertTrue(try generated(fixture, "CardStack.transition.swift").contains(publicDelegate))
    }

    /// 6. Adding or removing a spec makes SwiftPM plan again, which relinks the plugin's tool and so
    ///    reruns every command; they rewrite nothing, and the build after that runs none. A deleted
    ///    spec's file leaves the plugin's output folder.
    private func checkAddingAndRemovingASpec(_ fixture: PluginFixture) throws {
        let extra = "Sources/FixtureApp/Transitions/Extra.transition.yaml"
        try fixture.write(extra, "transition: ExtraFade\nkind: segue\npresentation:\n  style: fullScreen\n"
                              + "perform:\n  effect: fade\n  duration: 0.3\ndismiss: reverse\n")
        let before = try fixture.generatedModificationDates()
        _ = try build(fixture, "build after adding a spec (a plan)")
        var after = try fixture.generatedModificationDates()
        XCTAssertNotNil(after.removeValue(forKey: "Extra.transition.swift"), "the new spec's file: \(after.keys.sorted())")
        XCTAssertEqual(after, before, "the other files were not rewritten")
        let settledLog = try build(fixture, "build after the plan")
        XCTAssertEqual(generationSteps(in: settledLog), [], "a second build after a plan regenerates nothing:\n" + settledLog)

        try fixture.remove(extra)
        _ = try build(fixture, "build after removing the spec (a plan)")
        XCTAssertEqual(try fixture.generatedModificationDates(), before, "the removed spec's file is gone, the others untouched")
        let quietLog = try build(fixture, "build after that plan")
        XCTAssertEqual(generationSteps(in: quietLog), [], quietLog)
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
