import ChoreoSpec
import XCTest

/// `reverse` plays the counterpart phase backwards, exactly as Docs/SpecReference.md says.
final class PhaseMirroringTests: XCTestCase {
    func testReverseSwapsTheViewsRolesAndFlipsTheOrder() {
        let transition = lowered("""
            transition: T
            kind: modal
            presentation: { style: custom }
            present:
              effect: push
              direction: fromRight
              to: { start: { alpha: 0.2 }, end: { cornerRadius: 8 }, delay: 0.1 }
              from: { start: { dim: 0.3 }, end: { scale: 0.9 }, delay: 0.2 }
            dismiss: reverse
            """)
        guard let forward = transition?.forward, let backward = transition?.backward else { return XCTFail() }
        XCTAssertEqual(backward.role, .dismiss)
        XCTAssertTrue(backward.isMirrored)
        XCTAssertEqual(backward.outgoing.end, forward.incoming.start)
        XCTAssertEqual(backward.outgoing.start, forward.incoming.end)
        XCTAssertEqual(backward.incoming.start, forward.outgoing.end)
        XCTAssertEqual(backward.incoming.end, forward.outgoing.start)
        XCTAssertEqual(backward.outgoing.delay, 0.1, "per-view delays move with their view")
        XCTAssertEqual(backward.incoming.delay, 0.2)
        XCTAssertEqual(backward.order, .fromAbove)
        XCTAssertEqual(backward.direction, .fromLeft)
        XCTAssertEqual(backward.duration, forward.duration)
    }

    func testReverseTimeReversesNamedCurves() {
        let transition = lowered("transition: T\nkind: modal\npresent: { effect: fade, curve: easeOut }\ndismiss: reverse\n")
        XCTAssertEqual(transition?.backward?.timing, .curve(.easeIn))
    }

    func testReverseTimeReversesABezierCurve() {
        let transition = lowered("transition: T\nkind: modal\npresent: { effect: fade, curve: [0.1, 0.2, 0.3, 0.4] }\ndismiss: reverse\n")
        guard case .curve(.bezier(let x1, let y1, let x2, let y2))? = transition?.backward?.timing else { return XCTFail() }
        XCTAssertEqual([x1, y1, x2, y2], [0.7, 0.6, 0.9, 0.8], accuracy: 1e-12)
    }

    func testReverseKeepsASpringAsItIs() {
        let transition = lowered("transition: T\nkind: modal\npresent: { effect: zoom, spring: { bounce: 0.2 } }\ndismiss: reverse\n")
        XCTAssertEqual(transition?.backward?.timing, transition?.forward.timing)
    }

    func testReverseKeepsEachViewsAnchor() {
        let transition = lowered("transition: T\nkind: modal\npresent: { effect: rotate }\ndismiss: reverse\n")
        XCTAssertEqual(transition?.backward?.outgoing.anchor, UnitPoint(x: 0, y: 0))
        XCTAssertEqual(transition?.backward?.outgoing.end.rotation, -90)
    }

    func testMirroringTwiceGivesTheOriginalMotionBack() {
        guard let phase = lowered("transition: T\nkind: modal\npresent: { effect: push, direction: fromTop, curve: easeIn }\n")?.forward
        else { return XCTFail() }
        var twice = phase.mirrored(as: .dismiss).mirrored(as: .present)
        twice.isMirrored = false
        XCTAssertEqual(twice, phase)
    }
}
