import ChoreoCodegen
import ChoreoSpec
import XCTest

/// VoiceOver's escape gesture in a container with `dismissOnTapOutside`, sent as UIKit sends it: to the focused
/// element, then up the responder chain (the model's `next` follows `UIResponder.next`'s reference: a root view's is
/// its controller, a controller's its view's superview; Docs/UIKitFacts.md §33.4). What SpecReference says works:
/// with the focus on the dimming view ("Dismiss", localized) escape dismisses once; from a button inside the sheet
/// the generated code does not answer it (the dimming view is not an ancestor), and a presented controller that
/// overrides `accessibilityPerformEscape()` dismisses once from anywhere inside.
final class AccessibilityEscapeBehaviourTests: XCTestCase {
    static let specs = [
        """
        transition: EscapableCard
        kind: modal
        presentation:
          style: custom
          container: { height: 0.5, alignment: center, insets: 16, dimming: 0.3, dismissOnTapOutside: true }
        present: { effect: fade, duration: 0.2 }
        dismiss: reverse
        """,
    ]

    private static let driver = BehaviourDriver.prelude + """

        /// A presented controller that answers escape itself, as SpecReference tells apps to.
        final class EscapingController: UIViewController {
            var escapes = 0
            override func accessibilityPerformEscape() -> Bool {
                MainActor.assumeIsolated {
                    escapes += 1
                    guard presentingViewController != nil, !isBeingDismissed else { return false }
                    dismiss(animated: true)
                    return true
                }
            }
        }

        @MainActor func dimmingView(of presented: UIViewController) -> UIView? {
            presented.view.superview?.subviews.first { $0 !== presented.view }
        }

        @MainActor func dismissCalls() -> Int {
            UIKitSimulation.events.filter { $0.kind == "dismiss" }.count
        }

        for escaping in [false, true] {
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            let card: UIViewController
            if escaping {
                card = EscapingController()
                card.title = "Card"
            } else {
                card = controller("Card")
            }
            let button = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 44))
            button.accessibilityIdentifier = "Card.button"
            card.view.addSubview(button)
            root.presentEscapableCard(card)
            quietly()

            section(escaping ? "escape inside, controller answers" : "escape inside")
            print("label: \\(dimmingView(of: card)?.accessibilityLabel ?? "none")")
            print("handled by: \\(UIKitSimulation.performAccessibilityEscape(focusedOn: button) ?? "nobody")")
            print("again during the dismissal: \\(UIKitSimulation.performAccessibilityEscape(focusedOn: button) ?? "nobody")")
            print("dismiss calls: \\(dismissCalls())")
            settle()
            print("presented: \\(root.presentedViewController === card)")
            if root.presentedViewController === card {
                section("escape on the dimming view")
                let dimming = dimmingView(of: card)
                print("handled by: \\(dimming.flatMap { UIKitSimulation.performAccessibilityEscape(focusedOn: $0) } ?? "nobody")")
                print("again during the dismissal: \\(dimming.flatMap { UIKitSimulation.performAccessibilityEscape(focusedOn: $0) } ?? "nobody")")
                print("dismiss calls: \\(dismissCalls())")
                settle()
                print("presented: \\(root.presentedViewController === card)")
            }
        }

        """

    private static let scenarios = SimulatedScenarios(driver: driver, specs: specs)

    func testFromInsideTheSheetTheGeneratedCodeDoesNotAnswerEscape() throws {
        let inside = try Self.scenarios.section("escape inside")
        XCTAssertEqual(inside["label"], "Dismiss", "the localized label, in English where the app has no Choreo table")
        XCTAssertEqual(inside["handled by"], "nobody", "the dimming view is beside the presented view, not above it")
        XCTAssertEqual(inside["dismiss calls"], "0")
        XCTAssertEqual(inside["presented"], "true")
    }

    func testWithTheFocusOnTheDimmingViewEscapeDismissesOnce() throws {
        let dimming = try Self.scenarios.section("escape on the dimming view")
        XCTAssertTrue(dimming["handled by"]?.hasPrefix("DimmingView") ?? false, dimming["handled by"] ?? "")
        XCTAssertEqual(dimming["again during the dismissal"], "nobody", "a second escape while leaving starts nothing")
        XCTAssertEqual(dimming["dismiss calls"], "1")
        XCTAssertEqual(dimming["presented"], "false")
        XCTAssertEqual(dimming["complete"], "[true]")
        XCTAssertEqual(dimming["problems"], "[]")
    }

    func testAPresentedControllerThatAnswersEscapeDismissesOnceFromAButtonInside() throws {
        let answered = try Self.scenarios.section("escape inside, controller answers")
        XCTAssertEqual(answered["handled by"], "Card", "the button's chain: its superview, the root view, the controller")
        XCTAssertEqual(answered["again during the dismissal"], "nobody")
        XCTAssertEqual(answered["dismiss calls"], "1")
        XCTAssertEqual(answered["presented"], "false")
        XCTAssertEqual(answered["complete"], "[true]")
    }
}
