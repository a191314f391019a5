import ChoreoCodegen
import ChoreoSpec
import XCTest

/// A tab bar transition run through the simulated UIKit: the generated delegate decides the phase at run
/// time from the two tabs' places (a later tab comes in from the trailing edge, an earlier one from the
/// leading edge, mirrored right to left), a pan across the screen switches to the next or previous tab and
/// can be cancelled, the delegate outlives the scope that installed it and goes with its tab bar controller,
/// and a spec without `previous` switches back without animation.
final class TabBarBehaviourTests: XCTestCase {
    static let specs = [
        """
        transition: TabSlide
        kind: tabBar
        next:
          effect: push
          direction: fromTrailing
          duration: 0.4
          curve: linear
        previous: reverse
        interactive:
          next: { gesture: pan }
          previous: { gesture: pan }
        """,
        """
        transition: TabFadeForward
        kind: tabBar
        next: { effect: fade, duration: 0.3 }
        lint:
          disable: [previous_missing]
        """,
    ]

    static let driver = BehaviourDriver.prelude + """

        /// A tab bar controller with the tabs `titles`, in a window, with TabSlide installed by `install`.
        @MainActor func tabBar(_ titles: [String], layout: UIUserInterfaceLayoutDirection = .leftToRight,
                               install: (UITabBarController) -> Void = { $0.installTabSlide() }) -> (UIWindow, UITabBarController) {
            UIKitSimulation.applicationLayoutDirection = layout
            let window = makeWindow()
            let tabs = UITabBarController()
            tabs.viewControllers = titles.map(controller)
            window.rootViewController = tabs
            install(tabs)
            quietly()
            UIKitSimulation.applicationLayoutDirection = layout
            return (window, tabs)
        }

        /// The incoming and outgoing views' left edges at each time of the running switch.
        @MainActor func sample(_ to: UIView, _ from: UIView) {
            atTimes([0, 0.2]) { index in
                print("to \\(index): \\(Double(to.frame.minX))")
                print("from \\(index): \\(Double(from.frame.minX))")
            }
        }

        @MainActor func tab(_ tabs: UITabBarController, _ index: Int) -> UIView {
            tabs.viewControllers![index].view
        }

        /// Switches `tabs` to `index` by code and samples the switch.
        @MainActor func switchTab(_ tabs: UITabBarController, to index: Int) {
            let from = tabs.selectedIndex
            UIViewPropertyAnimator.lastStarted = nil
            tabs.selectedIndex = index
            sample(tab(tabs, index), tab(tabs, from))
            settle()
            show("incoming", tab(tabs, index))
            show("outgoing", tab(tabs, from))
            print("selected: \\(tabs.selectedIndex)")
        }

        for (layout, name) in [(UIUserInterfaceLayoutDirection.leftToRight, "ltr"), (.rightToLeft, "rtl")] {
            let (window, tabs) = tabBar(["A", "B", "C"], layout: layout)
            section("\\(name) later")
            switchTab(tabs, to: 1)
            UIKitSimulation.applicationLayoutDirection = layout
            section("\\(name) earlier")
            switchTab(tabs, to: 0)
            UIKitSimulation.applicationLayoutDirection = layout
            section("\\(name) two tabs on")
            switchTab(tabs, to: 2)
            UIKitSimulation.applicationLayoutDirection = layout
            section("\\(name) two tabs back")
            switchTab(tabs, to: 0)

            // The finger sets off toward the leading edge (the left, or the right under right-to-left): the next tab.
            let leading: CGFloat = layout == .rightToLeft ? 1 : -1
            UIKitSimulation.applicationLayoutDirection = layout
            section("\\(name) pan to next cancelled")
            swipe(tabs.view, along: CGPoint(x: leading, y: 0), fraction: 0.1)
            settle()
            show("staying", tab(tabs, 0))
            show("arriving", tab(tabs, 1))
            print("selected: \\(tabs.selectedIndex)")

            UIKitSimulation.applicationLayoutDirection = layout
            section("\\(name) pan to next finished")
            swipe(tabs.view, along: CGPoint(x: leading, y: 0), fraction: 0.8)
            settle()
            show("arrived", tab(tabs, 1))
            show("left", tab(tabs, 0))
            print("selected: \\(tabs.selectedIndex)")

            UIKitSimulation.applicationLayoutDirection = layout
            section("\\(name) pan to previous flicked")
            swipe(tabs.view, along: CGPoint(x: -leading, y: 0), fraction: 0.1, speed: 1500)
            settle()
            show("arrived", tab(tabs, 0))
            print("selected: \\(tabs.selectedIndex)")

            UIKitSimulation.applicationLayoutDirection = layout
            section("\\(name) pan past the first tab")
            swipe(tabs.view, along: CGPoint(x: -leading, y: 0), fraction: 0.8)
            settle()
            print("selected: \\(tabs.selectedIndex)")
            _ = window
        }

        do {
            let (window, tabs) = tabBar(["A", "B", "C"])
            section("pan while switching")
            tabs.selectedIndex = 1
            swipe(tabs.view, along: CGPoint(x: -1, y: 0), fraction: 0.8)
            settle()
            print("selected: \\(tabs.selectedIndex)")
            _ = window
        }

        do {
            let (window, tabs) = tabBar(["A", "B", "C"])
            section("tap")
            tabs.simulateTap(at: 2)
            settle()
            print("selected: \\(tabs.selectedIndex)")
            section("tap back")
            tabs.simulateTap(at: 1)
            settle()
            print("selected: \\(tabs.selectedIndex)")
            _ = window
        }

        do {
            let (window, tabs) = tabBar(["A", "B"], install: { $0.installTabFadeForward() })
            section("forward only next")
            tabs.selectedIndex = 1
            settle()
            print("selected: \\(tabs.selectedIndex)")
            section("forward only previous")
            tabs.selectedIndex = 0
            settle()
            show("incoming", tab(tabs, 0))
            show("outgoing", tab(tabs, 1))
            print("selected: \\(tabs.selectedIndex)")
            _ = window
        }

        /// What an app's coordinator does with the delegate: keeps a tab locked and hears every selection.
        final class Coordinator: NSObject, UITabBarControllerDelegate {
            var heard: [String] = []

            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                viewController.title != "Locked"
            }

            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                heard.append(viewController.title ?? "?")
            }
        }

        do {
            let coordinator = Coordinator()
            let (window, tabs) = tabBar(["A", "B", "Locked"], install: { tabs in
                tabs.delegate = coordinator
                tabs.installTabSlide()
                tabs.installTabSlide()
            })
            section("coordinator")
            tabs.simulateTap(at: 1)
            settle()
            tabs.simulateTap(at: 2)
            UIKitSimulation.runUntilIdle()
            print("locked refused: \\(UIKitSimulation.events.contains { $0.kind == "tabTapRefused" })")
            print("selected: \\(tabs.selectedIndex)")
            print("heard: \\(coordinator.heard)")
            tabs.uninstallTabSlide()
            print("restored: \\(tabs.delegate === coordinator)")
            print("gestures: \\(tabs.view.gestureRecognizers?.count ?? 0)")
            quietly()
            _ = window
        }

        /// Installs in a scope of its own: nothing but the tab bar controller keeps the delegate.
        @MainActor func installAndForget(_ tabs: UITabBarController) {
            tabs.installTabSlide()
        }

        do {
            weak var weakTabs: UITabBarController?
            weak var weakDelegate: AnyObject?
            var window: UIWindow? = makeWindow()
            do {
                let tabs = UITabBarController()
                tabs.viewControllers = [controller("A"), controller("B")]
                window?.rootViewController = tabs
                installAndForget(tabs)
                weakTabs = tabs
                weakDelegate = tabs.delegate
            }
            quietly()
            section("lifetime")
            print("delegate alive: \\(weakDelegate != nil)")
            weakTabs?.selectedIndex = 1
            settle()
            window?.rootViewController = nil
            window = nil
            UIViewPropertyAnimator.lastStarted = nil
            print("tab bar controller released: \\(weakTabs == nil)")
            print("delegate released: \\(weakDelegate == nil)")
        }

        """

