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

    private func typecheck(_ name: String) throws -> TypeCheckResult {
        try SwiftTypeChecker.shared.typecheck(source: try fixture(name), fileName: name)
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
        let result = try SwiftTypeChecker.shared.typecheck(source: source, fileName: "NotObjC.swift")
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
        let result = try SwiftTypeChecker.shared.typecheck(source: source, fileName: "Warning.swift")
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.warnings.first?.line, 4, result.description)
        XCTAssertFalse(result.succeeded)
    }
}
