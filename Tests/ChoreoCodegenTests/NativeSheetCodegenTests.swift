import ChoreoCodegen
import ChoreoSpec
import XCTest

/// What a native sheet generates at each deployment target: the sheet's API behind `if #available(iOS 15.0, *)`
/// only when the target is older, custom detents behind `if #available(iOS 16.0, *)` only when it is older than 16,
/// with the nearer system detents in the `else`; and nothing of an animated transition.
final class NativeSheetCodegenTests: XCTestCase {
    private func generated(_ sheet: String, target: Int) throws -> String {
        let yaml = """
            transition: Details
            kind: modal
            presentation:
              style: pageSheet
              sheet: \(sheet)
            """
        let result = SpecPipeline.load(bytes: Array(yaml.utf8), file: "Details.transition.yaml")
        let transition = try XCTUnwrap(result.transitions.first, "\(result.diagnostics)")
        return SwiftEmitter(options: CodegenOptions(deploymentTarget: DeploymentTarget(major: target))).emit(transition).contents
    }

    func testTheSheetIsGuardedOnlyBelowIOS15() throws {
        let old = try generated("{ detents: [medium, large], grabber: true }", target: 13)
        XCTAssertTrue(old.contains("viewController.modalPresentationStyle = .pageSheet\n        if #available(iOS 15.0, *) {"), old)
        XCTAssertTrue(old.contains("sheet.detents = [.medium(), .large()]"), old)
        XCTAssertFalse(old.contains("#available(iOS 16.0"), "system detents need no iOS 16 check")
        let new = try generated("{ detents: [medium, large], grabber: true }", target: 15)
        XCTAssertFalse(new.contains("#available"), new)
        XCTAssertTrue(new.contains("sheet.prefersGrabberVisible = true"), new)
    }

    func testCustomDetentsAreGuardedBelowIOS16WithTheNearerSystemDetentsInstead() throws {
        let sheet = "{ detents: [0.3, 0.8, large], undimmedUpTo: 0.3 }"
        let at15 = try generated(sheet, target: 15)
        XCTAssertTrue(at15.contains("if #available(iOS 16.0, *) {"), at15)
        XCTAssertTrue(at15.contains("context.maximumDetentValue * 0.3"), at15)
        XCTAssertTrue(at15.contains("} else {\n            sheet.detents = [.medium(), .large()]\n            sheet.largestUndimmedDetentIdentifier = .medium\n        }"), at15)
        let at16 = try generated(sheet, target: 16)
        XCTAssertFalse(at16.contains("#available"), at16)
        XCTAssertTrue(at16.contains(#"sheet.largestUndimmedDetentIdentifier = UISheetPresentationController.Detent.Identifier(rawValue: "fraction-0.3")"#)
                      || at16.contains(#"rawValue: "fraction-0.3""#), at16)
    }

    func testANativeSheetHasNoAnimatorDelegateOrPresentationController() throws {
        let text = try generated("{ detents: [medium] }", target: 13)
        for absent in ["Animator", "TransitioningDelegate", "PresentationController:", "completeTransition"] {
            XCTAssertFalse(text.contains(absent), "\(absent) in\n\(text)")
        }
        XCTAssertTrue(text.contains("func presentDetails("), text)
        XCTAssertTrue(text.contains("enum DetailsSheetConfiguration"), text)
    }
}
