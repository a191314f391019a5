@testable import ChoreoCodegen
import ChoreoSpec
import Foundation
import XCTest

/// Masks that grow from the tapped view (`source:`, `mask:`) through the simulated UIKit.
///
/// The mask is a plain view set as the moving view's `mask`; the animator moves its frame and corner radius, so
/// what the screen shows is the mask view's presentation layer, read here at the start, middle and end of a
/// phase, while a gesture scrubs it, and after a cancel or a finish (when the completion must have taken it
/// away); a mask in a window of the phase moves inside the view's keyframe animation. The window is 400 × 800 and the
/// curves are linear, so "middle" is halfway in time and in value. The root screen's button is a 56 × 56 circle at (300, 700).
final class RevealBehaviourTests: XCTestCase {
    static let specs = [
        """
        transition: Bubble
        kind: modal
        presentation: { style: fullScreen }
        source: { id: button, fallback: bottom }
        present:
          duration: 0.4
          curve: linear
          to:
            mask: { shape: circle, from: source }
        dismiss: reverse
        interactive:
          dismiss: { gesture: pan, direction: down }
        """,
        """
        transition: CellReveal
        kind: modal
        presentation: { style: fullScreen }
        source: { id: cell }
        present:
          duration: 0.4
          curve: linear
          to:
            start: { scale: 0.5 }
            mask: { shape: roundedRect, from: source }
        dismiss: reverse
        """,
        """
        transition: CornerReveal
        kind: modal
        presentation: { style: fullScreen }
        present:
          duration: 0.4
          curve: linear
          to:
            during: [0.5, 1]
            mask: { shape: capsule, from: [1, 0] }
        dismiss: reverse
        """,
    ]