    private static let scenarios = SimulatedScenarios(driver: driver, specs: specs)

    private func section(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        try Self.scenarios.section(name, file: file, line: line)
    }

    private func atRest(_ name: String, in superview: String) -> String {
        "\(name).view frame=(0, 0, 400, 800) alpha=1 in \(superview) subviews 0"
    }

    /// A switch that ran through TabSlide's animator for `phase`, once, with nothing the model objects to.
    private func assertRan(_ run: [String: String], _ phase: String, from: String, to: String, interactive: Bool = false,
                           completed: Bool = true, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run["problems"], "[]", file: file, line: line)
        XCTAssertEqual(run["default"], "[]", file: file, line: line)
        XCTAssertEqual(run["complete"], "[\(completed)]", "completeTransition exactly once", file: file, line: line)
        let expected = "select \(from) -> \(to) animator TabSlideAnimator duration 0.4 style none\(interactive ? " interactive" : "")"
        XCTAssertEqual(run["custom"], "[\"\(expected)\"]", "the \(phase) phase", file: file, line: line)
    }

    func testASwitchToALaterTabBringsItInFromTheTrailingEdge() throws {
        let later = try section("ltr later")
        assertRan(later, "next", from: "A", to: "B")
        XCTAssertEqual(later["to 0"], "400.0", "the later tab starts just past the trailing (right) edge")
        XCTAssertEqual(later["to 1"], "200.0", "halfway, linearly")
        XCTAssertEqual(later["from 0"], "0.0")
        XCTAssertEqual(later["from 1"], "-60.0", "the current tab drifts toward the leading edge (30 % parallax)")
        XCTAssertEqual(later["incoming"], atRest("B", in: "UITransitionView"))
        XCTAssertEqual(later["outgoing"], atRest("A", in: "nothing"))
        XCTAssertEqual(later["selected"], "1")
    }

    func testASwitchToAnEarlierTabBringsItBackFromTheLeadingEdge() throws {
        let earlier = try section("ltr earlier")
        assertRan(earlier, "previous", from: "B", to: "A")
        XCTAssertEqual(earlier["to 0"], "-120.0", "the earlier tab comes back from where it drifted to")
        XCTAssertEqual(earlier["to 1"], "-60.0")
        XCTAssertEqual(earlier["from 1"], "200.0", "the current tab leaves toward the trailing edge it came from")
        XCTAssertEqual(earlier["incoming"], atRest("A", in: "UITransitionView"))
        XCTAssertEqual(earlier["outgoing"], atRest("B", in: "nothing"))
        XCTAssertEqual(earlier["selected"], "0")
    }

    func testRightToLeftTheTabsRunTheOtherWay() throws {
        let later = try section("rtl later")
        assertRan(later, "next", from: "A", to: "B")
        XCTAssertEqual(later["to 0"], "-400.0", "right to left, the trailing edge is the left one")
        XCTAssertEqual(later["to 1"], "-200.0")
        XCTAssertEqual(later["from 1"], "60.0")
        XCTAssertEqual(later["incoming"], atRest("B", in: "UITransitionView"))

        let earlier = try section("rtl earlier")
        assertRan(earlier, "previous", from: "B", to: "A")
        XCTAssertEqual(earlier["to 0"], "120.0")
        XCTAssertEqual(earlier["from 1"], "-200.0")
        XCTAssertEqual(earlier["incoming"], atRest("A", in: "UITransitionView"))
    }

    func testTheDirectionFollowsTheTabsOrderNotTheirDistance() throws {
        for layout in ["ltr", "rtl"] {
            let on = try section("\(layout) two tabs on")
            assertRan(on, "next", from: "A", to: "C")
            XCTAssertEqual(on["to 0"], layout == "ltr" ? "400.0" : "-400.0", layout)
            XCTAssertEqual(on["selected"], "2")
            let back = try section("\(layout) two tabs back")
            assertRan(back, "previous", from: "C", to: "A")
            XCTAssertEqual(back["to 0"], layout == "ltr" ? "-120.0" : "120.0", layout)
            XCTAssertEqual(back["incoming"], atRest("A", in: "UITransitionView"))
            XCTAssertEqual(back["selected"], "0")
        }
    }

    func testAPanTowardTheLeadingEdgeSelectsTheNextTabAndCanBeCancelled() throws {
        for layout in ["ltr", "rtl"] {
            let cancelled = try section("\(layout) pan to next cancelled")
            assertRan(cancelled, "next", from: "A", to: "B", interactive: true, completed: false)
            XCTAssertEqual(cancelled["selected"], "0", "a cancelled switch selects the tab it started from again: \(layout)")
            XCTAssertEqual(cancelled["staying"], atRest("A", in: "UITransitionView"), layout)
            XCTAssertEqual(cancelled["arriving"], atRest("B", in: "nothing"), layout)

            let finished = try section("\(layout) pan to next finished")
            assertRan(finished, "next", from: "A", to: "B", interactive: true)
            XCTAssertEqual(finished["selected"], "1", layout)
            XCTAssertEqual(finished["arrived"], atRest("B", in: "UITransitionView"), layout)
            XCTAssertEqual(finished["left"], atRest("A", in: "nothing"), layout)
        }
    }

    func testAPanTowardTheTrailingEdgeSelectsThePreviousTabAndNothingPastTheFirst() throws {
        for layout in ["ltr", "rtl"] {
            let flicked = try section("\(layout) pan to previous flicked")
            assertRan(flicked, "previous", from: "B", to: "A", interactive: true)
            XCTAssertEqual(flicked["selected"], "0", "a flick faster than finishVelocity finishes: \(layout)")
            XCTAssertEqual(flicked["arrived"], atRest("A", in: "UITransitionView"), layout)

            let past = try section("\(layout) pan past the first tab")
            XCTAssertEqual(past["custom"], "[]", "no tab before the first: the pan starts nothing (\(layout))")
            XCTAssertEqual(past["complete"], "[]")
            XCTAssertEqual(past["problems"], "[]")
            XCTAssertEqual(past["selected"], "0")
        }
    }

    func testAPanWhileASwitchRunsStartsNoOther() throws {
        let running = try section("pan while switching")
        assertRan(running, "next", from: "A", to: "B")
        XCTAssertEqual(running["selected"], "1", "the pan did not go on to the third tab")
    }

    func testATapOnTheTabBarAnimatesToo() throws {
        assertRan(try section("tap"), "next", from: "A", to: "C")
        assertRan(try section("tap back"), "previous", from: "C", to: "B")
    }

    func testWithoutAPreviousPhaseSwitchingBackIsNotAnimated() throws {
        let next = try section("forward only next")
        XCTAssertTrue(next["custom"]?.contains("select A -> B animator TabFadeForwardAnimator duration 0.3") ?? false, next["custom"] ?? "")
        XCTAssertEqual(next["complete"], "[true]")

        let previous = try section("forward only previous")
        XCTAssertEqual(previous["custom"], "[]", "the delegate returns no animator for an earlier tab")
        XCTAssertEqual(previous["complete"], "[]")
        XCTAssertEqual(previous["default"], "[\"select A: the delegate returned no animator\"]")
        XCTAssertEqual(previous["incoming"], atRest("A", in: "UITransitionView"))
        XCTAssertEqual(previous["outgoing"], atRest("B", in: "nothing"))
        XCTAssertEqual(previous["selected"], "0")
        XCTAssertEqual(previous["problems"], "[]")
    }

    func testACoordinatorSetBeforeTheInstallStillDecidesAndHearsAndGetsTheDelegateBack() throws {
        let coordinator = try section("coordinator")
        XCTAssertEqual(coordinator["locked refused"], "true", "shouldSelect goes on to the coordinator")
        XCTAssertEqual(coordinator["selected"], "1")
        XCTAssertEqual(coordinator["heard"], "[\"B\"]", "didSelect goes on to the coordinator, once (installed twice)")
        XCTAssertEqual(coordinator["restored"], "true")
        XCTAssertEqual(coordinator["gestures"], "0", "uninstalling removes the pan")
    }

    func testTheDelegateOutlivesItsInstallingScopeAndGoesWithTheTabBarController() throws {
        let lifetime = try section("lifetime")
        XCTAssertEqual(lifetime["delegate alive"], "true", "UITabBarController.delegate is weak: the install keeps it")
        XCTAssertTrue(lifetime["custom"]?.contains("select A -> B animator TabSlideAnimator") ?? false, lifetime["custom"] ?? "")
        XCTAssertEqual(lifetime["tab bar controller released"], "true")
        XCTAssertEqual(lifetime["delegate released"], "true", "released with its tab bar controller")
    }
}
