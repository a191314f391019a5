import ChoreoCodegen
import ChoreoSpec
import XCTest

/// `install<Name>()` on a navigation controller that already has a delegate (a coordinator,
/// analytics): the delegate keeps hearing what it heard before, a second install keeps it, and
/// `uninstall<Name>()` gives it back, through the simulated UIKit.
final class NavigationDelegateForwardingTests: XCTestCase {
    static let specs = [
        """
        transition: PushOnly
        kind: navigation
        push: { effect: fade, duration: 0.3 }
        """,
        """
        transition: SwipeBack
        kind: navigation
        push: { effect: push, duration: 0.3 }
        pop: reverse
        interactive:
          pop: { gesture: edgePan }
        """,
    ]

    static let driver = BehaviourDriver.prelude + """

        /// What an app's coordinator does with the delegate: hears every screen shown.
        final class Coordinator: NSObject, UINavigationControllerDelegate {
            var heard: [String] = []

            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                heard.append("will \\(viewController.title ?? "?")")
            }

            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                heard.append("did \\(viewController.title ?? "?")")
            }
        }

        @MainActor func forwarding(install: (UINavigationController) -> Void, uninstall: (UINavigationController) -> Void) {
            let window = makeWindow()
            let coordinator = Coordinator()
            let navigation = UINavigationController(rootViewController: controller("First"))
            window.rootViewController = navigation
            navigation.delegate = coordinator
            let popGesture = navigation.interactivePopGestureRecognizer?.isEnabled
            let gestures = navigation.view.gestureRecognizers?.count ?? 0
            install(navigation)
            install(navigation)
            quietly()
            navigation.pushViewController(controller("Second"), animated: true)
            UIKitSimulation.runUntilIdle()
            print("push: \\(UIKitSimulation.events.filter { $0.kind == "customTransition" || $0.kind == "defaultTransition" }.map(\\.kind))")
            settle()
            navigation.popViewController(animated: true)
            UIKitSimulation.runUntilIdle()
            print("pop: \\(UIKitSimulation.events.filter { $0.kind == "customTransition" || $0.kind == "defaultTransition" }.map(\\.kind))")
            settle()
            print("heard: \\(coordinator.heard)")
            uninstall(navigation)
            print("restored: \\(navigation.delegate === coordinator)")
            print("pop gesture restored: \\(navigation.interactivePopGestureRecognizer?.isEnabled == popGesture)")
            print("gestures restored: \\((navigation.view.gestureRecognizers?.count ?? 0) == gestures)")
            coordinator.heard = []
            navigation.pushViewController(controller("Third"), animated: true)
            settle()
            print("heard after: \\(coordinator.heard)")
        }

        section("push only")
        forwarding(install: { $0.installPushOnly() }, uninstall: { $0.uninstallPushOnly() })

        section("swipe back")
        forwarding(install: { $0.installSwipeBack() }, uninstall: { $0.uninstallSwipeBack() })

        """

    func testACoordinatorSetBeforeTheInstallHearsEveryScreenAndGetsTheDelegateBack() throws {
        for name in ["push only", "swipe back"] {
            let run = try section(name)
            XCTAssertEqual(run["heard"], #"["will Second", "did Second", "will First", "did First"]"#, name)
            XCTAssertEqual(run["restored"], "true", name)
            XCTAssertEqual(run["pop gesture restored"], "true", name)
            XCTAssertEqual(run["gestures restored"], "true", name)
            XCTAssertEqual(run["heard after"], #"["will Third", "did Third"]"#, name)
            XCTAssertEqual(run["problems"], "[]", name)
        }
    }

    func testTheTransitionsAnimatorsStillRunWithACoordinatorSet() throws {
        let pushOnly = try section("push only")
        XCTAssertEqual(pushOnly["push"], #"["customTransition"]"#, "the push is the spec's")
        XCTAssertEqual(pushOnly["pop"], #"["defaultTransition"]"#, "no pop phase, and the coordinator has no animator")
        let swipe = try section("swipe back")
        XCTAssertEqual(swipe["push"], #"["customTransition"]"#)
        XCTAssertEqual(swipe["pop"], #"["customTransition"]"#)
    }

    private static let scenarios = SimulatedScenarios(driver: driver, specs: specs)

    private func section(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        try Self.scenarios.section(name, file: file, line: line)
    }
}
