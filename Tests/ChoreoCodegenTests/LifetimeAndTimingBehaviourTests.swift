import ChoreoCodegen
import ChoreoSpec
import XCTest

/// What an independent simulation of the generated code found wrong (issue 13), through the
/// simulated UIKit: how long a delegate lives, what a completion tells UIKit, and how long UIKit
/// runs a spring. Each test failed on the code generated before the fix.
final class LifetimeAndTimingBehaviourTests: XCTestCase {
    /// The transitions, as specs: a modal without a dismiss phase, one with, a navigation, and one
    /// phase for each spring whose duration matters.
    static let specs = [
        """
        transition: PresentOnly
        kind: modal
        presentation: { style: fullScreen }
        present: { effect: fade, duration: 0.3 }
        """,
        """
        transition: PresentAndDismiss
        kind: modal
        presentation: { style: fullScreen }
        present: { effect: fade, duration: 0.3 }
        dismiss: reverse
        """,
        """
        transition: StackFade
        kind: navigation
        push: { effect: fade, duration: 0.3 }
        pop: reverse
        """,
        """
        transition: DampedSpring
        kind: modal
        presentation: { style: fullScreen }
        present:
          effect: fade
          duration: 0.5
          spring: { damping: 0.8, velocity: 0 }
        """,
        """
        transition: PhysicalSpring
        kind: modal
        presentation: { style: fullScreen }
        present:
          effect: fade
          spring: { mass: 1, stiffness: 100, damping: 5 }
        """,
    ]

    static let driver = BehaviourDriver.prelude + """

        @MainActor func timing() {
            print("timing: \\(UIKitSimulation.events.filter { $0.kind == "transitionTiming" }.map(\\.detail))")
        }

        /// Presents a controller that nothing but UIKit holds, dismisses it, and says what was freed.
        @MainActor func presentAndDismissUnheld(_ present: (UIViewController, UIViewController) -> Void) {
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            weak var card: UIViewController?
            weak var delegate: AnyObject?
            do {
                let presented = controller("Card")
                present(root, presented)
                card = presented
                delegate = presented.transitioningDelegate
            }
            quietly()
            print("delegate while presented: \\(delegate != nil)")
            root.presentedViewController?.dismiss(animated: true)
            settle()
            print("controller freed: \\(card == nil)")
            print("delegate freed: \\(delegate == nil)")
        }

        @MainActor func installAndDropNavigationController() {
            weak var navigation: UINavigationController?
            weak var delegate: AnyObject?
            do {
                let installed = UINavigationController(rootViewController: controller("First"))
                installed.installStackFade()
                navigation = installed
                delegate = installed.delegate
            }
            print("navigation freed: \\(navigation == nil)")
            print("delegate freed: \\(delegate == nil)")
        }

        @MainActor func stopAtStart() {
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            let card = controller("Card")
            root.presentPresentAndDismiss(card)
            UIKitSimulation.advance(by: 0.1)
            // Something outside the transition stops its animator and finishes it where it began.
            if let animator = UIViewPropertyAnimator.lastStarted {
                animator.stopAnimation(false)
                animator.finishAnimation(at: .start)
            }
            settle()
            print("presented: \\(root.presentedViewController != nil)")
            show("root", root.view)
        }

        @MainActor func presentAndTime(_ present: (UIViewController, UIViewController) -> Void) {
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            present(root, controller("Card"))
            UIKitSimulation.runUntilIdle()
            timing()
            settle()
        }

        section("no dismiss phase")
        presentAndDismissUnheld { $0.presentPresentOnly($1) }

        section("dismiss phase")
        presentAndDismissUnheld { $0.presentPresentAndDismiss($1) }

        section("navigation")
        installAndDropNavigationController()

        section("stopped at its start")
        stopAtStart()

        section("damped spring")
        presentAndTime { $0.presentDampedSpring($1) }

        section("physical spring")
        presentAndTime { $0.presentPhysicalSpring($1) }

        """

    // MARK: 1. A modal without a dismiss phase leaked its delegate

