import ChoreoCodegen
import ChoreoSpec
import XCTest

/// A container's `behind` through the simulated UIKit: the presenting screen, which UIKit leaves in the window and
/// hands to no animator under `.custom`, is moved by the presentation controller alongside the transition. The test
/// reads its transform, corner radius, clipping and dim at the start, a quarter, the middle and the end of the
/// presentation, after it, while a finger drags the card down and after that dismissal is cancelled, after a
/// rotation, under right-to-left layout, under Reduce Motion, and after the dismissal, when it must be exactly as it
/// was (a corner radius of its own, 3, comes back). The status bar goes to the presented controller and back.
///
/// The window is 400 × 800; the card is 0.9 of its height (720 points) and slides in over 0.4 s on a linear curve.
final class BehindScreenBehaviourTests: XCTestCase {
    static let specs = [
        """
        transition: BehindStack
        kind: modal
        presentation:
          style: custom
          container:
            height: 0.9
            cornerRadius: 12
            behind: { scale: 0.9, offset: [0, 0.05], cornerRadius: 10, dim: 0.2 }
            statusBar: presented
        present:
          effect: slide
          direction: fromBottom
          duration: 0.4
          curve: linear
        dismiss: reverse
        interactive:
          dismiss: { gesture: pan, direction: down }
        """,
        """
        transition: BehindMenu
        kind: modal
        presentation:
          style: custom
          container:
            width: 0.8
            alignment: leading
            dismissOnTapOutside: true
            behind: { offset: { trailing: 0.8 } }
        present:
          effect: slide
          direction: fromLeading
          duration: 0.4
          curve: linear
        dismiss: reverse
        """,
        """
        transition: BehindPull
        kind: modal
        presentation:
          style: custom
          container:
            height: 0.5
            behind: { scale: 0.9, cornerRadius: 10 }
            statusBar: presented
        present:
          effect: slide
          direction: fromBottom
          duration: 0.4
          curve: linear
        dismiss: reverse
        interactive:
          present: { gesture: pan, direction: up }
        """,
    ]

