@testable import ChoreoCodegen
import ChoreoSpec
import Foundation
import XCTest

/// Views that grow out of the tapped view and shrink back into it (`source:`, `zoom:`) through the simulated UIKit.
///
/// The zoomed end is a scale and an offset the generated code works out from the source view's frame when the phase
/// starts; the animator moves the view's transform there, so what the screen shows is the view's presentation frame,
/// read here at the start, middle and end of a phase, while a gesture scrubs it, and after a cancel or a finish. The
/// window is 400 × 800 and the curves are linear, so "middle" is halfway in time and in value. The root screen's cell is
/// 368 × 80 at (16, 300) with a corner radius of 12.
final class ZoomBehaviourTests: XCTestCase {
    static let specs = [
        """
        transition: CellZoom
        kind: modal
        presentation: { style: fullScreen }
        source: { id: cell, fallback: bottom }
        present:
          duration: 0.4
          curve: linear
          to:
            start: { alpha: 0.5 }
            zoom: { from: source }
        dismiss: reverse
        interactive:
          dismiss: { gesture: pan, direction: down }
        """,
        """
        transition: CardZoom
        kind: modal
        presentation: { style: fullScreen }
        source: { id: cell }
        present:
          duration: 0.4
          curve: linear
          to:
            zoom: { from: source, aspect: fill }
            mask: { shape: roundedRect, from: source }
        dismiss: reverse
        """,
        """
        transition: DropZoom
        kind: modal
        presentation: { style: fullScreen }
        present:
          duration: 0.4
          curve: linear
          effect: fade
        dismiss:
          duration: 0.4
          curve: linear
          from:
            during: [0.5, 1]
            zoom: { from: [0.5, 1], aspect: stretch }
        """,
    ]

    private static let driver = BehaviourDriver.prelude + """

        final class Root: UIViewController, CellZoomSourceView, CardZoomSourceView {
            let cell = UIView(frame: CGRect(x: 16, y: 300, width: 368, height: 80))
            var showsCell = true
            var cellView: UIView? { showsCell ? cell : nil }
            override func loadView() {
                view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
                cell.layer.cornerRadius = 12
                view.addSubview(cell)
            }
        }

        final class Page: UIViewController {
            override func loadView() {
                view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            }
        }

        @MainActor func f(_ value: CGFloat) -> String { UIKitSimulation.format(value) }

        /// Where `view` is on the screen now, from its presentation layer (a frame scaled and moved about its anchor,
        /// unturned), and its alpha (as `atTimes` leaves it).
        @MainActor func frame(_ label: String, _ view: UIView) {
            let layer = view.layer.presentation() ?? view.layer
            let t = layer.affineTransform()
            let size = CGSize(width: layer.bounds.width * t.a, height: layer.bounds.height * t.d)
            let origin = CGPoint(x: layer.position.x + t.tx - layer.anchorPoint.x * size.width,
                                 y: layer.position.y + t.ty - layer.anchorPoint.y * size.height)
            print("\\(label): \\(UIKitSimulation.format(CGRect(origin: origin, size: size))) a\\(f(view.alpha))")
        }

        /// The frame and corner radius of `view`'s mask in the view's own coordinates, or "none".
        @MainActor func mask(_ label: String, _ view: UIView) {
            guard let mask = view.mask else {
                print("\\(label): none")
                return
            }
            print("\\(label): \\(UIKitSimulation.format(mask.frame)) r\\(f(mask.layer.cornerRadius))")
        }

        do {
            let window = makeWindow()
            let root = Root()
            window.rootViewController = root
            quietly()
            let page = Page()

            section("zoom present")
            root.presentCellZoom(page)
            atTimes([0, 0.2, 0.4 - 0.000_000_1]) { index in
                frame(["start", "middle", "end"][index], page.view)
            }
            settle()
            print("after: \\(UIKitSimulation.describe(page.view))")

            section("zoom dismiss cancelled")
            let recognizer = page.view.gestureRecognizers?.last as? UIPanGestureRecognizer
            recognizer?.simulate(.began, translation: .zero)
            recognizer?.simulate(.changed, translation: CGPoint(x: 0, y: 200))
            UIKitSimulation.refreshDisplay()
            frame("dragged", page.view)
            recognizer?.simulate(.ended, translation: CGPoint(x: 0, y: 200))
            settle()
            print("presented: \\(root.presentedViewController === page)")
            print("page: \\(UIKitSimulation.describe(page.view))")

            section("zoom dismiss")
            page.dismiss(animated: true)
            atTimes([0.2, 0.4 - 0.000_000_1]) { index in
                frame(["middle", "end"][index], page.view)
            }
            settle()
            print("presented: \\(root.presentedViewController != nil)")
            print("page: \\(UIKitSimulation.describe(page.view))")

            section("zoom without the cell")
            root.showsCell = false
            root.presentCellZoom(Page())
            UIKitSimulation.advance(by: 0)
            frame("start", root.presentedViewController!.view)
            settle()
            root.dismiss(animated: false)
            root.showsCell = true
            quietly()

            section("zoom under reduce motion")
            UIKitSimulation.isReduceMotionEnabled = true
            let calm = Page()
            root.presentCellZoom(calm)
            atTimes([0.2]) { _ in
                frame("middle", calm.view)
            }
            settle()
            UIKitSimulation.isReduceMotionEnabled = false
            root.dismiss(animated: false)
            quietly()

            section("card zoom")
            let card = Page()
            root.presentCardZoom(card)
            atTimes([0, 0.4 - 0.000_000_1]) { index in
                frame(["start", "end"][index], card.view)
                mask(["start mask", "end mask"][index], card.view)
            }
            settle()
            mask("after", card.view)
            root.dismiss(animated: false)
            quietly()

            let drop = Page()
            root.presentDropZoom(drop, animated: false)
            quietly()
            section("drop zoom")
            drop.dismiss(animated: true)
            atTimes([0.1, 0.3, 0.4 - 0.000_000_1]) { index in
                frame(["waiting", "halfway", "end"][index], drop.view)
            }
            settle()
            print("presented: \\(root.presentedViewController != nil)")
        }
        """

