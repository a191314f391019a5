import ChoreoCodegen
import ChoreoSpec
import XCTest

/// `interactive: { dismiss: { gesture: drag } }` through the simulated UIKit: a photo presented with `zoom` (its
/// dismissal scales it from 1 to 0.1 and fades it, on a linear curve) is dragged both ways. The view's centre follows the
/// finger; the dismissal is scrubbed by the finger's distance over half the window's shorter side (200 of 400 × 800);
/// letting go short of `finishAt` 0.5 cancels and springs the view back with the finger's velocity, each component
/// divided by the distance still to go; past it, or on a flick of 1000 points per second or more, the dismissal finishes
/// and the view's centre is put back once it has gone.
final class DragDismissBehaviourTests: XCTestCase {
    static let specs = [
        """
        transition: Photo
        kind: modal
        presentation: { style: custom }
        present: { effect: zoom, duration: 0.3, curve: linear }
        dismiss: reverse
        interactive:
          dismiss: { gesture: drag, finishAt: 0.5, finishVelocity: 1000 }
        """,
    ]

    private static let driver = BehaviourDriver.prelude + """

        @MainActor func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

        @MainActor func looks(_ view: UIView) -> String {
            var text = "not animated"
            UIViewPropertyAnimator.lastActivated?.withPresentationValues {
                text = "scale \\(UIKitSimulation.format(view.transform.a)) alpha \\(UIKitSimulation.format(view.alpha))"
            }
            return text
        }

        @MainActor func centre(_ view: UIView) -> String {
            "(\\(UIKitSimulation.format(view.center.x)), \\(UIKitSimulation.format(view.center.y)))"
        }

        /// The windows of the scenarios, kept as an app keeps its window: a presenting view outside one shows nothing.
        var windows: [UIWindow] = []

        @MainActor func presentedPhoto() -> (UIViewController, UIViewController, UIPanGestureRecognizer?) {
            let window = makeWindow()
            windows.append(window)
            let root = controller("Root")
            window.rootViewController = root
            let photo = controller("Photo")
            root.presentPhoto(photo)
            quietly()
            return (root, photo, photo.view.gestureRecognizers?.last as? UIPanGestureRecognizer)
        }

        @MainActor func spring() -> String {
            guard let spring = UIViewPropertyAnimator.lastStarted?.timingParameters as? UISpringTimingParameters else {
                return "none"
            }
            return spring.simulationSummary
        }

        do {
            let (root, photo, pan) = presentedPhoto()
            section("drag back")
            pan?.simulate(.began, translation: .zero)
            pan?.simulate(.changed, translation: point(30, 40))
            print("first: \\(centre(photo.view)) \\(looks(photo.view))")
            pan?.simulate(.changed, translation: point(-60, 80))
            print("second: \\(centre(photo.view)) \\(looks(photo.view))")
            pan?.simulate(.changed, translation: point(-30, 40))
            pan?.simulate(.ended, translation: point(-30, 40), velocity: point(120, -200))
            print("spring: \\(spring())")
            UIKitSimulation.advance(by: 0.1)
            var springing = "not animated"
            UIViewPropertyAnimator.lastStarted?.withPresentationValues { springing = centre(photo.view) }
            print("springing: \\(springing)")
            settle()
            print("rest: \\(centre(photo.view)) \\(UIKitSimulation.format(photo.view.frame))")
            print("presented: \\(root.presentedViewController === photo)")

            section("drag away")
            pan?.simulate(.began, translation: .zero)
            pan?.simulate(.changed, translation: point(-90, -120))
            print("dragged: \\(centre(photo.view)) \\(looks(photo.view))")
            pan?.simulate(.ended, translation: point(-90, -120))
            settle()
            print("presented: \\(root.presentedViewController === photo)")
            print("rest: \\(centre(photo.view))")
        }

        do {
            let (root, photo, pan) = presentedPhoto()
            section("flick")
            pan?.simulate(.began, translation: .zero)
            pan?.simulate(.changed, translation: point(15, 20))
            pan?.simulate(.ended, translation: point(15, 20), velocity: point(600, 800))
            settle()
            print("presented: \\(root.presentedViewController === photo)")
        }

        do {
            let (root, photo, pan) = presentedPhoto()
            section("reduce motion")
            UIKitSimulation.isReduceMotionEnabled = true
            pan?.simulate(.began, translation: .zero)
            pan?.simulate(.changed, translation: point(0, 100))
            print("dragged: \\(centre(photo.view)) \\(looks(photo.view))")
            pan?.simulate(.ended, translation: point(0, 50), velocity: point(0, 300))
            print("spring: \\(spring())")
            settle()
            print("rest: \\(centre(photo.view))")
            print("presented: \\(root.presentedViewController === photo)")
        }

        do {
            UIKitSimulation.applicationLayoutDirection = .rightToLeft
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            let photo = controller("Photo")
            root.presentPhoto(photo)
            quietly()
            UIKitSimulation.applicationLayoutDirection = .rightToLeft
            section("right to left")
            let pan = photo.view.gestureRecognizers?.last as? UIPanGestureRecognizer
            pan?.simulate(.began, translation: .zero)
            pan?.simulate(.changed, translation: point(30, 40))
            print("dragged: \\(centre(photo.view)) \\(looks(photo.view))")
            pan?.simulate(.ended, translation: point(30, 40))
            settle()
            print("presented: \\(root.presentedViewController === photo)")
        }

        """

