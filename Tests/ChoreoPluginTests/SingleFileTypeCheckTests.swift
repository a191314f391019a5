import ChoreoCLI
import ChoreoCodegen
import Foundation
import XCTest

/// `choreo generate --output File.swift` puts several transitions into one file. Their
/// declarations must not collide there: this type-checks such a file (modal, navigation and
/// segue, with gestures, dimming, corner radii and anchors, from one multi-document spec)
/// together with app code that calls each transition's API, with the generator's own harness.
final class SingleFileTypeCheckTests: XCTestCase {
    static let spec = """
        transition: SheetUp
        kind: modal
        presentation: { style: custom }
        present:
          effect: cover
          direction: fromBottom
          duration: 0.4
          to: { start: { cornerRadius: 20 }, end: { cornerRadius: 20 } }
          from: { end: { dim: 0.3 } }
        dismiss: reverse
        interactive:
          present: { gesture: pan, direction: up }
          dismiss: { gesture: pan, direction: down }
        ---
        transition: DeckPush
        kind: navigation
        push:
          effect: push
          direction: fromTrailing
          duration: 0.35
          from: { end: { dim: 0.1 } }
        pop: reverse
        interactive:
          pop: { gesture: edgePan, edge: leading }
        ---
        transition: CornerSpin
        kind: segue
        presentation: { style: fullScreen }
        perform:
          effect: rotate
          duration: 0.5
          spring: { bounce: 0.2 }
        dismiss: reverse

        """

    static let appCode = """
        import UIKit

        @MainActor
        final class HomeViewController: UIViewController {
            func wire(navigation: UINavigationController, destination: UIViewController) -> UIStoryboardSegue {
                presentSheetUp(UIViewController())
                addSheetUpPresentingGesture { UIViewController() }
                navigation.installDeckPush()
                return CornerSpinSegue(identifier: "spin", source: self, destination: destination)
            }
        }

        """

    func testSeveralTransitionsInOneFileTypeCheckWithTheCodeThatUsesThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-single-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.spec.utf8).write(to: folder.appendingPathComponent("Screens.transition.yaml"))

        let output = CapturedOutput()
        let errors = CapturedOutput()
        let context = CommandContext(
            environment: [:], workingDirectory: folder.path, readStandardInput: { .success([]) },
            standardOutput: output, standardError: errors)
        let status = CommandRunner(commands: CommandRegistry.commands)
            .run(["generate", "Screens.transition.yaml", "--output", "Transitions.swift"], context: context)
        XCTAssertEqual(status, .success, output.text + errors.text)
        let generated = try String(contentsOf: folder.appendingPathComponent("Transitions.swift"), encoding: .utf8)
        for name in ["SheetUp", "DeckPush", "CornerSpin"] {
            XCTAssertTrue(generated.contains("// MARK: - \(name)\n"), "\(name) is in the file")
        }

        let result = try SwiftTypeChecker.shared.typecheck(files: [
            ("Transitions.swift", generated),
            ("HomeViewController.swift", Self.appCode),
        ], deploymentTarget: .default)  // generated without a .choreo.yml
        XCTAssertTrue(result.succeeded, result.description)
    }

    /// The check must be able to fail: the same transition twice in one file is a redeclaration.
    func testTheTypeCheckCatchesACollisionBetweenTransitions() throws {
        let emitted = try XCTUnwrap(Self.spec.components(separatedBy: "---\n").first)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-single-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(emitted.utf8).write(to: folder.appendingPathComponent("a.transition.yaml"))
        let context = CommandContext(
            environment: [:], workingDirectory: folder.path, readStandardInput: { .success([]) },
            standardOutput: CapturedOutput(), standardError: CapturedOutput())
        XCTAssertEqual(CommandRunner(commands: CommandRegistry.commands)
            .run(["generate", "a.transition.yaml", "--output", "A.swift"], context: context), .success)
        let generated = try String(contentsOf: folder.appendingPathComponent("A.swift"), encoding: .utf8)
        let result = try SwiftTypeChecker.shared.typecheck(files: [("A.swift", generated), ("B.swift", generated)],
                                                           deploymentTarget: .default)
        XCTAssertFalse(result.succeeded)
        XCTAssertTrue(result.errors.contains { $0.message.contains("redeclaration") }, result.description)
    }
}
