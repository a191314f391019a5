@testable import ChoreoCodegen
import ChoreoSpec
import Foundation
import XCTest

/// Views cut into snapshot pieces (`slice:`) through the simulated UIKit.
///
/// The pieces are resizable snapshots in the container, right above the view they were cut from, each moved by
/// the phase's one animator; the real view is hidden meanwhile. Read here: each piece's resting frame and where the
/// animator has taken it (its presentation layer's translation and alpha) at moments of a phase, the real view's
/// `isHidden`, and after a finish, an interactive cancel (the animator runs back) and the mirrored phase, what is
/// left in the container and whether a piece is still alive. The window is 400 × 800 and the curves linear.
final class SliceBehaviourTests: XCTestCase {
    static let specs = [
        """
        transition: Doors
        kind: modal
        presentation: { style: fullScreen }
        present:
          duration: 0.4
          curve: linear
          order: fromAbove
          from:
            slice: { split: vertical }
            end: { offset: [1, 0] }
        dismiss: reverse
        interactive:
          dismiss: { gesture: pan, direction: down }
        """,
        """
        transition: Omni
        kind: modal
        presentation: { style: fullScreen }
        source: { id: row }
        present:
          duration: 0.4
          curve: linear
          order: fromAbove
          from:
            slice: { split: horizontal, at: source }
            end: { offset: [0, 1] }
        dismiss: reverse
        """,
        """
        transition: Tiles
        kind: navigation
        push:
          duration: 0.4
          curve: linear
          stagger: 0.04
          order: fromAbove
          from:
            slice: { tiles: [3, 2] }
            end: { offset: [0.5, 0.5], alpha: 0 }
        pop: reverse
        """,
    ]

