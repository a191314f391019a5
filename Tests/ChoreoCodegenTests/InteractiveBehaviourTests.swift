import ChoreoCodegen
import ChoreoSpec
import XCTest

/// Gestures that start a transition (a pan that presents, an edge pan that pushes) and gesture
/// edges under right-to-left layout, through the simulated UIKit. The gallery has no forward
/// gesture, so these run on built transitions (`SampleTransitions.pullUpSheet`, `.swipeStack`).
final class InteractiveBehaviourTests: XCTestCase {
    private static let driver = BehaviourDriver.prelude + """

        @MainActor func edges(_ view: UIView) {
            let edges = (view.gestureRecognizers ?? []).compactMap { ($0 as? UIScreenEdgePanGestureRecognizer)?.edges.rawValue }
            print("edges: \\(edges)")
        }

        do {
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            var made: [UIViewController] = []
            root.addPullUpSheetPresentingGesture {
                let card = controller("Card")
                made.append(card)
                return card
            }

            section("present cancelled")
            drag(root.view, along: CGPoint(x: 0, y: -1), fraction: 0.1, speed: 0)
            settle()
            print("presented: \\(root.presentedViewController != nil)")
            print("made: \\(made.count)")
            print("delegate: \\(made.last?.transitioningDelegate != nil)")
            show("root", root.view)

            section("present finished")
            drag(root.view, along: CGPoint(x: 0, y: -1), fraction: 0.8, speed: 0)
            settle()
            print("presented: \\(root.presentedViewController === made.last)")
            print("delegate: \\(made.last?.transitioningDelegate != nil)")
            if let card = made.last { show("card", card.view) }

            section("present while presenting")
            drag(root.view, along: CGPoint(x: 0, y: -1), fraction: 0.8, speed: 0)
            settle()
            print("made: \\(made.count)")

            section("dismiss finished")
            if let card = made.last { drag(card.view, along: CGPoint(x: 0, y: 1), fraction: 0.8, speed: 0) }
            settle()
            print("presented: \\(root.presentedViewController != nil)")
            print("delegate: \\(made.last?.transitioningDelegate != nil)")
        }

        for rightToLeft in [false, true] {
            let direction = rightToLeft ? "rtl" : "ltr"
            // Trailing is +x left to right and -x right to left.
            let trailing: CGFloat = rightToLeft ? -1 : 1
            UIKitSimulation.applicationLayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
            let window = makeWindow()
            let first = controller("First")
            let navigation = UINavigationController(rootViewController: first)
            navigation.title = "Nav"
            window.rootViewController = navigation
            navigation.installSwipeStack(pushing: { controller("Second") })

            section("\\(direction) install")
            edges(navigation.view)
            print("system back swipe: \\(navigation.interactivePopGestureRecognizer?.isEnabled ?? false)")

            section("\\(direction) push cancelled")
            UIKitSimulation.applicationLayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
            drag(navigation.view, fromEnd: 0, along: CGPoint(x: -trailing, y: 0), fraction: 0.1, speed: 0)
            settle()
            print("stack: \\(navigation.viewControllers.map { $0.title ?? "?" })")
            show("first", first.view)

            section("\\(direction) push finished")
            UIKitSimulation.applicationLayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
            drag(navigation.view, fromEnd: 0, along: CGPoint(x: -trailing, y: 0), fraction: 0.8, speed: 0)
            settle()
            print("stack: \\(navigation.viewControllers.map { $0.title ?? "?" })")
            if let second = navigation.topViewController { show("second", second.view) }
            show("first", first.view)

            section("\\(direction) pop finished")
            UIKitSimulation.applicationLayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
            drag(navigation.view, fromEnd: 1, along: CGPoint(x: trailing, y: 0), fraction: 0.8, speed: 0)
            settle()
            print("stack: \\(navigation.viewControllers.map { $0.title ?? "?" })")
            show("first", first.view)
        }

        """

    private static let scenarios = SimulatedScenarios(driver: driver) { [SampleTransitions.pullUpSheet, SampleTransitions.swipeStack] }

