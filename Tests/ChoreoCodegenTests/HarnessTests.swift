import ChoreoCodegen
import ChoreoSpec
import XCTest

/// Proves the verification harness itself: hand-written animators (Tests/Fixtures/harness) that are
/// right must pass, and each classic mistake must be caught by the type-check or by the simulation.
final class HarnessTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/harness")

    private func fixture(_ name: String) throws -> String {
        try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    /// The hand-written fixtures are written for the default deployment target, iOS 13.
    private func typecheck(_ name: String) throws -> TypeCheckResult {
        try SwiftTypeChecker.shared.typecheck(source: try fixture(name), fileName: name, deploymentTarget: .default)
    }

    // MARK: Type-check

    func testCorrectModalTransitionTypeChecksWithoutWarnings() throws {
        let result = try typecheck("CorrectModalTransition.swift")
        XCTAssertTrue(result.succeeded, result.description)
        XCTAssertEqual(result.diagnostics, [])
    }

    func testSelectorNamingAMissingMethodIsATypeCheckError() throws {
        let result = try typecheck("MissingSelectorTarget.swift")
        XCTAssertFalse(result.succeeded)
        XCTAssertTrue(result.errors.contains { $0.line == 7 && $0.message.contains("handlePan") }, result.description)
    }

    func testSelectorNamingANonObjCMethodIsATypeCheckError() throws {
        let source = """
        import UIKit

        @MainActor final class Handler: NSObject {
            func install(on view: UIView) {
                view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
            }

            func handlePan(_ gesture: UIPanGestureRecognizer) {}
        }
        """
        let result = try SwiftTypeChecker.shared.typecheck(source: source, fileName: "NotObjC.swift", deploymentTarget: .default)
        XCTAssertTrue(result.errors.contains { $0.line == 5 && $0.message.contains("not exposed to Objective-C") }, result.description)
    }

    func testSwift6ConcurrencyViolationIsATypeCheckError() throws {
        let result = try typecheck("ConcurrencyViolation.swift")
        XCTAssertTrue(result.errors.contains { $0.line == 7 && $0.message.contains("main actor-isolated") }, result.description)
    }

    func testNearMissDelegateSignatureTypeChecksAsOnIOS() throws {
        let result = try typecheck("NearMissDelegate.swift")
        XCTAssertEqual(result.errors, [], result.description)
    }

    func testMissingCompleteTransitionTypeChecks() throws {
        let result = try typecheck("MissingCompleteTransition.swift")
        XCTAssertTrue(result.succeeded, result.description)
    }

    func testWarningsCountAsFailures() throws {
        let source = """
        import UIKit

        @MainActor func unusedValue(_ view: UIView) {
            let frame = view.frame
        }
        """
        let result = try SwiftTypeChecker.shared.typecheck(source: source, fileName: "Warning.swift", deploymentTarget: .default)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.warnings.first?.line, 4, result.description)
        XCTAssertFalse(result.succeeded)
    }

    // MARK: Deployment target

    private static let newerAPIs = """
    import UIKit

    @MainActor func springs(_ view: UIView) -> UIViewPropertyAnimator {
        UIView.animate(springDuration: 0.4, bounce: 0.2) { view.alpha = 0 }
        let timing = UISpringTimingParameters(duration: 0.4, bounce: 0.2, initialVelocity: .zero)
        view.anchorPoint = CGPoint(x: 0, y: 0.5)
        return UIViewPropertyAnimator(duration: 0, timingParameters: timing)
    }
    """

    func testAPIFromIOS17TypeChecksForIOS17() throws {
        let result = try SwiftTypeChecker.shared.typecheck(source: Self.newerAPIs, fileName: "Springs.swift",
                                                           deploymentTarget: DeploymentTarget(major: 17))
        XCTAssertTrue(result.succeeded, result.description)
        XCTAssertEqual(result.diagnostics, [])
    }

    func testAPINewerThanTheDeploymentTargetFailsNamingTheVersionItCameIn() throws {
        let result = try SwiftTypeChecker.shared.typecheck(source: Self.newerAPIs, fileName: "Springs.swift",
                                                           deploymentTarget: DeploymentTarget(major: 13))
        XCTAssertFalse(result.succeeded)
        let found = result.warnings.map { "\($0.line): \($0.message)" }
        XCTAssertEqual(found.count, 3, result.description)
        XCTAssertTrue(found.contains { $0.hasPrefix("4: 'animate(springDuration:") && $0.contains("is deprecated: introduced in iOS 17.0, later than the deployment target") }, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("5: 'init(duration:bounce:initialVelocity:)' is deprecated: introduced in iOS 17.0") }, "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("6: 'anchorPoint' is deprecated: introduced in iOS 16.0") }, "\(found)")
        XCTAssertTrue(result.description.hasPrefix("type-checked for iOS 13.0:"), result.description)
    }

    /// A limit (Docs/Verification.md): the Linux check cannot see `if #available`, so a guarded use
    /// fails too. Choreo's generator never guards (it uses newer API only when the target has it).
    func testAGuardedUseOfNewerAPIIsStillFlaggedOnLinux() throws {
        #if os(Linux)
        let source = """
        import UIKit

        @MainActor func spring(_ view: UIView) {
            if #available(iOS 17, *) {
                UIView.animate(springDuration: 0.4) { view.alpha = 0 }
            }
        }
        """
        let result = try SwiftTypeChecker.shared.typecheck(source: source, fileName: "Guarded.swift", deploymentTarget: .default)
        XCTAssertEqual(result.warnings.map(\.line), [5], result.description)
        #else
        throw XCTSkip("the iOS SDK honours if #available")
        #endif
    }

    func testEachTargetGetsTheFlagsOfTheVersionsAboveIt() {
        XCTAssertEqual(UIKitModel.availabilityThresholds, [DeploymentTarget(major: 16), DeploymentTarget(major: 17)],
                       "every CHOREO_BELOW_IOS_ version the model marks")
        XCTAssertEqual(SwiftTypeChecker.availabilityFlags(for: DeploymentTarget(major: 13)),
                       ["CHOREO_BELOW_IOS_16_0", "CHOREO_BELOW_IOS_17_0"])
        XCTAssertEqual(SwiftTypeChecker.availabilityFlags(for: DeploymentTarget(major: 16, minor: 4)), ["CHOREO_BELOW_IOS_17_0"])
        XCTAssertEqual(SwiftTypeChecker.availabilityFlags(for: DeploymentTarget(major: 17)), [])
        XCTAssertEqual(SwiftTypeChecker.availabilityFlags(for: DeploymentTarget(major: 18)), [])
    }

    // MARK: Package access

    func testPackageDeclarationsTypeCheckAcrossFiles() throws {
        let result = try SwiftTypeChecker.shared.typecheck(files: [
            ("Animator.swift", """
            import UIKit

            @MainActor package final class PackageAnimator: NSObject {
                package static func make() -> PackageAnimator { PackageAnimator() }
            }
            """),
            ("Use.swift", """
            @MainActor package func use() -> AnyObject { PackageAnimator.make() }
            """),
        ], deploymentTarget: .default)
        XCTAssertTrue(result.succeeded, result.description)
    }
}
