import ChoreoSpec
import XCTest

/// The timing keys of issue 26 as a spec writes them: a view's `keyframes` and `during`, a phase's
/// `stagger`; what they lower to (whole keyframe states, the window, the mirror of `reverse`) and
/// each mistake's finding with its place and hint.
final class TimingDecodingTests: XCTestCase {
    /// A full-screen presentation whose incoming view is `view` (lines under `to:`), with `phase`
    /// lines added to `present`.
    private func spec(to view: String, phase: String = "") -> String {
        """
        transition: Card
        kind: modal
        presentation:
          style: fullScreen
        present:
        \(phase)
          to:
        \(view)
        dismiss: reverse
        """
    }

    // MARK: - Keyframes

    func testAKeyframeFillsWhatItLeavesOutOnTheLineBetweenTheStopsThatSetIt() throws {
        let transition = try XCTUnwrap(lowered(spec(to: """
                start: { offset: [0, 1], alpha: 0 }
                keyframes:
                  - { at: 0.25, alpha: 1 }
                  - { at: 0.75, offset: [0, -0.1] }
            """)))
        let incoming = transition.forward.incoming
        XCTAssertEqual(incoming.keyframes.map(\.at), [0.25, 0.75])
        let first = incoming.keyframes[0].state, second = incoming.keyframes[1].state
        XCTAssertEqual(first.alpha, 1)
        XCTAssertEqual(first.offset.y, 1 + (-0.1 - 1) * (0.25 / 0.75), accuracy: 1e-12,
                       "the offset is a third of the way from the start's 1 to the next keyframe's -0.1")
        XCTAssertEqual(second.offset.y, -0.1)
        XCTAssertEqual(second.alpha, 1, "after the last keyframe that sets it, alpha is on the line to the end's 1")
        XCTAssertEqual(incoming.end, .resting)
        XCTAssertEqual(incoming.window, .whole)
    }

    func testKeyframesPlayInTheOrderOfTheirFractionsAndOnesAtTheEdgesAreTheEndStates() throws {
        let transition = try XCTUnwrap(lowered(spec(to: """
                keyframes:
                  - { at: 0, offset: [0, 1] }
                  - { at: 0.7, offset: [0, -0.05] }
                  - { at: 1, offset: [0, 0] }
            """)))
        let incoming = transition.forward.incoming
        XCTAssertEqual(incoming.start.offset.y, 1, "a keyframe at 0 is the start state")
        XCTAssertEqual(incoming.keyframes.map(\.at), [0.7])
        XCTAssertTrue(incoming.end.isResting)
    }

    func testAWindowHoldsTheViewBeforeAndAfterAndReverseMirrorsItInTime() throws {
        let transition = try XCTUnwrap(lowered(spec(to: """
                start: { rotationY: -90 }
                during: [0.5, 1]
                keyframes:
                  - { at: 0.8, rotationY: 10 }
            """, phase: "  perspective: 800")))
        let incoming = transition.forward.incoming
        XCTAssertEqual(incoming.window, MotionWindow(start: 0.5, end: 1))
        XCTAssertTrue(incoming.isKeyframed)
        XCTAssertEqual(incoming.stops.map(\.at), [0.5, 0.8, 1])
        let backward = try XCTUnwrap(transition.backward)
        XCTAssertEqual(backward.outgoing.window, MotionWindow(start: 0, end: 0.5), "the dismissal turns the view away in the first half")
        XCTAssertEqual(backward.outgoing.keyframes.map(\.at), [0.2 as Double].map { $0 }, accuracy: 1e-12)
        XCTAssertEqual(backward.outgoing.keyframes.first?.state.rotationY, 10)
        XCTAssertEqual(backward.outgoing.end.rotationY, -90)
    }

    func testAShadowOnlyAKeyframeHasFadesInFromTheStartAndOutToTheEnd() throws {
        let transition = try XCTUnwrap(lowered(spec(to: """
                keyframes:
                  - { at: 0.5, shadow: { opacity: 0.4, radius: 12 } }
            """)))
        let incoming = transition.forward.incoming
        XCTAssertEqual(incoming.start[.shadow], [0, 12, 0, 0, 0, 0, 0])
        XCTAssertEqual(incoming.keyframes[0].state[.shadow], [0.4, 12, 0, 0, 0, 0, 0])
        XCTAssertEqual(incoming.end[.shadow], [0, 12, 0, 0, 0, 0, 0])
    }

