import ChoreoLint
import ChoreoSpec
import XCTest

/// The container rules beyond their catalogue examples: where each draws its line.
final class ContainerRuleTests: XCTestCase {
    private func spec(style: String = "custom", container: String, present: String = "{ effect: slide }",
                      dismiss: String? = "reverse") -> String {
        """
        transition: Sheet
        kind: modal
        presentation:
          style: \(style)
          container: \(container)
        present: \(present)
        \(dismiss.map { "dismiss: \($0)" } ?? "")
        """
    }

    private func ids(_ text: String) -> [String] {
        LintHarness.lint(text).map(\.ruleID)
    }

    func testEveryStyleButCustomIsReportedAtTheContainerKey() {
        for style in PresentationStyle.allCases {
            let findings = LintHarness.lint(spec(style: style.rawValue, container: "{ height: 0.5 }"))
                .filter { $0.ruleID == "container_needs_custom_style" }
            XCTAssertEqual(findings.count, style == .custom ? 0 : 1, style.rawValue)
            if let finding = findings.first {
                XCTAssertEqual(finding.location.line, 5, style.rawValue)
                XCTAssertEqual(finding.location.column, 3, style.rawValue)
            }
        }
    }

    func testADimOnThePresentingViewOfEitherPhaseIsDimmedTwiceOnlyWithDimming() {
        let present = "{ effect: slide, from: { end: { dim: 0.2 } } }"
        XCTAssertTrue(ids(spec(container: "{ height: 0.5, dimming: 0.4 }", present: present)).contains("container_dimmed_twice"))
        XCTAssertFalse(ids(spec(container: "{ height: 0.5 }", present: present)).contains("container_dimmed_twice"))
        let dismiss = "{ effect: slide, direction: fromTop, to: { start: { dim: 0.2 } } }"
        XCTAssertTrue(ids(spec(container: "{ height: 0.5, dimming: 0.4 }", dismiss: dismiss)).contains("container_dimmed_twice"))
        let incoming = "{ effect: slide, to: { start: { dim: 0.2 } } }"
        XCTAssertFalse(ids(spec(container: "{ height: 0.5, dimming: 0.4 }", present: incoming)).contains("container_dimmed_twice"),
                       "a dim on the presented view is not the screen behind")
    }

    func testATapOutsideNeedsADismissPhaseOnlyWhenItIsOn() {
        XCTAssertTrue(ids(spec(container: "{ dismissOnTapOutside: true }", dismiss: nil)).contains("tap_outside_without_dismiss"))
        XCTAssertFalse(ids(spec(container: "{ dismissOnTapOutside: false }", dismiss: nil)).contains("tap_outside_without_dismiss"))
        XCTAssertFalse(ids(spec(container: "{ dismissOnTapOutside: true }")).contains("tap_outside_without_dismiss"))
    }

    func testInsetsLeaveNoRoomFromHalfTheSmallestScreenUp() {
        XCTAssertFalse(ids(spec(container: "{ insets: 159 }")).contains("container_leaves_no_room"))
        XCTAssertTrue(ids(spec(container: "{ insets: 160 }")).contains("container_leaves_no_room"))
    }

    /// `behind_hidden`: only a presented view over the whole container hides the screen behind; insets, a smaller size
    /// or a `behind` that changes nothing leave it silent.
    func testTheScreenBehindIsHiddenOnlyUnderAPresentedViewOverTheWholeContainer() {
        let stack = "behind: { scale: 0.92, cornerRadius: 10 }, statusBar: presented"
        let hidden = LintHarness.lint(spec(container: "{ \(stack) }")).filter { $0.ruleID == "behind_hidden" }
        XCTAssertEqual(hidden.map { "\($0.location.line):\($0.location.column)" }, ["5:24"], "at the state")
        XCTAssertFalse(ids(spec(container: "{ insets: 16, \(stack) }")).contains("behind_hidden"))
        XCTAssertFalse(ids(spec(container: "{ height: 0.92, \(stack) }")).contains("behind_hidden"))
        XCTAssertFalse(ids(spec(container: "{ behind: {} }")).contains("behind_hidden"), "a resting state moves nothing")
    }

    /// `behind_status_bar`: the screen's top edge must come down, by a scale about a point below it or an offset down.
    func testTheStatusBarNoteFollowsTheTopEdgeOfTheScreenBehind() {
        let lowered = ["{ scale: 0.92 }", "{ offset: [0, 0.02] }", "{ scale: 0.9, anchor: bottom }"]
        for behind in lowered {
            XCTAssertTrue(ids(spec(container: "{ height: 0.9, behind: \(behind) }")).contains("behind_status_bar"), behind)
            XCTAssertFalse(ids(spec(container: "{ height: 0.9, behind: \(behind), statusBar: presented }")).contains("behind_status_bar"), behind)
        }
        let level = ["{ scale: 0.9, anchor: top }", "{ offset: [0, -0.1] }", "{ cornerRadius: 10, dim: 0.2 }", "{ offset: { trailing: 0.8 } }"]
        for behind in level {
            XCTAssertFalse(ids(spec(container: "{ height: 0.9, behind: \(behind) }")).contains("behind_status_bar"), behind)
        }
    }

    /// `detents_out_of_order`'s suggested list keeps each height as written, not rounded as a message's numbers are.
    func testTheSortedDetentsKeepTheirWrittenValues() {
        let findings = LintHarness.lint(spec(container: "{ height: [1, 0.333, { points: 212.5 }] }"))
            .filter { $0.ruleID == "detents_out_of_order" }
        XCTAssertEqual(findings.map(\.message), ["detent 0.333 comes after the taller 1; detents go lowest first"])
        XCTAssertEqual(findings.first?.hint, "write 'height: [0.333, 1, { points: 212.5 }]'")
    }

    func testTheGalleryContainersAreClean() {
        let findings = LintHarness.lint(spec(container: "{ height: 0.5, cornerRadius: 16, dimming: 0.4 }"))
        XCTAssertEqual(findings.map { "\($0.ruleID): \($0.message)" }, [])
    }
}