    func testWithoutADismissPhaseTheDelegateGoesWithItsController() throws {
        let run = try section("no dismiss phase")
        XCTAssertEqual(run["delegate while presented"], "true")
        XCTAssertEqual(run["problems"], "[]")
        XCTAssertEqual(run["controller freed"], "true", "the scenario needs the controller freed")
        XCTAssertEqual(run["delegate freed"], "true", "UIKit's default dismissal runs no animator of ours to release it")
    }

    // MARK: 2. The release depended on when UIKit frees the dismissed controller

    func testTheDelegateIsReleasedEvenWhenUIKitFreesTheControllerInsideCompleteTransition() throws {
        let run = try section("dismiss phase")
        XCTAssertEqual(run["complete"], "[true]")
        XCTAssertEqual(run["problems"], "[]")
        XCTAssertEqual(run["controller freed"], "true", "the model frees it inside completeTransition")
        XCTAssertEqual(run["delegate freed"], "true")
    }

    /// Also seen: a navigation delegate outlived its navigation controller until the next install.
    func testANavigationDelegateGoesWithItsNavigationController() throws {
        let run = try section("navigation")
        XCTAssertEqual(run["navigation freed"], "true", "the scenario needs the navigation controller freed")
        XCTAssertEqual(run["delegate freed"], "true")
    }

    // MARK: 3. The completion ignored where the animator stopped

    func testAnAnimatorStoppedAtItsStartDoesNotCompleteTheTransition() throws {
        let run = try section("stopped at its start")
        XCTAssertEqual(run["complete"], "[false]", "the old screen is showing, so the transition did not complete")
        XCTAssertEqual(run["problems"], "[]")
        XCTAssertEqual(run["presented"], "false")
        XCTAssertEqual(run["root"], "Root.view frame=(0, 0, 400, 800) alpha=1 in UIWindow subviews 0")
    }

    // MARK: 4. Durations

    /// `reported X ran Y` of the one transition in a section.
    private func timing(_ run: [String: String], file: StaticString = #filePath, line: UInt = #line) -> (reported: Double, ran: Double)? {
        let words = (run["timing"] ?? "").split(separator: " ")
        guard let reported = words.firstIndex(of: "reported").flatMap({ Double(words[$0 + 1]) }),
              let ran = words.firstIndex(of: "ran").flatMap({ Double(words[$0 + 1].trimmingCharacters(in: CharacterSet(charactersIn: "\"]"))) })
        else {
            XCTFail("no timing in \(run)", file: file, line: line)
            return nil
        }
        return (reported, ran)
    }

    /// `UISpringTimingParameters(dampingRatio:)` fits the spring into the animator's duration: the
    /// spec's 0.5 s must reach UIKit, not a settling time worked out from it.
    func testADampingRatioSpringRunsForTheSpecsDuration() throws {
        let run = try section("damped spring")
        XCTAssertEqual(run["problems"], "[]")
        guard let timing = timing(run) else { return }
        XCTAssertEqual(timing.reported, 0.5, accuracy: 1e-9, "transitionDuration")
        XCTAssertEqual(timing.ran, 0.5, accuracy: 1e-3, "the motion UIKit ran")
    }

    /// UIKit runs a mass/stiffness/damping spring for Core Animation's settling time (about 2.85 s
    /// for this one, by Apple's figure); `transitionDuration` must say the same.
    func testAPhysicalSpringReportsTheTimeUIKitRunsIt() throws {
        let run = try section("physical spring")
        XCTAssertEqual(run["problems"], "[]")
        guard let timing = timing(run) else { return }
        XCTAssertEqual(timing.ran, 2.85, accuracy: 0.01, "the model's Core Animation settling time")
        XCTAssertEqual(timing.reported, timing.ran, accuracy: timing.ran * 0.005, "transitionDuration against the motion")
    }

    private static let scenarios = SimulatedScenarios(driver: driver, specs: specs)

    private func section(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        try Self.scenarios.section(name, file: file, line: line)
    }
}
