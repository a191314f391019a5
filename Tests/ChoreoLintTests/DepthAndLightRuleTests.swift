import ChoreoLint
import ChoreoSpec
import XCTest

/// Shadows, 3D turns, depth and perspective in the rules that ask whether a view is seen, covers
/// the container, rests or moves a lot, beyond the catalogue's examples.
final class DepthAndLightRuleTests: XCTestCase {
    private func findings(_ spec: String) -> [String] {
        LintHarness.lint(spec).map(LintHarness.summary)
    }

    private func messages(_ spec: String, rule: String) -> [String] {
        LintHarness.lint(spec).filter { $0.ruleID == rule }.map(\.message)
    }

    /// A card flip about y under full-screen presentation, turning the two views by `degrees`.
    private func flip(_ degrees: Int, reduceMotion: String = "crossfade") -> String {
        """
        transition: Flip
        kind: modal
        presentation:
          style: fullScreen
        present:
          perspective: 800
          to: { start: { rotationY: -\(degrees) } }
          from: { end: { rotationY: \(degrees) } }
        dismiss: reverse
        reduceMotion: \(reduceMotion)
        """
    }

    func testAFlipsDismissalDoesNotCallTheIncomingViewHiddenWhenTheOutgoingOneEndsTurnedAway() {
        // The dismissal plays the flip backwards: the card on top ends turned away, its back hidden.
        XCTAssertEqual(findings(flip(179)), [], "a flip of 179° is clean")
        XCTAssertEqual(findings(flip(180)), ["7:29 ambiguous_rotation (warning)", "8:29 ambiguous_rotation (warning)"],
                       "a flip of 180° is only ambiguous, not hidden")
    }

    func testAnOutgoingViewOnTopStillCoversWhenItEndsTurnedByWholeTurnsOrBroughtForward() {
        func spec(_ end: String) -> String {
            """
            transition: Cover
            kind: modal
            presentation:
              style: fullScreen
            present:
              order: fromAbove
              perspective: 500
              to: { start: { scale: 0.9 } }
              from: { end: \(end) }
            dismiss: reverse
            """
        }
        let hidden = "incoming_view_hidden"
        XCTAssertEqual(messages(spec("{ depth: -20 }"), rule: hidden).count, 1, "brought forward it still fills the container")
        XCTAssertEqual(messages(spec("{ depth: 50 }"), rule: hidden), [], "pushed back under perspective it uncovers the edges")
        XCTAssertEqual(messages(spec("{ rotationX: 30 }"), rule: hidden), [], "tipped it uncovers the edges")
        XCTAssertEqual(messages(spec("{ rotationY: 90 }"), rule: hidden), [], "edge-on it is not seen")
    }

    func testDepthWithoutPerspectiveDoesNotUncoverTheIncomingView() {
        let spec = """
            transition: Cover
            kind: modal
            presentation:
              style: fullScreen
            present:
              order: fromAbove
              to: { start: { scale: 0.9 } }
              from: { end: { depth: 50 } }
            dismiss: reverse
            """
        XCTAssertEqual(messages(spec, rule: "incoming_view_hidden").count, 1, "without perspective depth does not show")
    }

    func testAnIncomingViewEndingTurnedOrInDepthIsNotAtRestButItsShadowIs() {
        func spec(_ end: String) -> String {
            """
            transition: Card
            kind: modal
            presentation:
              style: custom
            present:
              perspective: 800
              to: { start: { alpha: 0 }, end: \(end) }
            dismiss: reverse
            """
        }
        let rule = "incoming_view_not_at_rest"
        XCTAssertEqual(messages(spec("{ rotationX: 20 }"), rule: rule).count, 1)
        XCTAssertEqual(messages(spec("{ rotationY: -30 }"), rule: rule).count, 1)
        XCTAssertEqual(messages(spec("{ depth: 40 }"), rule: rule).count, 1)
        XCTAssertEqual(messages(spec("{ rotationY: 360 }"), rule: rule), [], "a whole turn ends where it started")
        XCTAssertEqual(messages(spec("{ shadow: { opacity: 0.3 } }"), rule: rule), [], "the incoming view keeps its end shadow on purpose")
    }

