import ChoreoCodegen
import ChoreoSpec
import XCTest

/// VoiceOver's escape gesture in a container with `dismissOnTapOutside`, sent as UIKit sends it: to the focused
/// element, then up the responder chain (the model's `next` follows `UIResponder.next`'s reference: a root view's is
/// its controller, a controller's its view's superview; Docs/UIKitFacts.md §33.4). What SpecReference says works:
/// with the focus on the dimming view ("Dismiss", localized) escape dismisses once; from a button inside the sheet
/// it reaches the wrapping view the presentation controller puts the presented view in, which dismisses once; and a
/// presented controller that overrides `accessibilityPerformEscape()` answers first, once.
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

        /// The view behind the presented one: the presented view is the container's, or (once presented, when a tap
        /// outside dismisses) a wrapping view's over the whole container.
        @MainActor func dimmingView(of presented: UIViewController) -> UIView? {
            let holder = presented.view.superview
            let container = holder?.simulationName == "WrappingView" ? holder?.superview : holder
            return container?.subviews.first { $0 !== presented.view && $0 !== holder }
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
            // Touches: the wrapping view over the whole container lets through all but those on the card.
            let container = dimmingView(of: card)?.superview
            print("hit outside: \\(container?.hitTest(CGPoint(x: 5, y: 5), with: nil)?.simulationName ?? "nothing")")
            print("hit on the button: \\(container?.hitTest(CGPoint(x: 31, y: 223), with: nil)?.simulationName ?? "nothing")")
            print("handled by: \\(UIKitSimulation.performAccessibilityEscape(focusedOn: button) ?? "nobody")")
            print("again during the dismissal: \\(UIKitSimulation.performAccessibilityEscape(focusedOn: button) ?? "nobody")")
            print("dismiss calls: \\(dismissCalls())")
            settle()
            print("presented: \\(root.presentedViewController === card)")
            if !escaping {
                root.presentEscapableCard(card)
                quietly()
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

    func testFromAButtonInsideTheSheetEscapeReachesTheWrappingViewAndDismissesOnce() throws {
        let inside = try Self.scenarios.section("escape inside")
        XCTAssertEqual(inside["label"], "Dismiss", "the localized label, in English where the app has no Choreo table")
        XCTAssertEqual(inside["handled by"], "WrappingView", "the button's chain: its superview, the root view, the controller, the wrapping view")
        XCTAssertEqual(inside["again during the dismissal"], "nobody", "a second escape while leaving starts nothing")
        XCTAssertEqual(inside["dismiss calls"], "1")
        XCTAssertEqual(inside["presented"], "false")
        XCTAssertEqual(inside["complete"], "[true]")
        XCTAssertEqual(inside["problems"], "[]")
    }

    func testTheWrappingViewLetsATapOutsideTheSheetThroughToTheDimmingView() throws {
        let inside = try Self.scenarios.section("escape inside")
        XCTAssertEqual(inside["hit outside"], "DimmingView")
        XCTAssertEqual(inside["hit on the button"], "Card.button")
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