    private func section(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        try Self.scenarios.section(name, file: file, line: line)
    }

    func testAPanThatIsLetGoEarlyPresentsNothing() throws {
        let cancelled = try section("present cancelled")
        XCTAssertEqual(cancelled["complete"], "[false]")
        XCTAssertEqual(cancelled["default"], "[]")
        XCTAssertEqual(cancelled["problems"], "[]")
        XCTAssertTrue(cancelled["custom"]?.contains("animator PullUpSheetAnimator duration 0.4 style overFullScreen interactive") ?? false,
                      cancelled["custom"] ?? "")
        XCTAssertEqual(cancelled["presented"], "false")
        XCTAssertEqual(cancelled["made"], "1")
        XCTAssertEqual(cancelled["delegate"], "true", "the delegate lives as long as its controller (here held by the driver)")
        XCTAssertEqual(cancelled["root"], "Root.view frame=(0, 0, 400, 800) alpha=1 in UIWindow subviews 0")
    }

    func testAPanPastTheThresholdPresentsAndThePresentedCardCanBeDraggedAway() throws {
        let finished = try section("present finished")
        XCTAssertEqual(finished["complete"], "[true]")
        XCTAssertEqual(finished["problems"], "[]")
        XCTAssertEqual(finished["presented"], "true")
        XCTAssertEqual(finished["delegate"], "true")
        XCTAssertEqual(finished["card"], "Card.view frame=(0, 0, 400, 800) alpha=1 cornerRadius=12 in UITransitionView subviews 0")

        let again = try section("present while presenting")
        XCTAssertEqual(again["complete"], "[]", "the gesture starts nothing while its controller presents")
        XCTAssertEqual(again["made"], "2", "the factory is not asked while something is presented")

        let dismissed = try section("dismiss finished")
        XCTAssertEqual(dismissed["complete"], "[true]")
        XCTAssertEqual(dismissed["presented"], "false")
        XCTAssertEqual(dismissed["delegate"], "true", "the delegate lives as long as its controller")
    }

    func testEdgePansResolveLeadingAndTrailingFromTheLayoutDirection() throws {
        // UIRectEdge raw values: left 2, right 8; the system's own back swipe is first (left).
        XCTAssertEqual(try section("ltr install")["edges"], "[2, 2, 8]")
        XCTAssertEqual(try section("rtl install")["edges"], "[2, 8, 2]")
        XCTAssertEqual(try section("ltr install")["system back swipe"], "false")
    }

    func testEdgePansPushAndPopInBothLayoutDirections() throws {
        for direction in ["ltr", "rtl"] {
            let cancelled = try section("\(direction) push cancelled")
            XCTAssertEqual(cancelled["complete"], "[false]", direction)
            XCTAssertEqual(cancelled["problems"], "[]", direction)
            XCTAssertEqual(cancelled["stack"], "[\"First\"]", direction)
            XCTAssertEqual(cancelled["first"], "First.view frame=(0, 0, 400, 800) alpha=1 in UINavigationTransitionView subviews 0")

            let pushed = try section("\(direction) push finished")
            XCTAssertEqual(pushed["complete"], "[true]", direction)
            XCTAssertTrue(pushed["custom"]?.hasSuffix("duration 0.55 style none interactive\"]") ?? false, pushed["custom"] ?? "")
            XCTAssertEqual(pushed["stack"], "[\"First\", \"Second\"]", direction)
            XCTAssertEqual(pushed["second"], "Second.view frame=(0, 0, 400, 800) alpha=1 in UINavigationTransitionView subviews 0")
            XCTAssertEqual(pushed["first"], "First.view frame=(0, 0, 400, 800) alpha=1 in nothing subviews 0",
                           "the outgoing view is back at rest, its dimming overlay gone")

            let popped = try section("\(direction) pop finished")
            XCTAssertEqual(popped["complete"], "[true]", direction)
            XCTAssertEqual(popped["stack"], "[\"First\"]", direction)
            XCTAssertEqual(popped["first"], "First.view frame=(0, 0, 400, 800) alpha=1 in UINavigationTransitionView subviews 0")
        }
    }
}
