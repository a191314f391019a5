import ChoreoLint
import ChoreoSpec
import XCTest

/// `mixed_layout_direction` and `hardcoded_horizontal_direction` on explicit offsets and anchors: the
/// issue's push (a physical parallax beside `fromTrailing`), one finding per mistake, the fix each
/// suggests, and that the fix, applied, leaves the spec clean.
final class LayoutDirectionRuleTests: XCTestCase {
    private func findings(_ spec: String) -> [Diagnostic] {
        LintHarness.lint(spec).filter { $0.ruleID == "mixed_layout_direction" || $0.ruleID == "hardcoded_horizontal_direction" }
    }

    private static let push = """
        transition: ListPush
        kind: navigation
        push:
          effect: push
          direction: fromTrailing
          from:
            end: { offset: [-0.3333, 0] }
        pop: reverse
        interactive:
          pop: { gesture: edgePan }
        """

    func testAPhysicalParallaxBesideFromTrailingIsOneWarningAtTheValueWithTheLeadingForm() {
        let found = findings(Self.push)
        XCTAssertEqual(found.map(LintHarness.summary), ["7:20 mixed_layout_direction (warning)"])
        XCTAssertEqual(found.first?.message,
                       "the offset [-0.3333, 0] does not flip in right-to-left layouts, but 'fromTrailing' does: the views would move in opposite senses")
        XCTAssertEqual(found.first?.hint,
                       "write 'offset: { leading: 0.3333 }', which flips with the rest of the phase (the same in left-to-right layouts)")
    }

    func testTheSuggestedFixLeavesTheSpecClean() {
        let fixed = Self.push.replacingOccurrences(of: "[-0.3333, 0]", with: "{ leading: 0.3333 }")
        XCTAssertEqual(LintHarness.lint(fixed).map(LintHarness.summary), [])
    }

    func testAPhysicalOffsetInAPhysicalPhaseIsTheHardcodedRulesNote() {
        let spec = """
            transition: SideFade
            kind: navigation
            push:
              effect: fade
              to:
                start: { offset: [0.2, -0.1] }
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """
        let found = findings(spec)
        XCTAssertEqual(found.map(LintHarness.summary), ["6:22 hardcoded_horizontal_direction (note)"])
        XCTAssertEqual(found.first?.hint, "use '{ trailing: 0.2, up: 0.1 }' (the same in left-to-right layouts)")
        let fixed = spec.replacingOccurrences(of: "[0.2, -0.1]", with: "{ trailing: 0.2, up: 0.1 }")
        XCTAssertEqual(LintHarness.lint(fixed).map(LintHarness.summary), [])
    }

    func testAPhysicalDirectionAndAPhysicalOffsetAreTwoNotesNotAMixture() {
        let spec = """
            transition: ListPush
            kind: navigation
            push:
              effect: push
              direction: fromRight
              from:
                end: { offset: [-0.3333, 0] }
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """
        XCTAssertEqual(findings(spec).map(LintHarness.summary), [
            "5:14 hardcoded_horizontal_direction (note)", "7:20 hardcoded_horizontal_direction (note)",
        ])
    }

    func testALeftAnchorBesideALeadingHingeOfTheOtherViewIsAMixture() {
        let spec = """
            transition: DoorSwing
            kind: navigation
            push:
              effect: fade
              to:
                start: { scale: 0.8, anchor: leading }
              from:
                end: { scale: 0.9, anchor: bottomRight }
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """
        let found = findings(spec)
        XCTAssertEqual(found.map(LintHarness.summary), ["8:32 mixed_layout_direction (warning)"])
        XCTAssertEqual(found.first?.hint, "write 'anchor: bottomTrailing', which flips with the rest of the phase (the same in left-to-right layouts)")
    }

    func testOneViewThatStartsLayoutRelativeAndEndsPhysicalIsAMixtureAtItsPhysicalEnd() {
        let spec = """
            transition: ListPush
            kind: navigation
            push:
              effect: fade
              from:
                start: { offset: { leading: 0.1 } }
                end: { offset: [-0.3, 0] }
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """
        XCTAssertEqual(findings(spec).map(LintHarness.summary), ["7:20 mixed_layout_direction (warning)"])
    }

    func testAReverseWithOverridesIsJudgedAsItsOwnPhase() {
        let spec = """
            transition: ListPush
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
            pop:
              reverse: true
              to:
                start: { offset: [-0.5, 0] }
            interactive:
              pop: { gesture: edgePan }
            """
        XCTAssertEqual(findings(spec).map(LintHarness.summary), ["9:22 mixed_layout_direction (warning)"])
    }
}
