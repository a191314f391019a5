import ChoreoSpec
import XCTest

/// `reverse: true` plus overrides: the mirror with the phase's own keys merged onto it (issue 14, item 5).
final class ReverseOverridesTests: XCTestCase {
    private let cardPop = """
        transition: CardPop
        kind: modal
        presentation:
          style: fullScreen
        present:
          effect: pop
          duration: 0.5
          curve: easeOut
        dismiss:
          reverse: true
          duration: 0.25
          from: { end: { alpha: 0 } }   # the card being dismissed

        """

    func testOverridesAreMergedOntoTheMirroredPhase() {
        guard let transition = lowered(cardPop), let backward = transition.backward else { return XCTFail() }
        let mirror = transition.forward.mirrored(as: .dismiss)
        XCTAssertEqual(backward.duration, 0.25, "the duration replaces the mirrored one")
        XCTAssertEqual(backward.timing, mirror.timing, "the curve is still the mirror's, time-reversed")
        XCTAssertEqual(backward.outgoing.end.alpha, 0, "the written state is laid over the mirrored state")
        XCTAssertEqual(backward.outgoing.end.scale, mirror.outgoing.end.scale, "the keys not written stay mirrored")
        XCTAssertEqual(backward.outgoing.start, mirror.outgoing.start)
        XCTAssertEqual(backward.incoming, mirror.incoming)
        XCTAssertEqual(backward.order, mirror.order)
        XCTAssertFalse(backward.isMirrored, "with overrides, lint judges it as a phase of its own")
    }

    func testAPerspectiveOverrideIsEachViewsAndAMirrorKeepsTheCounterparts() {
        let turn = """
            transition: Turn
            kind: modal
            presentation: { style: fullScreen }
            present:
              perspective: 800
              to: { start: { rotationY: -60 } }
            dismiss:
            """
        let mirrored = lowered(turn + " reverse\n")?.backward
        XCTAssertEqual(mirrored?.outgoing.perspective, 800, "the mirror keeps the counterpart's perspective")
        let overridden = lowered(turn + "\n  reverse: true\n  perspective: 400\n")?.backward
        XCTAssertEqual(overridden?.outgoing.perspective, 400)
        XCTAssertEqual(overridden?.incoming.perspective, 400)
        XCTAssertEqual(overridden?.isMirrored, false)
    }

    func testReverseTrueAloneIsTheWordReverse() {
        let word = lowered(cardPop.components(separatedBy: "dismiss:")[0] + "dismiss: reverse\n")
        let flag = lowered(cardPop.components(separatedBy: "dismiss:")[0] + "dismiss: { reverse: true }\n")
        XCTAssertEqual(word?.backward, flag?.backward)
        XCTAssertEqual(flag?.backward?.isMirrored, true)
    }

    func testASpringIsResolvedAgainForTheOverriddenDuration() {
        let yaml = cardPop.replacingOccurrences(of: "curve: easeOut", with: "spring: { damping: 0.7, velocity: 0.5 }")
        guard let transition = lowered(yaml), case .spring(let spring)? = transition.backward?.timing else { return XCTFail() }
        guard case .spring(let forward) = transition.forward.timing else { return XCTFail() }
        XCTAssertLessThan(spring.settlingDuration, forward.settlingDuration, "a 0.25 s UIKit spring settles sooner than a 0.5 s one")
    }

    func testEffectAndDirectionCannotBeOverridden() {
        let yaml = cardPop.replacingOccurrences(of: "  duration: 0.25\n", with: "  effect: fade\n")
        assertDiagnostic(yaml, rule: "invalid_value", line: 11, column: 3, messageContains: "cannot be set in a phase with 'reverse: true'")
    }

    func testReverseTakesOnlyTrue() {
        let yaml = cardPop.replacingOccurrences(of: "reverse: true", with: "reverse: false")
        assertDiagnostic(yaml, rule: "invalid_value", line: 10, column: 12, messageContains: "'reverse' takes only 'true'")
    }
}
