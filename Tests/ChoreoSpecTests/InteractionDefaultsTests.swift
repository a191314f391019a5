import ChoreoSpec
import XCTest

/// Interactive phases default their gesture from the phase's motion.
final class InteractionDefaultsTests: XCTestCase {
    func interaction(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> Interaction? {
        let transition = lowered(yaml, file: file, line: line)
        XCTAssertEqual(transition?.interactions.count, 1, file: file, line: line)
        return transition?.interactions.first
    }

    func testADismissThatMovesThePresentedViewDownIsPannedDown() {
        let found = interaction("""
            transition: T
            kind: modal
            present: { effect: cover, direction: fromBottom }
            dismiss: reverse
            interactive:
              dismiss: {}
            """)
        XCTAssertEqual(found?.gesture, .pan)
        XCTAssertEqual(found?.direction, .down)
        XCTAssertEqual(found?.edge, .top)
        XCTAssertEqual(found?.finishAt, Interaction.defaultFinishAt)
        XCTAssertEqual(found?.finishVelocity, Interaction.defaultFinishVelocity)
    }

    func testAPopWhoseOutgoingViewLeavesToTheTrailingSideIsAnEdgePanFromTheLeadingEdge() {
        let found = interaction("""
            transition: N
            kind: navigation
            push: { effect: push, direction: fromTrailing }
            pop: reverse
            interactive:
              pop: {}
            """)
        XCTAssertEqual(found?.gesture, .edgePan)
        XCTAssertEqual(found?.edge, .leading)
        XCTAssertEqual(found?.direction, .trailing)
    }

    func testAbsoluteHorizontalMotionGivesLeftAndRight() {
        let found = interaction("""
            transition: T
            kind: modal
            present: { effect: slide, direction: fromRight }
            dismiss: reverse
            interactive:
              dismiss: { gesture: edgePan }
            """)
        XCTAssertEqual(found?.edge, .left)
        XCTAssertEqual(found?.direction, .right)
    }

    func testWithoutMotionABackwardPhaseIsSwipedDown() {
        let found = interaction("transition: T\nkind: modal\npresent: { effect: fade }\ndismiss: reverse\ninteractive: { dismiss: {} }\n")
        XCTAssertEqual(found?.direction, .down)
        XCTAssertEqual(found?.edge, .leading)
    }

    func testWrittenGestureSettingsWin() {
        let found = interaction("""
            transition: T
            kind: modal
            present: { effect: cover, direction: fromBottom }
            dismiss: reverse
            interactive:
              dismiss: { gesture: pan, direction: right, finishAt: 0.3, finishVelocity: 500 }
            """)
        XCTAssertEqual(found?.direction, .right)
        XCTAssertEqual(found?.finishAt, 0.3)
        XCTAssertEqual(found?.finishVelocity, 500)
    }
}