    func testALeadingOffsetInAKeyframeFollowsTheLayoutDirection() throws {
        let transition = try XCTUnwrap(lowered(spec(to: """
                start: { offset: { trailing: 1 } }
                keyframes:
                  - { at: 0.6, offset: { leading: 0.1 } }
                  - { at: 0.8, alpha: 0.9 }
            """)))
        let keyframes = transition.forward.incoming.keyframes
        XCTAssertTrue(keyframes[0].state.followsLayoutDirection)
        XCTAssertEqual(keyframes[0].state.offset.x, -0.1)
        XCTAssertTrue(keyframes[1].state.followsLayoutDirection, "its offset is on the line between two layout-relative ones")
    }

    // MARK: - Stagger

    func testAStaggerGivesEachSharedElementAnEqualTurnAndTheMirrorStartsFromTheLast() throws {
        let transition = try XCTUnwrap(lowered("""
            transition: Stack
            kind: navigation
            shared:
              - id: first
              - id: second
              - id: third
            push:
              effect: fade
              duration: 0.5
              stagger: 0.1
            pop: reverse
            """))
        let stagger = try XCTUnwrap(transition.forward.stagger)
        XCTAssertEqual(stagger.window(ofElement: 0, count: 3, run: 0.5), MotionWindow(start: 0, end: 0.6))
        let last = try XCTUnwrap(stagger.window(ofElement: 2, count: 3, run: 0.5))
        XCTAssertEqual(last.start, 0.4, accuracy: 1e-12)
        XCTAssertEqual(last.end, 1, accuracy: 1e-12)
        let mirrored = try XCTUnwrap(transition.backward?.stagger)
        XCTAssertEqual(mirrored.window(ofElement: 2, count: 3, run: 0.5), MotionWindow(start: 0, end: 0.6), "the last to arrive leaves first")
        XCTAssertNil(Stagger(step: 0.25).window(ofElement: 0, count: 3, run: 0.5), "two steps of 0.25 s take the whole 0.5 s")
    }

    // MARK: - Mistakes

    func testAKeyframeWithoutAtIsAMissingKeyAtTheEntry() {
        assertDiagnostic(spec(to: """
                keyframes:
                  - { alpha: 0.5 }
            """), rule: "missing_key", line: 9, column: 9, hint: "add 'at: 0.5' for the middle of the phase")
    }

    func testAnAnchorInAKeyframeSaysWhereItBelongs() {
        assertDiagnostic(spec(to: """
                keyframes:
                  - { at: 0.5, anchor: left, rotation: 10 }
            """), rule: "unknown_key", line: 9, column: 20, hint: "move 'anchor' to the view's 'start' or 'end' state",
            messageContains: "a keyframe has no 'anchor'")
    }

    func testAFractionOutsideZeroToOneIsAnInvalidValue() {
        assertDiagnostic(spec(to: """
                keyframes:
                  - { at: 1.5, alpha: 0.5 }
            """), rule: "invalid_value", line: 9, column: 15, messageContains: "must be between 0 and 1")
        assertDiagnostic(spec(to: "    during: [0.5, 2]"), rule: "invalid_value", line: 8, column: 19, messageContains: "end must be between 0 and 1")
    }

    func testADelayAndAWindowTogetherAreAnInvalidValueAtTheDelay() {
        assertDiagnostic(spec(to: """
                during: [0.5, 1]
                delay: 0.1
            """), rule: "invalid_value", line: 9, column: 5,
            hint: "a window already says when the view starts: make 'during' start later instead of delaying the view")
    }

    func testAListOfMoreKeyframesThanAMotionHasStopsAtTheFirstOnePastTheLimit() {
        let entries = (1...40).map { "        - { at: \(Double($0) / 41), alpha: \($0 % 2) }" }.joined(separator: "\n")
        let found = assertDiagnostic(spec(to: "    keyframes:\n" + entries), rule: "invalid_value", line: 8 + 1 + KeyframeSpec.maximumCount,
                                     column: 11, messageContains: "lists 40 keyframes; at most 32 are allowed")
        XCTAssertEqual(found?.hint, "a motion reads as a few stages: keep the keyframes where it changes direction")
    }

    func testTheWrongShapesSayWhatIsExpected() {
        assertDiagnostic(spec(to: "    keyframes: { at: 0.5 }"), rule: "invalid_value", line: 8, column: 16,
                         messageContains: "a list of states such as [{ at: 0.5, rotationY: 90 }]")
        assertDiagnostic(spec(to: "    during: 0.5"), rule: "invalid_value", line: 8, column: 13,
                         messageContains: "a pair [start, end] of fractions of the phase")
        assertDiagnostic(spec(to: "    keyframs: []"), rule: "unknown_key", line: 8, column: 5, hint: "did you mean 'keyframes'?")
    }
}
