@testable import ChoreoCLI
import ChoreoLint
import ChoreoSpec
import Foundation
import XCTest

final class InitCommandTests: XCTestCase {
    func findings(in text: String, file: String = "Starter.transition.yaml") -> [Diagnostic] {
        var linter = Linter()
        linter.lint(Array(text.utf8), file: file)
        return linter.finish()
    }

    func testTheStarterSpecOfEachKindLintsCleanWithTheDefaultConfiguration() {
        for kind in TransitionKind.allCases {
            let template = InitTemplate(name: "Starter", kind: kind, effect: InitTemplate.defaultEffect(for: kind))
            XCTAssertEqual(findings(in: template.text).map(describe), [], "\(kind)")
            let loaded = SpecPipeline.load(bytes: Array(template.text.utf8), file: "Starter.transition.yaml")
            XCTAssertEqual(loaded.transitions.map(\.kind), [kind])
        }
    }

    /// Every effect in every kind loads without an error; only effects that are themselves a
    /// navigation pitfall (large scale or rotation in a push, or in a switch between tabs) draw a warning, and
    /// `init` prints it.
    func testEveryKindAndEffectLintsWithoutErrorsAndWarnsOnlyAboutLargeNavigationEffects() {
        for kind in TransitionKind.allCases {
            for effect in Effect.allCases {
                let text = InitTemplate(name: "Starter", kind: kind, effect: effect).text
                let found = findings(in: text)
                let expected: Set<String> = [.navigation, .tabBar].contains(kind) && [.zoom, .pop, .rotate].contains(effect)
                    ? ["large_effect_in_navigation"] : []
                XCTAssertEqual(Set(found.map(\.ruleID)), expected, "\(kind) \(effect): \(found.map(describe))")
                XCTAssertFalse(found.contains { $0.severity == .error }, "\(kind) \(effect)")
            }
        }
    }

