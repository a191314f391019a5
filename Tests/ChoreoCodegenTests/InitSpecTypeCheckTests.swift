@testable import ChoreoCLI
import ChoreoCodegen
import ChoreoSpec
import XCTest

/// What `choreo init` writes is a spec that generates code which compiles: every kind with its
/// default effect, and every effect in a modal and a navigation transition, type-checked in one
/// compiler call against the UIKit model (the iOS SDK on macOS).
final class InitSpecTypeCheckTests: XCTestCase {
    func testTheCodeGeneratedFromEveryStarterSpecTypeChecks() throws {
        var templates = TransitionKind.allCases.map { InitTemplate(name: "Init\($0.rawValue.capitalized)", kind: $0,
                                                                   effect: InitTemplate.defaultEffect(for: $0)) }
        for kind in [TransitionKind.modal, .navigation] {
            for effect in Effect.allCases where effect != InitTemplate.defaultEffect(for: kind) {
                templates.append(InitTemplate(name: "Init\(kind.rawValue.capitalized)\(effect.rawValue.capitalized)",
                                              kind: kind, effect: effect))
            }
        }
        var files: [(name: String, source: String)] = []
        let options = CodegenOptions()  // what `choreo generate` uses without a .choreo.yml
        for template in templates {
            let loaded = SpecPipeline.load(bytes: Array(template.text.utf8), file: template.fileName)
            XCTAssertFalse(loaded.diagnostics.contains { $0.severity == .error }, "\(template.fileName): \(loaded.diagnostics)")
            let transition = try XCTUnwrap(loaded.transitions.first, template.fileName)
            let file = SwiftEmitter(options: options).emit(transition)
            files.append((file.fileName, file.contents))
        }
        XCTAssertEqual(Set(files.map(\.name)).count, templates.count)
        files.append((SwiftEmitter.supportFileName, SwiftEmitter().emitSupport().contents))
        let result = try SwiftTypeChecker.shared.typecheck(files: files, deploymentTarget: options.deploymentTarget)
        XCTAssertTrue(result.succeeded, result.description)
    }
}