    private static let driver = BehaviourDriver.prelude + """

        final class Root: UIViewController, OmniSourceView {
            let row = UIView(frame: CGRect(x: 0, y: 300, width: 400, height: 80))
            var showsRow = true
            var rowView: UIView? { showsRow ? row : nil }
            override func loadView() {
                view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
                view.addSubview(row)
            }
        }

        final class Page: UIViewController {
            override func loadView() {
                view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            }
        }

        @MainActor func f(_ value: CGFloat) -> String { UIKitSimulation.format(value) }

        @MainActor func pieces(in container: UIView?) -> [UIView] {
            (container?.subviews ?? []).filter { $0.simulationName.hasPrefix("resizableSnapshot(") }
        }

        /// Each piece as the screen shows it now (`atTimes` has put the animator's presentation into the model values): its
        /// resting frame, then its translation and alpha.
        @MainActor func show(_ label: String, pieces: [UIView]) {
            let texts = pieces.map { piece -> String in
                let layer = piece.layer.presentation() ?? piece.layer
                let size = layer.bounds.size
                let t = layer.affineTransform()
                let numbers = [layer.position.x - size.width / 2, layer.position.y - size.height / 2, size.width, size.height, t.tx, t.ty, piece.alpha]
                return numbers.map { f($0) }.joined(separator: " ")
            }
            print("\\(label): \\(texts.joined(separator: " | "))")
        }

        do {
            let window = makeWindow()
            let root = Root()
            window.rootViewController = root
            quietly()
            let page = Page()

            section("doors present")
            root.presentDoors(page)
            let container = page.view.superview
            weak var piece = pieces(in: container).first
            atTimes([0, 0.2]) { index in
                show(["start", "middle"][index], pieces: pieces(in: container))
                print("\\(["start", "middle"][index]) hidden: \\(root.view.isHidden)")
                print("\\(["start", "middle"][index]) order: \\(UIKitSimulation.subviewNames(of: container!).map { $0.hasPrefix("resizableSnapshot(") ? "piece" : $0 })")
            }
            settle()
            print("after pieces: \\(pieces(in: container).count)")
            print("after hidden: \\(root.view.isHidden)")
            print("piece alive: \\(piece != nil)")

            section("doors dismiss cancelled")
            let recognizer = page.view.gestureRecognizers?.last as? UIPanGestureRecognizer
            recognizer?.simulate(.began, translation: .zero)
            recognizer?.simulate(.changed, translation: CGPoint(x: 0, y: 200))
            UIKitSimulation.refreshDisplay()
            let dismissContainer = page.view.superview
            weak var dragged = pieces(in: dismissContainer).first
            show("dragged", pieces: pieces(in: dismissContainer))
            print("dragged hidden: \\(root.view.isHidden)")
            recognizer?.simulate(.ended, translation: CGPoint(x: 0, y: 200))
            settle()
            print("after pieces: \\(pieces(in: dismissContainer).count)")
            print("after hidden: \\(root.view.isHidden)")
            print("piece alive: \\(dragged != nil)")
            print("presented: \\(root.presentedViewController === page)")
            print("page: \\(UIKitSimulation.describe(page.view))")

            section("doors dismiss")
            page.dismiss(animated: true)
            let closing = page.view.superview
            atTimes([0, 0.2]) { index in
                show(["start", "middle"][index], pieces: pieces(in: closing))
                print("\\(["start", "middle"][index]) hidden: \\(root.view.isHidden)")
            }
            settle()
            print("after pieces: \\(pieces(in: closing).count)")
            print("after hidden: \\(root.view.isHidden)")
            print("presented: \\(root.presentedViewController != nil)")
            print("root: \\(UIKitSimulation.describe(root.view))")

            section("doors under reduce motion")
            UIKitSimulation.isReduceMotionEnabled = true
            let calm = Page()
            root.presentDoors(calm)
            atTimes([0.2]) { _ in
                print("pieces: \\(pieces(in: calm.view.superview).count)")
                print("alpha: \\(f(root.view.alpha))")
            }
            settle()
            UIKitSimulation.isReduceMotionEnabled = false
            root.dismiss(animated: false)
            quietly()

            section("omni at the row")
            let row = Page()
            root.presentOmni(row)
            atTimes([0, 0.2]) { index in
                show(["start", "middle"][index], pieces: pieces(in: row.view.superview))
            }
            settle()
            root.dismiss(animated: false)
            quietly()

            section("omni without the row")
            root.showsRow = false
            let fallback = Page()
            root.presentOmni(fallback)
            atTimes([0]) { _ in
                show("start", pieces: pieces(in: fallback.view.superview))
            }
            settle()
            root.dismiss(animated: false)
            quietly()
        }

        do {
            let window = makeWindow()
            let root = Page()
            let navigation = UINavigationController(rootViewController: root)
            navigation.installTiles()
            window.rootViewController = navigation
            quietly()

            section("tiles push")
            let page = Page()
            navigation.pushViewController(page, animated: true)
            let container = page.view.superview
            atTimes([0, 0.1, 0.4 - 0.000_000_1]) { index in
                show(["start", "early", "end"][index], pieces: pieces(in: container))
                print("\\(["start", "early", "end"][index]) hidden: \\(root.view.isHidden)")
            }
            settle()
            print("after pieces: \\(pieces(in: container).count)")
            print("after hidden: \\(root.view.isHidden)")

            section("tiles pop")
            navigation.popViewController(animated: true)
            let back = root.view.superview
            atTimes([0, 0.1]) { index in
                show(["start", "early"][index], pieces: pieces(in: back))
            }
            settle()
            print("after pieces: \\(pieces(in: back).count)")
            print("after hidden: \\(root.view.isHidden)")
            print("top: \\(navigation.topViewController === root)")
        }
        """

    private static let scenarios = SimulatedScenarios(driver: driver, specs: specs, timeout: 180)

    private func section(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        let section = try Self.scenarios.section(name, file: file, line: line)
        XCTAssertEqual(section["problems"], "[]", name, file: file, line: line)
        return section
    }