    private static let scenarios = SimulatedScenarios(driver: driver, specs: specs, timeout: 180)

    private func section(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        let section = try Self.scenarios.section(name, file: file, line: line)
        XCTAssertEqual(section["problems"], "[]", name, file: file, line: line)
        return section
    }

    func testThePhotoFollowsTheFingerBothWaysAndShrinksAsItLeaves() throws {
        let back = try section("drag back")
        // 50 points of 200 is a quarter of the dismissal: scale 1 - 0.9 × 0.25, alpha 0.75.
        XCTAssertEqual(back["first"], "(230, 440) scale 0.775 alpha 0.75")
        // 100 points up-left-and-down is half of it, whichever way.
        XCTAssertEqual(back["second"], "(140, 480) scale 0.55 alpha 0.5")
    }

    func testBelowTheThresholdItSpringsBackCarryingTheFingersVelocity() throws {
        let back = try section("drag back")
        // Let go 30 left and 40 down, moving 120 right and 200 up: toward its place at 4 and 5 distances a second.
        XCTAssertEqual(back["spring"], "spring dampingRatio 0.75 velocity (4.0, 5.0)")
        XCTAssertEqual(back["rest"], "(200, 400) (0, 0, 400, 800)")
        XCTAssertEqual(back["complete"], "[false]")
        XCTAssertEqual(back["presented"], "true")
        // The model plays a dampingRatio spring linearly over the animator's 0.45 s: 0.1 s in, 2/9 of the way back.
        XCTAssertEqual(back["springing"], "(176.667, 431.111)")
    }

    func testPastTheThresholdItDismissesAndItsCentreIsPutBack() throws {
        let away = try section("drag away")
        XCTAssertEqual(away["dragged"], "(110, 280) scale 0.325 alpha 0.25", "150 of 200 points: three quarters")
        XCTAssertEqual(away["complete"], "[true]")
        XCTAssertEqual(away["presented"], "false")
        XCTAssertEqual(away["rest"], "(200, 400)")
    }

    func testAFlickDismissesWhateverTheDistance() throws {
        let flick = try section("flick")
        XCTAssertEqual(flick["complete"], "[true]", "25 of 200 points, but 1000 points per second")
        XCTAssertEqual(flick["presented"], "false")
    }

    func testUnderReduceMotionTheSpringDoesNotOvershoot() throws {
        let reduced = try section("reduce motion")
        // The dismissal cross-fades instead of zooming; the view still follows the finger, which is the user's own motion.
        XCTAssertEqual(reduced["dragged"], "(200, 500) scale 1 alpha 0.5")
        // 100 points below its place, still moving down at 300: away from it, at 3 distances a second.
        XCTAssertEqual(reduced["spring"], "spring dampingRatio 1.0 velocity (0.0, -3.0)")
        XCTAssertEqual(reduced["rest"], "(200, 400)")
        XCTAssertEqual(reduced["presented"], "true")
    }

    func testRightToLeftChangesNothing() throws {
        let rtl = try section("right to left")
        XCTAssertEqual(rtl["dragged"], "(230, 440) scale 0.775 alpha 0.75")
        XCTAssertEqual(rtl["complete"], "[false]")
        XCTAssertEqual(rtl["presented"], "true")
    }
}
