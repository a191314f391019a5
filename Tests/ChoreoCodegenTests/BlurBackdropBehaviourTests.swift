import ChoreoCodegen
import ChoreoSpec
import XCTest

/// A container's `blur` through the simulated UIKit: a `UIVisualEffectView` laid under the dimming view,
/// whose effect comes in alongside the presentation (the model records `effect` as how much of it shows),
/// follows a dismissing finger, comes back when the gesture is cancelled, and leaves with the dismissal.
/// The window is 400 × 800; the sheet is half of it, slid in on a linear curve.
final class BlurBackdropBehaviourTests: XCTestCase {
    static let specs = [
        """
        transition: FrostedSheet
        kind: modal
        presentation:
          style: custom
          container: { height: 0.5, cornerRadius: 16, blur: systemMaterial, dimming: 0.2 }
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
        transition: FrostedOnly
        kind: modal
        presentation:
          style: custom
          container: { height: 0.5, blur: dark }
        present:
          effect: slide
          direction: fromBottom
          duration: 0.4
          curve: linear
        dismiss: reverse
        """,
    ]

    private static let driver = BehaviourDriver.prelude + """

        @MainActor func blurView(of presented: UIViewController) -> UIVisualEffectView? {
            presented.view.superview?.subviews.compactMap { $0 as? UIVisualEffectView }.first
        }

        @MainActor func amount(_ blur: UIVisualEffectView?) -> String {
            blur.flatMap { UIViewPropertyAnimator.lastActivated?.simulationPresentationValue(of: $0, key: "effectAmount") }
                .map(UIKitSimulation.format) ?? "not animated"
        }

        @MainActor func layers(_ container: UIView?) {
            print("container: \\((container?.subviews ?? []).map { $0 is UIVisualEffectView ? "blur" : $0.simulationName })")
        }

        do {
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            let sheet = controller("Sheet")

            section("blur presented")
            root.presentFrostedSheet(sheet)
            UIKitSimulation.advance(by: 0.1)
            let blur = blurView(of: sheet)
            print("during: \\(amount(blur))")
            layers(sheet.view.superview)
            settle()
            print("after: \\(blur.map { UIKitSimulation.format($0.simulationEffectAmount) } ?? "none")")
            print("style: \\((blur?.effect as? UIBlurEffect).map { "\\($0.style)" } ?? "none")")
            print("frame: \\(blur.map { UIKitSimulation.format($0.frame) } ?? "none")")

            section("blur cancelled")
            let pan = sheet.view.gestureRecognizers?.last as? UIPanGestureRecognizer
            pan?.simulate(.began, translation: .zero)
            pan?.simulate(.changed, translation: CGPoint(x: 0, y: 120))
            print("during: \\(amount(blur))")
            pan?.simulate(.ended, translation: CGPoint(x: 0, y: 120))
            settle()
            print("after: \\(blur.map { UIKitSimulation.format($0.simulationEffectAmount) } ?? "none")")
            print("blurred: \\(blur?.effect != nil)")
            print("presented: \\(root.presentedViewController === sheet)")

            section("blur dismissed")
            sheet.dismiss(animated: true)
            UIKitSimulation.advance(by: 0.1)
            print("during: \\(amount(blur))")
            settle()
            print("in container: \\(blur?.superview != nil)")
            print("presented: \\(root.presentedViewController != nil)")
        }

        do {
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            let sheet = controller("Sheet")
            section("blur alone")
            root.presentFrostedOnly(sheet)
            layers(sheet.view.superview)
            settle()
            print("style: \\((blurView(of: sheet)?.effect as? UIBlurEffect).map { "\\($0.style)" } ?? "none")")
        }

        """

    private static let scenarios = SimulatedScenarios(driver: driver, specs: specs, timeout: 180)

    private func section(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        let section = try Self.scenarios.section(name, file: file, line: line)
        XCTAssertEqual(section["problems"], "[]", name, file: file, line: line)
        return section
    }

    func testTheBlurComesInWithThePresentationUnderTheDimming() throws {
        let presented = try section("blur presented")
        XCTAssertEqual(presented["complete"], "[true]")
        XCTAssertEqual(presented["during"], "0.25", "a quarter of the way through a linear presentation")
        XCTAssertEqual(presented["container"], "[\"blur\", \"UIView\", \"Sheet.view\"]", "blur, dimming, the sheet")
        XCTAssertEqual(presented["after"], "1")
        XCTAssertEqual(presented["style"], "systemMaterial")
        XCTAssertEqual(presented["frame"], "(0, 0, 400, 800)")
    }

    func testACancelledDismissalLeavesTheBlurAsItWas() throws {
        let cancelled = try section("blur cancelled")
        XCTAssertEqual(cancelled["during"], "0.7", "the blur follows the finger: 120 of 400 points")
        XCTAssertEqual(cancelled["after"], "1")
        XCTAssertEqual(cancelled["blurred"], "true")
        XCTAssertEqual(cancelled["presented"], "true")
        XCTAssertEqual(cancelled["complete"], "[false]")
    }

    func testTheBlurGoesWithTheDismissalAndLeavesTheContainer() throws {
        let dismissed = try section("blur dismissed")
        XCTAssertEqual(dismissed["during"], "0.75")
        XCTAssertEqual(dismissed["in container"], "false")
        XCTAssertEqual(dismissed["presented"], "false")
        XCTAssertEqual(dismissed["complete"], "[true]")
    }

    func testABlurWithoutDimmingIsTheOnlyViewBehind() throws {
        let alone = try section("blur alone")
        XCTAssertEqual(alone["container"], "[\"blur\", \"Sheet.view\"]")
        XCTAssertEqual(alone["style"], "dark")
        XCTAssertEqual(alone["complete"], "[true]")
    }
}
