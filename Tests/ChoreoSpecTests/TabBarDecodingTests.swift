import ChoreoSpec
import XCTest

/// `kind: tabBar`: its phases `next` and `previous`, their defaults (a slide from the trailing edge,
/// `previous` the mirror), a pan whose default way follows each phase's motion, and located errors for
/// what a tab bar does not have (other kinds' phases, `presentation`, an edge pan).
final class TabBarDecodingTests: XCTestCase {
    func testNextAndPreviousAreCounterpartsAndNextIsTheForwardPhase() {
        XCTAssertEqual(TransitionKind.tabBar.phaseRoles.forward, .next)
        XCTAssertEqual(TransitionKind.tabBar.phaseRoles.backward, .previous)
        XCTAssertEqual(PhaseRole.next.counterpart, .previous)
        XCTAssertEqual(PhaseRole.previous.counterpart, .next)
        XCTAssertTrue(PhaseRole.next.isForward)
        XCTAssertFalse(PhaseRole.previous.isForward)
        XCTAssertFalse(TransitionKind.tabBar.presents, "a tab bar presents nothing")
    }

    func testADirectionalEffectComesFromTheTrailingEdgeAndPreviousMirrorsIt() throws {
        let transition = try XCTUnwrap(lowered("""
            transition: TabSlide
            kind: tabBar
            next: { effect: push }
            previous: reverse
            """))
        XCTAssertEqual(transition.kind, .tabBar)
        XCTAssertNil(transition.presentationStyle)
        XCTAssertEqual(transition.forward.role, .next)
        XCTAssertEqual(transition.forward.direction, .fromTrailing)
        XCTAssertEqual(transition.forward.incoming.start.offset, Offset(x: 1, y: 0, isLayoutRelative: true))
        let previous = try XCTUnwrap(transition.backward)
        XCTAssertEqual(previous.role, .previous)
        XCTAssertTrue(previous.isMirrored)
        XCTAssertEqual(previous.direction, .fromLeading)
        XCTAssertEqual(previous.outgoing.end.offset, Offset(x: 1, y: 0, isLayoutRelative: true),
                       "the current tab leaves toward the trailing edge it came from")
    }

    func testAnExplicitPreviousDefaultsToTheLeadingEdge() throws {
        let transition = try XCTUnwrap(lowered("""
            transition: TabSlide
            kind: tabBar
            next: { effect: slide }
            previous: { effect: slide }
            """))
        XCTAssertEqual(transition.backward?.direction, .fromLeading)
    }

    func testThePansDefaultToTheWaysThePhasesMove() throws {
        let slide = try XCTUnwrap(lowered("""
            transition: TabSlide
            kind: tabBar
            next: { effect: push }
            previous: reverse
            interactive:
              next: { gesture: pan }
              previous: {}
            """))
        XCTAssertEqual(slide.interaction(for: .next)?.gesture, .pan)
        XCTAssertEqual(slide.interaction(for: .next)?.direction, .leading, "toward the leading edge: the next tab")
        XCTAssertEqual(slide.interaction(for: .previous)?.gesture, .pan, "a tab bar's gesture is a pan")
        XCTAssertEqual(slide.interaction(for: .previous)?.direction, .trailing)

        let fade = try XCTUnwrap(lowered("""
            transition: TabFade
            kind: tabBar
            next: { effect: fade }
            previous: reverse
            interactive:
              next: {}
              previous: {}
            """))
        XCTAssertEqual(fade.interaction(for: .next)?.direction, .leading, "without motion, still across the screen")
        XCTAssertEqual(fade.interaction(for: .previous)?.direction, .trailing)

        let upward = try XCTUnwrap(lowered("""
            transition: TabRise
            kind: tabBar
            next: { effect: slide, direction: fromBottom }
            previous: reverse
            interactive:
              next: {}
            """))
        XCTAssertEqual(upward.interaction(for: .next)?.direction, .up, "the motion decides when there is one")
    }

    func testAModalOrNavigationPhaseInATabBarSpecNamesTheTabBarsPhases() {
        assertDiagnostic("""
            transition: TabSlide
            kind: tabBar
            next: { effect: push }
            dismiss: reverse
            """, rule: "unknown_key", line: 4, column: 1,
            hint: "a tabBar transition's phases are 'next' and 'previous'; did you mean 'previous'?",
            messageContains: "'dismiss' is not a phase of a tabBar transition")
        assertDiagnostic("""
            transition: TabSlide
            kind: tabBar
            push: { effect: push }
            """, rule: "unknown_key", line: 3, column: 1,
            hint: "a tabBar transition's phases are 'next' and 'previous'; did you mean 'next'?")
        assertDiagnostic("""
            transition: TabSlide
            kind: tabBar
            next: { effect: push }
            previous: reverse
            interactive:
              pop: { gesture: pan }
            """, rule: "unknown_key", line: 6, column: 3,
            hint: "a tabBar transition's phases are 'next' and 'previous'; did you mean 'previous'?")
    }

    func testTabBarPhasesInAnotherKindNameThatKindsPhases() {
        assertDiagnostic("""
            transition: ListPush
            kind: navigation
            push: { effect: push }
            previous: reverse
            """, rule: "unknown_key", line: 4, column: 1,
            hint: "a navigation transition's phases are 'push' and 'pop'; did you mean 'pop'?")
    }

    func testPresentationHasNoMeaningForATabBar() {
        assertDiagnostic("""
            transition: TabSlide
            kind: tabBar
            presentation: { style: custom }
            next: { effect: push }
            previous: reverse
            """, rule: "unknown_key", line: 3, column: 1,
            hint: "remove it: a tab bar controller switches between its tabs' views, it presents nothing",
            messageContains: "'presentation' does not apply to a tabBar transition")
    }

    func testAnEdgePanIsAnErrorAtTheGesture() {
        assertDiagnostic("""
            transition: TabSlide
            kind: tabBar
            next: { effect: push }
            previous: reverse
            interactive:
              previous: { gesture: edgePan }
            """, rule: "invalid_value", line: 6, column: 24,
            hint: "use 'gesture: pan': the tab bar's one pan picks the next or the previous tab by the way the finger goes, and the leading edge is the back swipe of a navigation controller inside a tab",
            messageContains: "a tab bar is switched by a pan, not an edgePan")
    }

    func testAGestureForAMissingPreviousIsAnError() {
        assertDiagnostic("""
            transition: TabSlide
            kind: tabBar
            next: { effect: push }
            interactive:
              previous: { gesture: pan }
            """, rule: "invalid_value", line: 5, column: 3,
            hint: "add a 'previous' phase (for example 'previous: reverse')")
    }

    func testWithoutNextATabBarSpecSaysWhatToAdd() {
        assertDiagnostic("""
            transition: TabSlide
            kind: tabBar
            previous: { effect: push }
            """, rule: "missing_key", line: 1, column: 1,
            hint: "add 'next:' with an effect, for example 'next: { effect: fade }'")
    }
}