    private static let driver = BehaviourDriver.prelude + """

        /// The transform as scale and translation (the behind states here neither turn nor skew).
        @MainActor func describe(_ transform: CGAffineTransform) -> String {
            "scale \\(UIKitSimulation.format(transform.a)) x \\(UIKitSimulation.format(transform.d))"
                + " move \\(UIKitSimulation.format(transform.tx)), \\(UIKitSimulation.format(transform.ty))"
        }

        /// The presenting view as the screen shows it now: its transform and corner radius where the running animator
        /// has them, whether it clips, and its dim overlay's alpha.
        @MainActor func behind(_ view: UIView) -> String {
            var text = ""
            let animator = UIViewPropertyAnimator.lastActivated
            let measure = {
                let overlay = view.subviews.last.map { UIKitSimulation.format($0.alpha) } ?? "none"
                text = "\\(describe(view.transform)) radius \\(UIKitSimulation.format(view.layer.cornerRadius))"
                    + " clips \\(view.clipsToBounds) dim \\(overlay)"
            }
            if let animator { animator.withPresentationValues(measure) } else { measure() }
            return text
        }

        @MainActor func statusBar(_ window: UIWindow) -> String {
            let events = UIKitSimulation.events.filter { $0.kind == "statusBarUpdate" }.map(\\.detail)
            return "\\(window.rootViewController?.simulationStatusBarController.simulationName ?? "none") \\(events)"
        }

        do {
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            root.view.layer.cornerRadius = 3
            let card = controller("Card")

            section("stack presented")
            print("before: \\(behind(root.view))")
            root.presentBehindStack(card)
            atTimes([0, 0.1, 0.2]) { index in
                print(["start", "quarter", "middle"][index] + ": \\(behind(root.view))")
            }
            print("status bar during: \\(statusBar(window))")
            UIKitSimulation.runUntilIdle()
            print("end: \\(behind(root.view))")
            print("status bar: \\(statusBar(window))")
            settle()

            section("stack dismissal cancelled")
            let pan = card.view.gestureRecognizers?.last as? UIPanGestureRecognizer
            pan?.simulate(.began, translation: .zero)
            pan?.simulate(.changed, translation: CGPoint(x: 0, y: 180))
            print("dragged: \\(behind(root.view))")
            pan?.simulate(.ended, translation: CGPoint(x: 0, y: 180))
            UIKitSimulation.runUntilIdle()
            print("after: \\(behind(root.view))")
            print("status bar: \\(statusBar(window))")
            print("presented: \\(root.presentedViewController === card)")
            settle()

            section("stack turned")
            window.simulateSizeChange(to: CGSize(width: 800, height: 400))
            UIKitSimulation.runUntilIdle()
            print("turned: \\(behind(root.view))")
            window.simulateSizeChange(to: CGSize(width: 400, height: 800))
            UIKitSimulation.runUntilIdle()
            print("back: \\(behind(root.view))")
            settle()

            section("stack dismissed")
            card.dismiss(animated: true)
            atTimes([0.1]) { _ in
                print("quarter: \\(behind(root.view))")
            }
            UIKitSimulation.runUntilIdle()
            print("after: \\(behind(root.view))")
            print("subviews: \\(root.view.subviews.count)")
            print("status bar: \\(statusBar(window))")
            print("presented: \\(root.presentedViewController != nil)")
            settle()
        }

        do {
            UIKitSimulation.isReduceMotionEnabled = true
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            let card = controller("Card")
            section("stack reduce motion")
            root.presentBehindStack(card)
            atTimes([0.1]) { _ in
                print("quarter: \\(behind(root.view))")
            }
            UIKitSimulation.runUntilIdle()
            print("end: \\(behind(root.view))")
            card.dismiss(animated: true)
            UIKitSimulation.runUntilIdle()
            print("after: \\(behind(root.view))")
            settle()
            UIKitSimulation.isReduceMotionEnabled = false
        }

        for rightToLeft in [false, true] {
            UIKitSimulation.applicationLayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            let menu = controller("Menu")
            section("menu pushes aside\\(rightToLeft ? " rtl" : "")")
            root.presentBehindMenu(menu)
            atTimes([0.2]) { _ in
                print("middle: \\(behind(root.view))")
            }
            UIKitSimulation.runUntilIdle()
            print("end: \\(behind(root.view))")
            print("menu: \\(UIKitSimulation.format(menu.view.frame))")
            menu.dismiss(animated: true)
            UIKitSimulation.runUntilIdle()
            print("after: \\(behind(root.view))")
            settle()
        }
        UIKitSimulation.applicationLayoutDirection = .leftToRight

        do {
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            root.view.layer.cornerRadius = 3
            let sheet = controller("Sheet")
            root.addBehindPullPresentingGesture { sheet }
            let pan = root.view.gestureRecognizers?.last as? UIPanGestureRecognizer
            section("pull cancelled")
            pan?.simulate(.began, translation: .zero)
            pan?.simulate(.changed, translation: CGPoint(x: 0, y: -100))
            print("pulled: \\(behind(root.view))")
            pan?.simulate(.ended, translation: CGPoint(x: 0, y: -100))
            UIKitSimulation.runUntilIdle()
            print("after: \\(behind(root.view))")
            print("captures: \\(sheet.modalPresentationCapturesStatusBarAppearance)")
            print("status bar: \\(statusBar(window))")
            print("presented: \\(root.presentedViewController != nil)")
            settle()
        }

        do {
            UIKitSimulation.isReduceMotionEnabled = true
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            let menu = controller("Menu")
            section("menu reduce motion")
            root.presentBehindMenu(menu)
            UIKitSimulation.runUntilIdle()
            print("end: \\(behind(root.view))")
            settle()
            UIKitSimulation.isReduceMotionEnabled = false
        }

        """

    private static let scenarios = SimulatedScenarios(driver: driver, specs: specs, timeout: 180)

    private func section(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        let section = try Self.scenarios.section(name, file: file, line: line)
        XCTAssertEqual(section["problems"], "[]", name, file: file, line: line)
        return section
    }

    func testTheScreenBehindShrinksRoundsAndDimsAlongsideThePresentation() throws {
        let presented = try section("stack presented")
        XCTAssertEqual(presented["before"], "scale 1 x 1 move 0, 0 radius 3 clips false dim none")
        XCTAssertEqual(presented["start"], "scale 1 x 1 move 0, 0 radius 3 clips true dim 0")
        XCTAssertEqual(presented["quarter"], "scale 0.975 x 0.975 move 0, 10 radius 4.75 clips true dim 0.05",
                       "a quarter of the way on the linear curve: 0.05 of the 800-point screen is 40 points down")
        XCTAssertEqual(presented["middle"], "scale 0.95 x 0.95 move 0, 20 radius 6.5 clips true dim 0.1")
        XCTAssertEqual(presented["end"], "scale 0.9 x 0.9 move 0, 40 radius 10 clips true dim 0.2")
        XCTAssertEqual(presented["complete"], "[true]")
    }

