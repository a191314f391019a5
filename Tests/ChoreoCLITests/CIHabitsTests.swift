import ChoreoCLI
import ChoreoYAML
import Foundation
import XCTest

/// What a team puts in CI: the pre-commit hooks the repository ships, and the GitHub Actions
/// workflow of Docs/Reporters.md that uploads SARIF to code scanning.
final class CIHabitsTests: XCTestCase {
    static let root = ChoreoProcess.repositoryRoot

    /// Each hook of `.pre-commit-hooks.yaml` as its keys' scalar values.
    static func hooks() throws -> [[String: String]] {
        let text = try String(contentsOf: root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let documents = YAMLStream.readAll(bytes: Array(text.utf8), limits: .default)
        XCTAssertEqual(documents.count, 1)
        XCTAssertEqual(documents.first?.issues ?? [], [])
        let list = try XCTUnwrap(documents.first?.root?.sequence, "the hooks file is a list of hooks")
        return list.map { hook in
            var fields: [String: String] = [:]
            for entry in hook.mapping ?? [] {
                guard let key = entry.key.scalar?.text else { continue }
                fields[key] = entry.value.scalar?.text ?? entry.value.sequence?.compactMap(\.scalar?.text).joined(separator: ",")
            }
            return fields
        }
    }

    func testThePreCommitHooksBuildChoreoWithSwiftAndLintSpecsAndAuditSwift() throws {
        let hooks = try Self.hooks()
        XCTAssertEqual(hooks.map { $0["id"] }, ["choreo-lint", "choreo-audit"])
        XCTAssertEqual(hooks.map { $0["entry"] }, ["choreo lint", "choreo audit"])
        for hook in hooks {
            XCTAssertEqual(hook["language"], "swift", "pre-commit builds the package and runs its executable")
            XCTAssertNotNil(hook["name"])
        }
        // `choreo` is the executable pre-commit finds in the package's release build.
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(#".executable(name: "choreo""#))
        XCTAssertEqual(hooks[1]["types"], "swift")
    }

    func testTheLintHookTakesExactlyTheFilesChoreoLintsAsSpecs() throws {
        let pattern = try XCTUnwrap(try Self.hooks().first?["files"])
        let regex = try NSRegularExpression(pattern: pattern)
        func matches(_ name: String) -> Bool {
            regex.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
        }
        for name in ["Specs/CardPop.transition.yaml", "App/Sheet.transition.yml"] {
            XCTAssertTrue(matches(name), name)
            XCTAssertTrue(SpecFileDiscovery.isSpecFile(String(name.split(separator: "/").last!)), name)
        }
        for name in [".choreo.yml", "Specs/CardPop.yaml", "CardPop.transition.yaml.orig", ".github/workflows/ci.yml"] {
            XCTAssertFalse(matches(name), name)
        }
    }

    /// The workflow block of Docs/Reporters.md.
    static func workflow() throws -> String {
        let page = try String(contentsOf: root.appendingPathComponent("Docs/Reporters.md"), encoding: .utf8)
        let blocks = page.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "\n```").first ?? "" }
        return try XCTUnwrap(blocks.first { $0.hasPrefix("# .github/workflows/") }, "Reporters.md has no workflow")
    }

    func testTheCodeScanningWorkflowIsAValidWorkflowThatUploadsBothLogs() throws {
        let workflow = try Self.workflow()
        guard let validator = SARIFValidator.executable() else {
            throw XCTSkip("check-jsonschema is not installed (Scripts/test.sh installs it: pip install check-jsonschema)")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-workflow-\(UUID().uuidString).yml")
        try Data(workflow.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: validator)
        process.arguments = ["--builtin-schema", "vendor.github-workflows", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, output)

        XCTAssertTrue(workflow.contains("security-events: write"), "upload-sarif needs it")
        XCTAssertEqual(workflow.components(separatedBy: "uses: github/codeql-action/upload-sarif@").count - 1, 2)
        for log in ["choreo-lint.sarif", "choreo-audit.sarif"] {
            XCTAssertTrue(workflow.contains("sarif_file: \(log)"), log)
        }
    }

    /// The workflow's `choreo` commands, run as written in an app's repository, write SARIF that
    /// validates, and exit 0 or 1 (so that `|| [ $? -eq 1 ]` lets the upload run).
    func testTheWorkflowsCommandsWriteValidSARIF() throws {
        let commands = try Self.workflow().components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix(".choreo/.build/release/choreo ") }
        XCTAssertEqual(commands.count, 2)
        let app = try TemporaryDirectory()
        let appURL = URL(fileURLWithPath: app.path)
        try FileManager.default.createDirectory(at: appURL.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        try "transition: Card\nkind: modal\npresentation: { style: custom }\npresent: { effect: slideUp }\ndismiss: reverse\n"
            .write(to: appURL.appendingPathComponent("Sources/App/Card.transition.yaml"), atomically: true, encoding: .utf8)
        try """
            import UIKit
            final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using context: UIViewControllerContextTransitioning) {
                    UIView.animate(withDuration: 0.3, animations: {}) { _ in context.completeTransition(true) }
                }
            }
            """.write(to: appURL.appendingPathComponent("Sources/App/Fade.swift"), atomically: true, encoding: .utf8)
        for command in commands {
            let words = command.components(separatedBy: " > ").first?.split(separator: " ").dropFirst().map(String.init) ?? []
            let outcome = try ChoreoProcess.run(words, in: appURL)
            XCTAssertTrue([0, 1].contains(outcome.status), "\(command): exit \(outcome.status)\n\(outcome.stderr)")
            XCTAssertTrue(outcome.stdoutText.contains("\"ruleId\""), "\(command) found nothing to show:\n\(outcome.stdoutText)")
            try SARIFValidator.assertValid(outcome.stdoutText)
        }
    }
}