    private static let driver = BehaviourDriver.prelude + """

        final class Root: UIViewController, BubbleSourceView, CellRevealSourceView {
            let button = UIView(frame: CGRect(x: 300, y: 700, width: 56, height: 56))
            let cell = UIView(frame: CGRect(x: 16, y: 300, width: 368, height: 80))
            var showsButton = true
            var buttonView: UIView? { showsButton ? button : nil }
            var cellView: UIView? { cell }
            override func loadView() {
                view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
                button.layer.cornerRadius = 28
                cell.layer.cornerRadius = 12
                view.addSubview(button)
                view.addSubview(cell)
            }
        }

        final class Page: UIViewController {
            override func loadView() {
                view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            }
        }

        @MainActor func f(_ value: CGFloat) -> String { UIKitSimulation.format(value) }

        /// The mask of `view` as the screen shows it now: its frame (from the presentation layer's position and bounds)
        /// and corner radius, or "none".
        @MainActor func mask(_ label: String, _ view: UIView) {
            guard let mask = view.mask else {
                print("\\(label): none")
                return
            }
            let layer = mask.layer.presentation() ?? mask.layer
            let size = layer.bounds.size
            let frame = CGRect(x: layer.position.x - size.width / 2, y: layer.position.y - size.height / 2, width: size.width, height: size.height)
            print("\\(label): \\(UIKitSimulation.format(frame)) r\\(f(layer.cornerRadius)) in \\(mask.superview == nil ? "no superview" : "a superview")")
        }

        do {
            let window = makeWindow()
            let root = Root()
            window.rootViewController = root
            quietly()
            let page = Page()

            section("bubble present")
            root.presentBubble(page)
            atTimes([0, 0.2, 0.4 - 0.000_000_1]) { index in
                mask(["start", "middle", "end"][index], page.view)
            }
            settle()
            mask("after", page.view)

            section("bubble dismiss cancelled")
            let recognizer = page.view.gestureRecognizers?.last as? UIPanGestureRecognizer
            recognizer?.simulate(.began, translation: .zero)
            recognizer?.simulate(.changed, translation: CGPoint(x: 0, y: 200))
            UIKitSimulation.refreshDisplay()
            mask("dragged", page.view)
            recognizer?.simulate(.ended, translation: CGPoint(x: 0, y: 200))
            settle()
            mask("after", page.view)
            print("presented: \\(root.presentedViewController === page)")
            print("page: \\(UIKitSimulation.describe(page.view))")

            section("bubble dismiss")
            page.dismiss(animated: true)
            atTimes([0, 0.2]) { index in
                mask(["start", "middle"][index], page.view)
            }
            settle()
            mask("after", page.view)
            print("presented: \\(root.presentedViewController != nil)")
            print("page: \\(UIKitSimulation.describe(page.view))")

            section("bubble without the button")
            root.showsButton = false
            root.presentBubble(Page())
            UIKitSimulation.advance(by: 0)
            mask("start", root.presentedViewController!.view)
            settle()
            root.dismiss(animated: false)
            quietly()

            section("bubble with the button hidden")
            root.showsButton = true
            root.button.isHidden = true
            root.presentBubble(Page())
            UIKitSimulation.advance(by: 0)
            mask("start", root.presentedViewController!.view)
            settle()
            root.dismiss(animated: false)
            root.button.isHidden = false
            quietly()

            section("bubble under reduce motion")
            UIKitSimulation.isReduceMotionEnabled = true
            let calm = Page()
            root.presentBubble(calm)
            atTimes([0.2]) { _ in
                mask("middle", calm.view)
                print("alpha: \\(f(calm.view.alpha))")
            }
            settle()
            UIKitSimulation.isReduceMotionEnabled = false
            root.dismiss(animated: false)
            quietly()
        }

        do {
            let window = makeWindow()
            let root = Root()
            let navigation = UINavigationController(rootViewController: root)
            window.rootViewController = navigation
            quietly()
            root.view.layoutIfNeeded()

            section("bubble from a navigation controller")
            let page = Page()
            navigation.presentBubble(page)
            UIKitSimulation.advance(by: 0)
            mask("start", page.view)
            print("button: \\(UIKitSimulation.format(root.button.convert(root.button.bounds, to: window)))")
            settle()
        }

        do {
            let window = makeWindow()
            let root = Root()
            window.rootViewController = root
            quietly()

            section("cell reveal of a scaled view")
            let page = Page()
            root.presentCellReveal(page)
            atTimes([0, 0.4 - 0.000_000_1]) { index in
                mask(["start", "end"][index], page.view)
            }
            settle()
            mask("after", page.view)
            root.dismiss(animated: false)
            quietly()

            section("corner reveal in a window")
            let corner = Page()
            root.presentCornerReveal(corner)
            atTimes([0.1, 0.3]) { index in
                mask(["waiting", "halfway"][index], corner.view)
            }
            settle()
            mask("after", corner.view)
        }
        """

    private static let scenarios = SimulatedScenarios(driver: driver, specs: specs, timeout: 180)

    private func section(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        let section = try Self.scenarios.section(name, file: file, line: line)
        XCTAssertEqual(section["problems"], "[]", name, file: file, line: line)
        return section
    }

    /// Asserts that `line` (`(x, y, w, h) rR in no superview`, as the driver prints a mask) is a circle about `center`
    /// of `radius`, to the driver's three decimals: a mask view, not a subview, whose frame is the circle's square.
    private func assertCircle(_ line: String?, _ center: (Double, Double), _ radius: Double,
                              file: StaticString = #filePath, line number: UInt = #line) {
        guard let line, line.hasSuffix(" in no superview") else {
            XCTFail("not a mask view: \(line ?? "nil")", file: file, line: number)
            return
        }
        let numbers = line.split(whereSeparator: { "(), r".contains($0) }).compactMap { Double($0) }
        let expected = [center.0 - radius, center.1 - radius, 2 * radius, 2 * radius, radius]
        guard numbers.count == 5 else {
            XCTFail("unreadable: \(line)", file: file, line: number)
            return
        }
        for (found, wanted) in zip(numbers, expected) {
            XCTAssertEqual(found, wanted, accuracy: 0.002, line, file: file, line: number)
        }
    }

    func testTheCircleGrowsFromTheButtonUntilItReachesTheFarthestCorner() throws {
        let present = try section("bubble present")
        XCTAssertEqual(present["complete"], "[true]")
        // The button's own circle, about its centre (328, 728).
        assertCircle(present["start"], (328, 728), 28)
        // The farthest corner from (328, 728) is the top-left one.
        let reach = (328.0 * 328 + 728 * 728).squareRoot()
        assertCircle(present["middle"], (328, 728), (28 + reach) / 2)
        assertCircle(present["end"], (328, 728), reach)
        XCTAssertEqual(present["after"], "none", "the completion takes the mask away")
    }

