import ChoreoSpec
import XCTest

final class SpecLoweringTests: XCTestCase {
    func modal(_ present: String, extra: String = "") -> String {
        "transition: T\nkind: modal\npresentation: { style: custom }\npresent: \(present)\n\(extra)"
    }

    func forward(_ present: String, file: StaticString = #filePath, line: UInt = #line) -> Phase? {
        lowered(modal(present), file: file, line: line)?.forward
    }

    // MARK: Presets, one per effect of Docs/SpecReference.md's table

    func testSlidePresetStartsTheIncomingViewOffByTheDirection() {
        let phase = forward("{ effect: slide, direction: fromRight }")
        XCTAssertEqual(phase?.incoming, ViewMotion(start: ViewState(offset: Offset(x: 1, y: 0))))
        XCTAssertEqual(phase?.outgoing, .still)
        XCTAssertEqual(phase?.order, .toAbove)
        XCTAssertEqual(phase?.direction, .fromRight)
    }

    func testPushPresetMovesTheOutgoingViewByThirtyPercentParallax() {
        let phase = forward("{ effect: push, direction: fromTrailing }")
        XCTAssertEqual(phase?.incoming.start.offset, Offset(x: 1, y: 0, isLayoutRelative: true))
        XCTAssertEqual(phase?.outgoing.end.offset, Offset(x: -0.3, y: 0, isLayoutRelative: true))
        XCTAssertEqual(phase?.order, .toAbove)
    }

    func testCoverPresetDimsTheOutgoingViewToAlphaNinetyPercent() {
        let phase = forward("{ effect: cover, direction: fromBottom }")
        XCTAssertEqual(phase?.incoming.start.offset, Offset(x: 0, y: 1))
        XCTAssertEqual(phase?.outgoing.end, ViewState(alpha: 0.9))
        XCTAssertEqual(phase?.order, .toAbove)
    }

    func testUncoverPresetMovesTheOutgoingViewAwayAndKeepsItOnTop() {
        let phase = forward("{ effect: uncover, direction: fromTop }")
        XCTAssertEqual(phase?.incoming, .still)
        XCTAssertEqual(phase?.outgoing.end.offset, Offset(x: 0, y: 1))
        XCTAssertEqual(phase?.order, .fromAbove)
    }

    func testFadeZoomAndPopPresets() {
        XCTAssertEqual(forward("{ effect: fade }")?.incoming.start, ViewState(alpha: 0))
        XCTAssertEqual(forward("{ effect: zoom }")?.incoming.start, ViewState(scale: Scale(uniform: 0.1), alpha: 0))
        let pop = forward("{ effect: pop }")
        XCTAssertEqual(pop?.incoming.start, ViewState(scale: Scale(uniform: 0.1)))
        XCTAssertEqual(pop?.outgoing.end, ViewState(scale: Scale(uniform: 0.95), alpha: 0.7))
    }

    func testRotatePresetTurnsMinusNinetyDegreesAboutTheTopLeftCorner() {
        let phase = forward("{ effect: rotate }")
        XCTAssertEqual(phase?.incoming.start.rotation, -90)
        XCTAssertEqual(phase?.incoming.anchor, UnitPoint(x: 0, y: 0))
        XCTAssertEqual(phase?.order, .toAbove)
    }

    func testLeadingAndTrailingDirectionsAreLayoutRelative() {
        XCTAssertEqual(forward("{ effect: slide, direction: fromLeading }")?.incoming.start.offset,
                       Offset(x: -1, y: 0, isLayoutRelative: true))
        XCTAssertEqual(forward("{ effect: slide, direction: fromLeft }")?.incoming.start.offset.isLayoutRelative, false)
    }

    func testDirectionalPresetsDefaultToTheKindsNaturalEdge() {
        XCTAssertEqual(forward("{ effect: slide }")?.direction, .fromBottom)
        let navigation = lowered("transition: N\nkind: navigation\npush: { effect: push }\npop: { effect: push }\n")
        XCTAssertEqual(navigation?.forward.direction, .fromTrailing)
        XCTAssertEqual(navigation?.backward?.direction, .fromLeading)
    }

    // MARK: Overrides

    func testExplicitStatesOverridePresetStatesFieldByField() {
        let phase = forward("""
            { effect: pop, to: { start: { alpha: 0 } }, from: { end: { alpha: 0.5 }, delay: 0.1 } }
            """)
        XCTAssertEqual(phase?.incoming.start, ViewState(scale: Scale(uniform: 0.1), alpha: 0))
        XCTAssertEqual(phase?.outgoing.end, ViewState(scale: Scale(uniform: 0.95), alpha: 0.5))
        XCTAssertEqual(phase?.outgoing.delay, 0.1)
    }