    func testAnIncomingViewEndingTurnedAwayIsOneFindingOfItsOwn() {
        let spec = """
            transition: Card
            kind: modal
            presentation:
              style: custom
            present:
              perspective: 800
              to: { start: { alpha: 0 }, end: { rotationX: 100 } }
            dismiss: reverse
            """
        XCTAssertEqual(findings(spec), ["7:48 view_turned_away (warning)"])
        XCTAssertEqual(messages(spec, rule: "view_turned_away"),
                       ["the incoming view ends present turned away from the viewer (rotationX 100°): the generated code hides a view's back, so it is not seen until the transition ends and it appears at rest at once"])
    }

    func testTurnsAboutBothAxesFaceTheViewerWhenTheirCosinesAgree() {
        // Turned 120° about x and 150° about y, the view faces the viewer again (cos·cos > 0).
        func spec(_ start: String) -> String {
            """
            transition: Card
            kind: modal
            presentation:
              style: fullScreen
            present:
              perspective: 800
              from: { start: \(start), end: { alpha: 0 } }
            dismiss: reverse
            """
        }
        XCTAssertEqual(messages(spec("{ rotationX: 120, rotationY: 150 }"), rule: "view_turned_away"), [])
        XCTAssertEqual(messages(spec("{ rotationX: 120, rotationY: 20 }"), rule: "view_turned_away"),
                       ["the outgoing view starts present turned away from the viewer (rotationX 120°, rotationY 20°): the generated code hides a view's back, so the screen vanishes as the transition starts"])
    }

    func testAmbiguousRotationSaysWhatCoreAnimationPlaysInstead() {
        func spec(_ degrees: Int) -> String {
            """
            transition: Spin
            kind: modal
            presentation:
              style: custom
            present:
              to: { start: { rotation: \(degrees), alpha: 0 } }
            dismiss: reverse
            """
        }
        let rule = "ambiguous_rotation"
        XCTAssertEqual(messages(spec(179), rule: rule), [])
        XCTAssertEqual(messages(spec(-270), rule: rule),
                       ["the incoming view turns 270° in present (rotation -270 → 0): Core Animation takes the shorter way between the two transforms, so it turns the other way round, by 90°"])
        XCTAssertEqual(messages(spec(360), rule: rule).first?.hasSuffix("so it does not turn at all"), true)
        XCTAssertEqual(messages(spec(450), rule: rule).first?.hasSuffix("so it turns only 90°"), true)
    }

    func testAShadowThatNeverShowsIsNotJudged() {
        let spec = """
            transition: Reveal
            kind: modal
            presentation:
              style: custom
            present:
              order: toAbove
              to: { start: { alpha: 0.95 } }
              from: { start: { shadow: { opacity: 0 } } }
            dismiss: reverse
            """
        XCTAssertEqual(messages(spec, rule: "invisible_shadow"), [])
    }

    func testAMirroredPhaseIsJudgedOnceAtTheSpecsOwnPhase() {
        // The card on top covers the screen at both ends of the presentation, so the dismissal,
        // which plays it backwards, leaves the screen underneath hidden: a finding of its own.
        let spec = """
            transition: Reveal
            kind: modal
            presentation:
              style: fullScreen
            present:
              order: toAbove
              perspective: 600
              to: { start: { alpha: 0.95, anchor: [1.5, 0.5] } }
              from: { start: { shadow: { opacity: 0.4, radius: 12 } } }
            dismiss: reverse
            """
        XCTAssertEqual(findings(spec), ["7:16 unused_perspective (warning)", "8:39 anchor_outside_view (note)",
                                        "9:28 invisible_shadow (warning)", "10:1 incoming_view_hidden (warning)"])
    }

    func testReduceMotionIgnoredCountsTurnsAndDepthThatLookLikeAZoom() {
        let rule = "reduce_motion_ignored"
        XCTAssertEqual(messages(flip(179, reduceMotion: "same"), rule: rule).count, 1)
        XCTAssertEqual(messages(flip(179, reduceMotion: "crossfade"), rule: rule), [])
        func depth(_ points: Int) -> String {
            """
            transition: PageBack
            kind: modal
            presentation:
              style: fullScreen
            present:
              effect: fade
              perspective: 500
              from: { end: { depth: \(points) } }
            dismiss: reverse
            reduceMotion: same
            """
        }
        XCTAssertEqual(messages(depth(35), rule: rule), [], "500 / 535 is a scale of 0.93")
        XCTAssertEqual(messages(depth(200), rule: rule).count, 1, "500 / 700 is a scale of 0.71")
    }
}