    func testAScrubbedDismissalShrinksTheCircleAndACancelPutsTheScreenBackUnmasked() throws {
        let cancelled = try section("bubble dismiss cancelled")
        XCTAssertEqual(cancelled["complete"], "[false]")
        let reach = (328.0 * 328 + 728 * 728).squareRoot()
        // A quarter of the way down: a quarter of the way from covering back to the button.
        assertCircle(cancelled["dragged"], (328, 728), reach - (reach - 28) / 4)
        XCTAssertEqual(cancelled["after"], "none")
        XCTAssertEqual(cancelled["presented"], "true")
        XCTAssertTrue(cancelled["page"]?.hasPrefix("UIView frame=(0, 0, 400, 800)") ?? false, cancelled["page"] ?? "")
        XCTAssertFalse(cancelled["page"]?.contains("transform") ?? true)
    }

    func testTheDismissalShrinksBackIntoTheButtonOnTheScreenItReturnsTo() throws {
        let dismiss = try section("bubble dismiss")
        XCTAssertEqual(dismiss["complete"], "[true]")
        let reach = (328.0 * 328 + 728 * 728).squareRoot()
        assertCircle(dismiss["start"], (328, 728), reach)
        assertCircle(dismiss["middle"], (328, 728), (28 + reach) / 2)
        XCTAssertEqual(dismiss["after"], "none")
        XCTAssertEqual(dismiss["presented"], "false")
    }

    func testWithoutTheButtonOrWithItHiddenTheCircleGrowsFromTheFallbackPoint() throws {
        for name in ["bubble without the button", "bubble with the button hidden"] {
            let section = try section(name)
            XCTAssertEqual(section["complete"], "[true]", name)
            // `fallback: bottom`: the middle of the bottom edge, a point of no size.
            assertCircle(section["start"], (200, 800), 0)
        }
    }

    func testReduceMotionCrossFadesWithoutAMask() throws {
        let calm = try section("bubble under reduce motion")
        XCTAssertEqual(calm["complete"], "[true]")
        XCTAssertEqual(calm["middle"], "none")
        XCTAssertEqual(calm["alpha"], "0.5")
    }

    func testTheSourceInsideANavigationControllerIsFoundThroughItAndReadInTheContainer() throws {
        let navigation = try section("bubble from a navigation controller")
        XCTAssertEqual(navigation["complete"], "[true]")
        let button = try XCTUnwrap(navigation["button"])
        let numbers = button.dropFirst().dropLast().split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        XCTAssertEqual(numbers.count, 4)
        assertCircle(navigation["start"], (numbers[0] + 28, numbers[1] + 28), 28)
    }

    func testARoundedRectStartsAsTheCellAndTheMaskIsInTheScaledViewsOwnCoordinates() throws {
        let cell = try section("cell reveal of a scaled view")
        XCTAssertEqual(cell["complete"], "[true]")
        // The view scales about its centre, and its mask with it: the mask's frame is the cell's in the view's bounds.
        XCTAssertEqual(cell["start"], "(16, 300, 368, 80) r12 in no superview")
        XCTAssertEqual(cell["end"], "(0, 0, 400, 800) r0 in no superview")
        XCTAssertEqual(cell["after"], "none")
    }

    func testAMaskMovesInItsViewsWindow() throws {
        let corner = try section("corner reveal in a window")
        XCTAssertEqual(corner["complete"], "[true]")
        // The top-right corner, a point; the window starts halfway, so at a quarter the mask still waits there.
        XCTAssertEqual(corner["waiting"], "(400, 0, 0, 0) r0 in no superview")
        // Three quarters of the phase is halfway through the window: halfway from the point to the container.
        XCTAssertEqual(corner["halfway"], "(200, 0, 200, 400) r0 in no superview")
        XCTAssertEqual(corner["after"], "none")
    }
}