    func testThePresentedControllerTakesTheStatusBarAlongsideAndGivesItBack() throws {
        let presented = try section("stack presented")
        XCTAssertEqual(presented["status bar during"], "Card [\"Card animated\"]")
        XCTAssertEqual(presented["status bar"], "Card [\"Card animated\"]")
        let dismissed = try section("stack dismissed")
        XCTAssertEqual(dismissed["status bar"], "Root [\"Root animated\"]")
        let cancelled = try section("stack dismissal cancelled")
        XCTAssertEqual(cancelled["status bar"], "Card [\"Root animated\", \"Card\"]",
                       "the dismissal hands it back alongside; its cancellation takes it again")
    }

    func testACancelledDismissalPutsTheScreenBehindAgain() throws {
        let cancelled = try section("stack dismissal cancelled")
        XCTAssertEqual(cancelled["dragged"], "scale 0.925 x 0.925 move 0, 30 radius 8.25 clips true dim 0.15",
                       "180 of the card's 720 points: a quarter of the way back")
        XCTAssertEqual(cancelled["after"], "scale 0.9 x 0.9 move 0, 40 radius 10 clips true dim 0.2")
        XCTAssertEqual(cancelled["presented"], "true")
        XCTAssertEqual(cancelled["complete"], "[false]")
    }

    func testTheScreenBehindKeepsItsStateThroughARotation() throws {
        let turned = try section("stack turned")
        XCTAssertEqual(turned["turned"], "scale 0.9 x 0.9 move 0, 20 radius 10 clips true dim 0.2",
                       "0.05 of the 400-point height")
        XCTAssertEqual(turned["back"], "scale 0.9 x 0.9 move 0, 40 radius 10 clips true dim 0.2")
    }

    func testTheDismissalPutsTheScreenBackExactlyAsItWas() throws {
        let dismissed = try section("stack dismissed")
        XCTAssertEqual(dismissed["quarter"], "scale 0.925 x 0.925 move 0, 30 radius 8.25 clips true dim 0.15")
        XCTAssertEqual(dismissed["after"], "scale 1 x 1 move 0, 0 radius 3 clips false dim none")
        XCTAssertEqual(dismissed["subviews"], "0")
        XCTAssertEqual(dismissed["presented"], "false")
        XCTAssertEqual(dismissed["complete"], "[true]")
    }

    func testReduceMotionKeepsTheCornersAndTheDimButNotTheMotion() throws {
        let reduced = try section("stack reduce motion")
        XCTAssertEqual(reduced["end"], "scale 1 x 1 move 0, 0 radius 10 clips true dim 0.2")
        XCTAssertEqual(reduced["after"], "scale 1 x 1 move 0, 0 radius 0 clips false dim none")
        let menu = try section("menu reduce motion")
        XCTAssertEqual(menu["end"], "scale 1 x 1 move 0, 0 radius 0 clips false dim none", "nothing of a push aside is left")
    }

    func testACancelledPresentationLeavesTheScreenBehindExactlyAsItWas() throws {
        let cancelled = try section("pull cancelled")
        XCTAssertEqual(cancelled["pulled"], "scale 0.975 x 0.975 move 0, 0 radius 4.75 clips true dim none",
                       "100 of the sheet's 400 points: a quarter of the way")
        XCTAssertEqual(cancelled["after"], "scale 1 x 1 move 0, 0 radius 3 clips false dim none")
        XCTAssertEqual(cancelled["captures"], "false")
        XCTAssertEqual(cancelled["status bar"], "Root [\"Sheet animated\", \"Root\"]")
        XCTAssertEqual(cancelled["presented"], "false")
        XCTAssertEqual(cancelled["complete"], "[false]")
    }

    func testTheMenuPushesTheScreenTowardTheTrailingEdgeInEitherLayout() throws {
        let leftToRight = try section("menu pushes aside")
        XCTAssertEqual(leftToRight["middle"], "scale 1 x 1 move 160, 0 radius 0 clips false dim none")
        XCTAssertEqual(leftToRight["end"], "scale 1 x 1 move 320, 0 radius 0 clips false dim none", "by the menu's 320 points")
        XCTAssertEqual(leftToRight["menu"], "(0, 0, 320, 800)")
        XCTAssertEqual(leftToRight["after"], "scale 1 x 1 move 0, 0 radius 0 clips false dim none")
        let rightToLeft = try section("menu pushes aside rtl")
        XCTAssertEqual(rightToLeft["end"], "scale 1 x 1 move -320, 0 radius 0 clips false dim none")
        XCTAssertEqual(rightToLeft["menu"], "(80, 0, 320, 800)")
        XCTAssertEqual(rightToLeft["after"], "scale 1 x 1 move 0, 0 radius 0 clips false dim none")
    }
}