    func testExplicitOrderAndAnchorOverrideThePreset() {
        let phase = forward("{ effect: rotate, order: fromAbove, to: { start: { anchor: bottomRight } } }")
        XCTAssertEqual(phase?.order, .fromAbove)
        XCTAssertEqual(phase?.incoming.anchor, UnitPoint(x: 1, y: 1))
    }

    func testAnAnchorGivenOnlyAtTheEndAppliesToTheWholePhase() {
        XCTAssertEqual(forward("{ to: { end: { anchor: [0.25, 0.75], rotation: 10 } } }")?.incoming.anchor,
                       UnitPoint(x: 0.25, y: 0.75))
    }

    func testDifferentStartAndEndAnchorsAreAnInvalidValueAtTheEndAnchor() {
        let yaml = modal("""

              to:
                start: { anchor: topLeft }
                end: { anchor: center }
            """)
        assertDiagnostic(yaml, rule: "invalid_value", line: 7, column: 20, messageContains: "different anchors")
    }

    // MARK: Defaults

    func testDefaultsFillWhatTheSpecLeavesOut() {
        let transition = lowered("transition: T\nkind: modal\npresent: { effect: fade }\n")
        XCTAssertEqual(transition?.forward.duration, 0.35)
        XCTAssertEqual(transition?.forward.delay, 0)
        XCTAssertEqual(transition?.forward.timing, .curve(.easeInOut))
        XCTAssertEqual(transition?.forward.order, .toAbove)
        XCTAssertEqual(transition?.delegateRetention, .retained)
        XCTAssertEqual(transition?.reduceMotion, .crossfade)
        XCTAssertNil(transition?.presentationStyle, "a missing style stays nil for lint to report")
        XCTAssertNil(transition?.backward, "no dismiss phase leaves UIKit's default")
        XCTAssertEqual(transition?.interactions, [])
    }

    func testWrittenSettingsReachThePhase() {
        let transition = lowered("""
            transition: T
            kind: modal
            presentation: { style: overFullScreen, delegate: local }
            present: { effect: fade, duration: 0.5, delay: 0.1, curve: linear }
            reduceMotion: same
            lint: { disable: [duration_out_of_range] }
            """)
        XCTAssertEqual(transition?.forward.duration, 0.5)
        XCTAssertEqual(transition?.forward.delay, 0.1)
        XCTAssertEqual(transition?.forward.timing, .curve(.linear))
        XCTAssertEqual(transition?.presentationStyle, .overFullScreen)
        XCTAssertEqual(transition?.delegateRetention, .local)
        XCTAssertEqual(transition?.reduceMotion, .same)
        XCTAssertEqual(transition?.disabledRules.map(\.value), ["duration_out_of_range"])
    }

    // MARK: Springs

    func testEverySpringFormLowersToOnePhysicalSpring() {
        let uikit = forward("{ duration: 0.5, spring: { damping: 0.7, velocity: 0.5 } }")
        guard case .spring(let spring)? = uikit?.timing else { return XCTFail("no spring") }
        XCTAssertEqual(spring.form, .uikit(dampingRatio: 0.7))
        XCTAssertEqual(spring.dampingRatio, 0.7, accuracy: 1e-9)
        XCTAssertEqual(spring.initialVelocity, 0.5)
        XCTAssertEqual(uikit?.duration, 0.5, "the UIKit form keeps the duration UIKit is given")

        guard case .spring(let bounce)? = forward("{ duration: 0.5, spring: { bounce: 0.3 } }")?.timing else { return XCTFail() }
        XCTAssertEqual(bounce.stiffness, 157.9137, accuracy: 1e-4)
        XCTAssertEqual(bounce.damping, 17.5929, accuracy: 1e-4)

        let response = forward("{ spring: { response: 0.5, dampingRatio: 1 } }")
        guard case .spring(let responseSpring)? = response?.timing else { return XCTFail() }
        XCTAssertEqual(responseSpring.stiffness, 157.9137, accuracy: 1e-4)
        XCTAssertEqual(response?.duration, responseSpring.settlingDuration, "UIKit ignores a duration with this form")

        guard case .spring(let physical)? = forward("{ spring: { mass: 3, stiffness: 1000, damping: 500 } }")?.timing
        else { return XCTFail() }
        XCTAssertEqual(physical.form, .physical)
        XCTAssertEqual([physical.mass, physical.stiffness, physical.damping], [3, 1000, 500])
        XCTAssertEqual(physical.settlingDuration, SpringResponse(physical).settlingDuration(), accuracy: 1e-12)
    }

    func testAPhaseWithASpringReportsItsSettlingTimeAsTheTotalDuration() {
        let phase = forward("{ delay: 0.1, spring: { bounce: 0.2 }, duration: 0.4, to: { delay: 0.05 } }")
        guard case .spring(let spring)? = phase?.timing else { return XCTFail() }
        XCTAssertEqual(phase?.totalDuration ?? 0, 0.15 + spring.settlingDuration, accuracy: 1e-12)
    }