    func testInitWritesTheFileAndSaysWhatToDoNext() throws {
        let directory = try TemporaryDirectory()
        let result = CLIHarness.run(["init", "CardPop"], in: directory.path)
        XCTAssertEqual(result.status, .success, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(result.stdout.hasPrefix("Wrote CardPop.transition.yaml\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("choreo lint CardPop.transition.yaml"), result.stdout)
        let text = try String(contentsOfFile: directory.path + "/CardPop.transition.yaml", encoding: .utf8)
        XCTAssertEqual(text, InitTemplate(name: "CardPop", kind: .modal, effect: .cover).text)
        XCTAssertTrue(text.contains("transition: CardPop "))
        XCTAssertTrue(text.contains("kind: modal "))
        XCTAssertFalse(text.split(separator: "\n").contains { $0.hasSuffix(" ") }, "no trailing spaces")
    }

    func testKindAndEffectChooseTheTemplate() throws {
        let directory = try TemporaryDirectory()
        let result = CLIHarness.run(["init", "Drawer", "--kind", "navigation", "--effect", "slide"], in: directory.path)
        XCTAssertEqual(result.status, .success, result.stderr)
        let text = try String(contentsOfFile: directory.path + "/Drawer.transition.yaml", encoding: .utf8)
        XCTAssertTrue(text.contains("\npush: "))
        XCTAssertTrue(text.contains("\n  effect: slide "))
        XCTAssertTrue(text.contains("\n  direction: fromTrailing "))
        XCTAssertTrue(text.contains("\n  pop: { gesture: edgePan }"), "a custom pop keeps a back swipe")
        XCTAssertFalse(text.contains("\npresentation:"), "a navigation controller presents nothing")
    }

    func testAChosenPitfallIsReportedRightAway() throws {
        let directory = try TemporaryDirectory()
        let result = CLIHarness.run(["init", "Spin", "--kind", "navigation", "--effect", "rotate"], in: directory.path)
        XCTAssertEqual(result.status, .success)
        XCTAssertTrue(result.stderr.contains("Spin.transition.yaml:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("(large_effect_in_navigation)"), result.stderr)
    }

    func testInitNeverReplacesAnExistingFile() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("CardPop.transition.yaml", "transition: Mine\n")
        let result = CLIHarness.run(["init", "CardPop"], in: directory.path)
        XCTAssertEqual(result.status, .cannotCreate)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix("CardPop.transition.yaml: error: the file exists already"), result.stderr)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "transition: Mine\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertEqual(leftovers, ["CardPop.transition.yaml"], "no temporary file left behind")
    }

    func testANameThatIsNotASwiftTypeNameIsAUsageErrorWithTheCapitalisedName() throws {
        let directory = try TemporaryDirectory()
        let result = CLIHarness.run(["init", "cardPop"], in: directory.path)
        XCTAssertEqual(result.status, .usage)
        XCTAssertTrue(result.stderr.contains("'cardPop' is not a valid Swift type name"), result.stderr)
        XCTAssertTrue(result.stderr.contains("did you mean 'CardPop'?"), result.stderr)
        XCTAssertTrue(result.stderr.contains("usage: choreo init"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])

        let spaced = CLIHarness.run(["init", "card pop"], in: directory.path)
        XCTAssertEqual(spaced.status, .usage)
        XCTAssertTrue(spaced.stderr.contains("did you mean 'CardPop'?"), spaced.stderr)
        XCTAssertEqual(CLIHarness.run(["init", "Type"], in: directory.path).status, .usage)
    }

    /// Issue 30, item 5: `init ChoreoSupport` used to write a spec that `generate` refused (its
    /// file would replace the support file), and `init UIStoryboard` one whose Swift did not compile.
    func testANameWhoseGeneratedTypesCollideIsRefusedBeforeAnythingIsWritten() throws {
        let directory = try TemporaryDirectory()
        for name in ["ChoreoSupport", "UIStoryboard", "Choreo", "UI"] {
            let result = CLIHarness.run(["init", name], in: directory.path)
            XCTAssertEqual(result.status, .usage, name)
            XCTAssertTrue(result.stderr.contains("would collide with or hide"), result.stderr)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testAnUnknownKindOrEffectIsAUsageErrorWithASuggestion() throws {
        let directory = try TemporaryDirectory()
        let kind = CLIHarness.run(["init", "Card", "--kind", "modl"], in: directory.path)
        XCTAssertEqual(kind.status, .usage)
        XCTAssertTrue(kind.stderr.contains("modal"), kind.stderr)
        let effect = CLIHarness.run(["init", "Card", "--effect", "zoomm"], in: directory.path)
        XCTAssertEqual(effect.status, .usage)
        XCTAssertTrue(effect.stderr.contains("zoom"), effect.stderr)
        XCTAssertEqual(CLIHarness.run(["init"], in: directory.path).status, .usage)
    }

    func testOutputNamesAFolderToCreateOrAFile() throws {
        let directory = try TemporaryDirectory()
        let folder = CLIHarness.run(["init", "Card", "--output", "Specs/Modals"], in: directory.path)
        XCTAssertEqual(folder.status, .success, folder.stderr)
        XCTAssertTrue(FileReader.isRegularFile(directory.path + "/Specs/Modals/Card.transition.yaml"))
        let file = CLIHarness.run(["init", "Card", "-o", "card.transition.yml"], in: directory.path)
        XCTAssertEqual(file.status, .success, file.stderr)
        XCTAssertTrue(FileReader.isRegularFile(directory.path + "/card.transition.yml"))
    }

    func testAnOutputThatCannotBeCreatedExitsWith73() throws {
        let directory = try TemporaryDirectory()
        try directory.write("taken", "a file where a folder should be")
        let result = CLIHarness.run(["init", "Card", "--output", "taken/specs"], in: directory.path)
        XCTAssertEqual(result.status, .cannotCreate)
        XCTAssertTrue(result.stderr.contains("error: cannot write"), result.stderr)
    }

    /// The starter spec goes through the real `generate`, which lints first and writes nothing
    /// while a spec has errors.
    func testTheStarterSpecOfEachKindGenerates() throws {
        for kind in TransitionKind.allCases {
            let directory = try TemporaryDirectory()
            XCTAssertEqual(CLIHarness.run(["init", "Starter", "--kind", kind.rawValue], in: directory.path).status, .success)
            let result = CLIHarness.run(["generate", "--output", "Generated", "Starter.transition.yaml"], in: directory.path)
            XCTAssertEqual(result.status, .success, "\(kind): \(result.stdout)\(result.stderr)")
            let swift = try String(contentsOfFile: directory.path + "/Generated/Starter.choreo.swift", encoding: .utf8)
            XCTAssertTrue(swift.contains("StarterAnimator"), "\(kind)")
        }
    }

    func testTheStarterSpecOfEachKindValidatesAgainstTheShippedSchema() throws {
        let directory = try TemporaryDirectory()
        var files: [String] = []
        for kind in TransitionKind.allCases {
            for effect in Effect.allCases {
                let name = "S\(kind.rawValue.capitalized)\(effect.rawValue.capitalized)"
                files.append(try directory.write("\(name).transition.yaml", InitTemplate(name: name, kind: kind, effect: effect).text))
            }
        }
        guard let executable = SARIFValidator.executable() else {
            throw XCTSkip("check-jsonschema is not installed (Scripts/test.sh installs it: python3 -m pip install check-jsonschema)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--schemafile", SchemaCommandTests.shipped.path] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, output)
    }

    private func describe(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.range.start.line):\(diagnostic.range.start.column) \(diagnostic.ruleID): \(diagnostic.message)"
    }
}