    private static let scenarios = SimulatedScenarios(driver: driver, specs: specs, timeout: 180)

    private func section(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        let section = try Self.scenarios.section(name, file: file, line: line)
        XCTAssertEqual(section["problems"], "[]", name, file: file, line: line)
        return section
    }

    /// The four numbers of a printed frame `(x, y, w, h) …`.
    private func rect(_ line: String?, file: StaticString = #filePath, line number: UInt = #line) -> [Double] {
        guard let line, let close = line.firstIndex(of: ")") else {
            XCTFail("no frame: \(line ?? "nil")", file: file, line: number)
            return []
        }
        return line[line.index(after: line.startIndex)..<close].split(separator: ",")
            .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    private func assertRect(_ line: String?, _ expected: [Double], file: StaticString = #filePath, line number: UInt = #line) {
        let found = rect(line, file: file, line: number)
        XCTAssertEqual(found.count, 4, line ?? "nil", file: file, line: number)
        for (value, wanted) in zip(found, expected) {
            XCTAssertEqual(value, wanted, accuracy: 0.002, line ?? "nil", file: file, line: number)
        }
    }

    func testTheViewStartsInsideTheCellCentredOnItAndGrowsToItsFrame() throws {
        let present = try section("zoom present")
        XCTAssertEqual(present["complete"], "[true]")
        // `fit`: one scale, min(368/400, 80/800) = 0.1, so 40 × 80 centred on the cell's centre (200, 340).
        assertRect(present["start"], [180, 300, 40, 80])
        XCTAssertEqual(present["start"]?.hasSuffix("a0.5"), true, "the rest of the start state plays as written")
        // Halfway: scale 0.55 and half the move (0, -60) up: 220 × 440 centred on (200, 370).
        assertRect(present["middle"], [90, 150, 220, 440])
        assertRect(present["end"], [0, 0, 400, 800])
        XCTAssertEqual(present["after"], "UIView frame=(0, 0, 400, 800) alpha=1")
    }

    func testAScrubbedDismissalShrinksTowardTheCellAndACancelPutsTheScreenBack() throws {
        let cancelled = try section("zoom dismiss cancelled")
        XCTAssertEqual(cancelled["complete"], "[false]")
        // A quarter of the way down: scale 1 - 0.9/4 = 0.775, moved a quarter of 60 up: 310 × 620 about (200, 385).
        assertRect(cancelled["dragged"], [45, 75, 310, 620])
        XCTAssertEqual(cancelled["presented"], "true")
        XCTAssertEqual(cancelled["page"], "UIView frame=(0, 0, 400, 800) alpha=1")
    }

    func testTheDismissalShrinksBackIntoTheCellOnTheScreenItReturnsTo() throws {
        let dismiss = try section("zoom dismiss")
        XCTAssertEqual(dismiss["complete"], "[true]")
        assertRect(dismiss["middle"], [90, 150, 220, 440])
        assertRect(dismiss["end"], [180, 300, 40, 80])
        XCTAssertEqual(dismiss["presented"], "false")
        XCTAssertFalse(dismiss["page"]?.contains("transform") ?? true, "the view is handed back without its transform")
    }

    func testWithoutTheCellTheViewGrowsOutOfTheFallbackPointAtAHundredthOfItsSize() throws {
        let fallback = try section("zoom without the cell")
        XCTAssertEqual(fallback["complete"], "[true]")
        // `fallback: bottom`: the middle of the bottom edge; a point gives the smallest scale, 0.01.
        assertRect(fallback["start"], [198, 796, 4, 8])
    }

    func testReduceMotionCrossFadesWithoutAZoom() throws {
        let calm = try section("zoom under reduce motion")
        XCTAssertEqual(calm["complete"], "[true]")
        XCTAssertEqual(calm["middle"], "(0, 0, 400, 800) a0.5")
    }

    func testAFilledZoomIsClippedToTheCellByAMaskInTheZoomedViewsCoordinates() throws {
        let card = try section("card zoom")
        XCTAssertEqual(card["complete"], "[true]")
        // `fill`: one scale, max(0.92, 0.1) = 0.92, so 368 × 736 centred on (200, 340).
        let start = rect(card["start"])
        assertRect(card["start"], [16, -28, 368, 736])
        // The mask, in the view's own coordinates, is where the zoomed view shows the cell: mapped onto the screen by
        // the view's scale from its frame's origin, it is the cell's frame and radius.
        let mask = rect(card["start mask"])
        XCTAssertEqual(mask.count, 4)
        let scale = start[2] / 400
        let onScreen = [start[0] + mask[0] * scale, start[1] + mask[1] * scale, mask[2] * scale, mask[3] * scale]
        for (found, wanted) in zip(onScreen, [16.0, 300, 368, 80]) {
            XCTAssertEqual(found, wanted, accuracy: 0.01, card["start mask"] ?? "")
        }
        let radius = Double(card["start mask"]?.split(separator: "r").last ?? "") ?? -1
        XCTAssertEqual(radius * scale, 12, accuracy: 0.01)
        assertRect(card["end"], [0, 0, 400, 800])
        XCTAssertEqual(card["end mask"], "(0, 0, 400, 800) r0")
        XCTAssertEqual(card["after"], "none")
    }

    func testAStretchedZoomIntoAPointWaitsForItsWindow() throws {
        let drop = try section("drop zoom")
        XCTAssertEqual(drop["complete"], "[true]")
        assertRect(drop["waiting"], [0, 0, 400, 800])
        // Halfway through the window [0.5, 1]: scale (1 + 0.01) / 2 each way, centre halfway to (200, 800).
        assertRect(drop["halfway"], [99, 398, 202, 404])
        assertRect(drop["end"], [198, 796, 4, 8])
        XCTAssertEqual(drop["presented"], "false")
    }
}
