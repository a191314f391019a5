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

    func testTheGalleryContainersAreClean() {
        let findings = LintHarness.lint(spec(container: "{ height: 0.5, cornerRadius: 16, dimming: 0.4 }"))
        XCTAssertEqual(findings.map { "\($0.ruleID): \($0.message)" }, [])
    }
}