    /// The pieces of a `show` line: each resting frame `(x, y, w, h)`, translation `(tx, ty)` and alpha.
    private func pieces(_ line: String?, file: StaticString = #filePath, line number: UInt = #line)
    -> [(frame: (x: Double, y: Double, w: Double, h: Double), tx: Double, ty: Double, alpha: Double)] {
        guard let line, !line.isEmpty else {
            XCTFail("no pieces", file: file, line: number)
            return []
        }
        return line.components(separatedBy: " | ").map { text in
            let n = text.split(separator: " ").compactMap { Double($0) }
            XCTAssertEqual(n.count, 7, text, file: file, line: number)
            guard n.count == 7 else { return ((0, 0, 0, 0), 0, 0, 0) }
            return ((n[0], n[1], n[2], n[3]), n[4], n[5], n[6])
        }
    }

    /// Asserts that `frames` cover `bounds` exactly: each inside it, no two overlapping, their areas adding up to its.
    private func assertTiles(_ frames: [(x: Double, y: Double, w: Double, h: Double)], _ bounds: (Double, Double, Double, Double),
                             file: StaticString = #filePath, line: UInt = #line) {
        var area = 0.0
        for (index, a) in frames.enumerated() {
            XCTAssertTrue(a.x >= bounds.0 - 0.001 && a.y >= bounds.1 - 0.001 && a.x + a.w <= bounds.0 + bounds.2 + 0.001
                          && a.y + a.h <= bounds.1 + bounds.3 + 0.001, "\(a) outside \(bounds)", file: file, line: line)
            area += a.w * a.h
            for b in frames[(index + 1)...] {
                let overlap = max(0, min(a.x + a.w, b.x + b.w) - max(a.x, b.x)) * max(0, min(a.y + a.h, b.y + b.h) - max(a.y, b.y))
                XCTAssertEqual(overlap, 0, accuracy: 0.001, "\(a) overlaps \(b)", file: file, line: line)
            }
        }
        // The driver prints three decimals: a third of 400 is 133.333, so each edge may be 0.0005 short.
        XCTAssertEqual(area, bounds.2 * bounds.3, accuracy: 0.001 * (bounds.2 + bounds.3) * Double(frames.count), "the pieces leave a gap", file: file, line: line)
    }

    func testTheDoorsTileTheScreenAndSlideApartWhileTheScreenIsHidden() throws {
        let present = try section("doors present")
        XCTAssertEqual(present["complete"], "[true]")
        let start = pieces(present["start"])
        XCTAssertEqual(start.count, 2)
        assertTiles(start.map(\.frame), (0, 0, 400, 800))
        XCTAssertEqual(start.map(\.tx), [0, 0])
        // Halfway: each door half its own width outward, the left one left and the right one right.
        XCTAssertEqual(pieces(present["middle"]).map(\.tx), [-100, 100])
        XCTAssertEqual(pieces(present["middle"]).map(\.ty), [0, 0])
        XCTAssertEqual(present["start hidden"], "true")
        XCTAssertEqual(present["middle hidden"], "true")
        // The doors sit right above the screen they were cut from, which is under the new one (order: fromAbove).
        XCTAssertEqual(present["start order"], "[\"UIView\", \"UIView\", \"piece\", \"piece\"]")
    }

    func testAfterAFinishThePiecesAreGoneAndReleasedAndTheScreenIsShownAgain() throws {
        let present = try section("doors present")
        XCTAssertEqual(present["after pieces"], "0")
        XCTAssertEqual(present["after hidden"], "false")
        XCTAssertEqual(present["piece alive"], "false")
    }

    func testACancelledInteractiveDismissalPutsTheDoorsBackAndTakesThemAway() throws {
        let cancelled = try section("doors dismiss cancelled")
        XCTAssertEqual(cancelled["complete"], "[false]")
        // Dismissing, the screen coming back is cut: its doors close, a quarter of the way at a quarter of the drag.
        XCTAssertEqual(pieces(cancelled["dragged"]).map(\.tx), [-150, 150])
        XCTAssertEqual(cancelled["dragged hidden"], "true")
        XCTAssertEqual(cancelled["after pieces"], "0")
        XCTAssertEqual(cancelled["after hidden"], "false")
        XCTAssertEqual(cancelled["piece alive"], "false")
        XCTAssertEqual(cancelled["presented"], "true")
        XCTAssertTrue(cancelled["page"]?.hasPrefix("UIView frame=(0, 0, 400, 800)") ?? false, cancelled["page"] ?? "")
    }

    func testTheMirroredDismissalClosesTheDoorsOverTheScreenItReturnsTo() throws {
        let dismiss = try section("doors dismiss")
        XCTAssertEqual(dismiss["complete"], "[true]")
        let start = pieces(dismiss["start"])
        assertTiles(start.map(\.frame), (0, 0, 400, 800))
        XCTAssertEqual(start.map(\.tx), [-200, 200])
        XCTAssertEqual(pieces(dismiss["middle"]).map(\.tx), [-100, 100])
        XCTAssertEqual(dismiss["start hidden"], "true")
        XCTAssertEqual(dismiss["after pieces"], "0")
        XCTAssertEqual(dismiss["after hidden"], "false")
        XCTAssertEqual(dismiss["presented"], "false")
        XCTAssertEqual(dismiss["root"], "UIView frame=(0, 0, 400, 800) alpha=1")
    }

    func testReduceMotionCrossFadesWithoutPieces() throws {
        let calm = try section("doors under reduce motion")
        XCTAssertEqual(calm["complete"], "[true]")
        XCTAssertEqual(calm["pieces"], "0")
    }

    func testOmniSplitsAtTheTappedRowAndAtTheFallbackWithoutIt() throws {
        let omni = try section("omni at the row")
        XCTAssertEqual(omni["complete"], "[true]")
        let start = pieces(omni["start"])
        // The row is at y 300 to 380: the line through its middle, y 340.
        XCTAssertEqual(start.map(\.frame.h), [340, 460])
        assertTiles(start.map(\.frame), (0, 0, 400, 800))
        // Halfway: the top piece half its way up (340), the bottom one half its way down (460).
        XCTAssertEqual(pieces(omni["middle"]).map(\.ty), [-170, 230])
        let fallback = try section("omni without the row")
        XCTAssertEqual(fallback["complete"], "[true]")
        XCTAssertEqual(pieces(fallback["start"]).map(\.frame.h), [400, 400], "the default fallback, the centre")
    }

    func testTilesCoverTheScreenAndFlyOutwardInTurnRowByRow() throws {
        let push = try section("tiles push")
        XCTAssertEqual(push["complete"], "[true]")
        let start = pieces(push["start"])
        XCTAssertEqual(start.count, 6)
        assertTiles(start.map(\.frame), (0, 0, 400, 800))
        XCTAssertEqual(push["start hidden"], "true")
        // 0.04 s apart over a run of 0.4 s: each tile fades for 0.2 s, the first from 0, the second from 0.04 s, …, the
        // last from 0.2 s. At 0.1 s the first is half way, the second 0.06 s of 0.2 in, the third 0.02 s, the rest wait.
        let early = pieces(push["early"])
        XCTAssertEqual(early.map(\.alpha), [0.5, 0.7, 0.9, 1, 1, 1], "tile alphas at 0.1 s")
        // Outward: the left column left, the middle column not sideways, the right column right; the top row up.
        XCTAssertLessThan(early[0].tx, 0)
        XCTAssertEqual(early[1].tx, 0)
        XCTAssertGreaterThan(early[2].tx, 0)
        XCTAssertLessThan(early[0].ty, 0)
        let end = pieces(push["end"])
        XCTAssertEqual(end.map(\.alpha).max() ?? 1, 0, accuracy: 0.001)
        XCTAssertEqual(push["after pieces"], "0")
        XCTAssertEqual(push["after hidden"], "false")
    }

    func testTilesFlyBackInTheLastFirstOnThePop() throws {
        let pop = try section("tiles pop")
        XCTAssertEqual(pop["complete"], "[true]")
        let start = pieces(pop["start"])
        XCTAssertEqual(start.count, 6)
        assertTiles(start.map(\.frame), (0, 0, 400, 800))
        // The mirror: the last tile first, fading in over 0.2 s from 0, the one before it from 0.04 s, …
        XCTAssertEqual(pieces(pop["early"]).map(\.alpha), [0, 0, 0, 0.1, 0.3, 0.5])
        XCTAssertEqual(pop["after pieces"], "0")
        XCTAssertEqual(pop["after hidden"], "false")
        XCTAssertEqual(pop["top"], "true")
    }
}
