@testable import ChoreoPreview
import ChoreoSpec
import XCTest

/// Under Reduce Motion the 3D turns, depth and perspective go the way of every other motion: the
/// cross-fade the presets use (`ChoreoMotion.crossfade()` in the generated code), keeping only how
/// the views look (their shadows), as `reduce_motion_ignored` promises for `reduceMotion: crossfade`.
final class ReduceMotionDepthTests: XCTestCase {
    private let flip = """
        transition: Flip
        kind: modal
        presentation:
          style: fullScreen
        present:
          perspective: 800
          to: { start: { rotationY: -179, depth: 40, shadow: { opacity: 0.3, radius: 10 } } }
          from: { start: { shadow: { opacity: 0.2 } }, end: { rotationX: 179 } }
        dismiss: reverse
        """

    func testTheCrossFadeDropsTurnsDepthAndPerspectiveAndKeepsShadows() throws {
        let transition = try transition(flip)
        for phase in transition.phases {
            let played = PhaseMotion(transition: transition, phase: phase, variant: .reducedMotion)
            XCTAssertTrue(played.reducesMotion)
            for view in played.views {
                let motion = view.motion
                XCTAssertFalse(motion.isThreeDimensional, "\(phase.role) \(view.role): still turns or moves in depth")
                XCTAssertNil(motion.perspective, "\(phase.role) \(view.role)")
                for state in [motion.start, motion.end] {
                    for property in ViewProperty.catalogue where !property.isAppearance && property != .alpha {
                        XCTAssertFalse(state.sets(property), "\(phase.role) \(view.role) keeps \(property.name)")
                    }
                }
            }
            // The cross-fade keeps each view's look: the incoming view's end, the outgoing view's start.
            let incoming = try XCTUnwrap(played.views.first { $0.role == .to }).motion
            let outgoing = try XCTUnwrap(played.views.first { $0.role == .from }).motion
            XCTAssertEqual(incoming.start[.shadow], phase.incoming.end[.shadow], "\(phase.role)")
            XCTAssertEqual(outgoing.end[.shadow], phase.outgoing.start[.shadow], "\(phase.role)")
        }
    }

    func testWithoutReduceMotionTheFlipTurns() throws {
        let transition = try transition(flip)
        let played = PhaseMotion(transition: transition, phase: transition.forward, variant: .standard)
        XCTAssertTrue(played.views.allSatisfy { $0.motion.isThreeDimensional && $0.motion.perspective == 800 },
                      "the test above would pass for a spec that never turned")
    }
}