    // MARK: Lowering diagnostics

    func testADirectionOnANonDirectionalEffectIsReported() {
        assertDiagnostic(modal("{ effect: fade, direction: fromLeft }"), rule: "invalid_value", line: 4, column: 37,
                         messageContains: "'direction' has no meaning for the 'fade' effect")
    }

    func testBothPhasesReverseIsReportedAndGivesNoTransition() {
        let yaml = modal("reverse", extra: "dismiss: reverse\n")
        assertDiagnostic(yaml, rule: "invalid_value", line: 5, column: 10, messageContains: "both 'reverse'")
        XCTAssertTrue(load(yaml).transitions.isEmpty)
    }

    func testAForwardReverseMirrorsAWrittenBackwardPhase() {
        let transition = lowered(modal("reverse", extra: "dismiss: { effect: uncover, direction: fromTop }\n"))
        XCTAssertEqual(transition?.forward.isMirrored, true)
        XCTAssertEqual(transition?.forward.incoming.start.offset, Offset(x: 0, y: 1))
    }

    func testAnInteractionWithoutACustomPhaseIsReported() {
        let yaml = modal("{ effect: fade }", extra: "interactive:\n  dismiss: { gesture: pan }\n")
        assertDiagnostic(yaml, rule: "invalid_value", line: 6, column: 3, hint: "add a 'dismiss' phase (for example 'dismiss: reverse')")
    }

    func testAnEdgeOnAPanIsReported() {
        let yaml = modal("{ effect: fade }", extra: "dismiss: reverse\ninteractive:\n  dismiss: { gesture: pan, edge: top }\n")
        assertDiagnostic(yaml, rule: "invalid_value", line: 7, column: 28, messageContains: "'edge' applies to an edgePan")
    }

    func testAScrollViewHandoffOnAnEdgePanIsReported() {
        let yaml = modal("{ effect: fade }", extra: "dismiss: reverse\ninteractive:\n  dismiss: { gesture: edgePan, scrollView: handoff }\n")
        assertDiagnostic(yaml, rule: "invalid_value", line: 7, column: 32, messageContains: "'scrollView' applies to a pan gesture")
    }

    func testADragOnAForwardPhaseIsReported() {
        let yaml = modal("{ effect: zoom }", extra: "dismiss: reverse\ninteractive:\n  present: { gesture: drag }\n")
        assertDiagnostic(yaml, rule: "invalid_value", line: 7, column: 23, messageContains: "a drag moves a presented view away")
    }

    func testADragWithADirectionIsReported() {
        let yaml = modal("{ effect: zoom }", extra: "dismiss: reverse\ninteractive:\n  dismiss: { gesture: drag, direction: down }\n")
        assertDiagnostic(yaml, rule: "invalid_value", line: 7, column: 29, messageContains: "'direction' does not apply to a drag")
    }

    func testADragInANavigationTransitionIsReported() {
        let yaml = "transition: T\nkind: navigation\npush: { effect: fade }\npop: reverse\ninteractive:\n  pop: { gesture: drag }\n"
        assertDiagnostic(yaml, rule: "invalid_value", line: 6, column: 19, messageContains: "not 'pop'")
    }

    func testADragLowersOnADismissal() {
        let yaml = modal("{ effect: zoom }", extra: "dismiss: reverse\ninteractive:\n  dismiss: { gesture: drag }\n")
        XCTAssertEqual(lowered(yaml)?.interaction(for: .dismiss)?.gesture, .drag)
    }

    func testAScrollViewHandoffLowersOnAPan() {
        let yaml = modal("{ effect: cover }", extra: "dismiss: reverse\ninteractive:\n  dismiss: { scrollView: handoff }\n")
        XCTAssertEqual(lowered(yaml)?.interaction(for: .dismiss)?.scrollView, .handoff)
        XCTAssertEqual(lowered(modal("{ effect: cover }", extra: "dismiss: reverse\ninteractive:\n  dismiss: { gesture: pan }\n"))?
            .interaction(for: .dismiss)?.scrollView, .ignore)
    }

    func testATooBrokenSpecGivesNoTransitionButAllItsDiagnostics() {
        let result = load("transition: T\npresent: { effect: fade }\n")
        XCTAssertTrue(result.transitions.isEmpty)
        XCTAssertEqual(result.diagnostics.map(\.ruleID), ["missing_key"])
    }

    func testAMissingNameStillLowers() {
        let result = load("kind: modal\npresent: { effect: fade }\n")
        XCTAssertEqual(result.transitions.first?.name, "")
        XCTAssertEqual(result.diagnostics.map(\.ruleID), ["missing_key"])
    }
}
