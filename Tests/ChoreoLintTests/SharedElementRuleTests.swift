import ChoreoLint
import ChoreoSpec
import XCTest

/// The shared-element rules beyond their catalogue examples: where a mirrored phase's finding
/// points, what "far" is, and the related location of a duplicate.
final class SharedElementRuleTests: XCTestCase {
    private func navigation(push: String, pop: String = "reverse") -> String {
        """
        transition: PhotoDetail
        kind: navigation
        shared:
          - id: photo
        push: \(push)
        pop: \(pop)
        interactive:
          pop: { gesture: edgePan }
        """
    }

    private func screenMotion(_ text: String) -> [String] {
        LintHarness.lint(text).filter { $0.ruleID == "shared_element_against_screen_motion" }
            .map { "\($0.location) \($0.message)" }
    }

    func testAMirroredPushsParallaxIsFarAndPointsAtThePopKey() {
        // push: the new screen slides the whole width; pop: the list comes back from -0.3 (the parallax).
        XCTAssertEqual(screenMotion(navigation(push: "{ effect: push }")), [
            "5:17 push moves the destination screen 100% of the way off screen while shared elements fly to it",
            "6:1 pop moves the destination screen 30% of the way off screen while shared elements fly to it",
        ])
    }

    func testAQuarterOfTheContainerIsFarAndLessIsNot() {
        XCTAssertEqual(screenMotion(navigation(push: "{ effect: fade, to: { start: { offset: [0.25, 0] } } }", pop: "{ effect: fade }")).count, 1)
        XCTAssertEqual(screenMotion(navigation(push: "{ effect: fade, to: { start: { offset: [0.24, 0.24] } } }", pop: "{ effect: fade }")), [])
    }

    func testTheOutgoingScreensMotionDoesNotCount() {
        // uncover moves only the outgoing view: the destination rests, so the elements land where they aim.
        XCTAssertEqual(screenMotion(navigation(push: "{ effect: uncover }", pop: "{ effect: fade }")), [])
    }

    func testADuplicateNamesTheFirstDeclarationAsRelated() throws {
        let text = navigation(push: "{ effect: fade }").replacingOccurrences(of: "  - id: photo", with: "  - id: photo\n  - id: photo")
        let found = try XCTUnwrap(LintHarness.lint(text).first { $0.ruleID == "duplicate_shared_element" })
        XCTAssertEqual(found.location.line, 5)
        XCTAssertEqual(found.related.map { "\($0.location.line):\($0.location.column)" }, ["4:9"])
    }
}
