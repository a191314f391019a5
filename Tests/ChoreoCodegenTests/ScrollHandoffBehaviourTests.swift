import ChoreoCodegen
import ChoreoSpec
import XCTest

/// `interactive: { dismiss: { scrollView: handoff } }` through the simulated UIKit: one finger on a table inside a
/// half-height sheet reaches both the table's own pan and the sheet's dismissing pan (`UIKitSimulation.touch`). Over a
/// scrolled table the finger scrolls it and the sheet stays; over a table at its top it moves the sheet and the table
/// stays at its top; a table scrolled a little scrolls to its top and then hands the finger to the sheet, which moves
/// by the rest of the way. A leading menu over a horizontal collection hands off at the edge the finger pulls away
/// from, which flips under right-to-left layout; under Reduce Motion the handoff is the same and the dismissal fades.
/// The window is 400 × 800: the sheet is 400 × 400 at y 400, the menu 320 wide.
final class ScrollHandoffBehaviourTests: XCTestCase {
    static let specs = [
        """
        transition: ListSheet
        kind: modal
        presentation:
          style: custom
          container: { height: 0.5 }
        present: { effect: slide, direction: fromBottom, duration: 0.2, curve: linear }
        dismiss: reverse
        interactive:
          dismiss: { gesture: pan, direction: down, scrollView: handoff }
        """,
        """
        transition: ListMenu
        kind: modal
        presentation:
          style: custom
          container: { width: 0.8, alignment: leading }
        present: { effect: slide, direction: fromLeading, duration: 0.2, curve: linear }
        dismiss: reverse
        interactive:
          dismiss: { gesture: pan, direction: leading, scrollView: handoff }
        """,
        // The same sheet without the key: the finger on the table drives the sheet as before.
        """
        transition: PlainSheet
        kind: modal
        presentation:
          style: custom
          container: { height: 0.5 }
        present: { effect: slide, direction: fromBottom, duration: 0.2, curve: linear }
        dismiss: reverse
        interactive:
          dismiss: { gesture: pan, direction: down }
        """,
    ]

    private static let driver = BehaviourDriver.prelude + """

        @MainActor func shown(_ view: UIView) -> String {
            var text = "not animated"
            UIViewPropertyAnimator.lastActivated?.withPresentationValues {
                let size = view.bounds.size
                text = UIKitSimulation.format(CGRect(
                    x: view.center.x - size.width / 2 + view.transform.tx,
                    y: view.center.y - size.height / 2 + view.transform.ty,
                    width: size.width, height: size.height))
            }
            return text
        }

        @MainActor func alpha(_ view: UIView) -> String {
            var text = "not animated"
            UIViewPropertyAnimator.lastActivated?.withPresentationValues { text = UIKitSimulation.format(view.alpha) }
            return text
        }

        @MainActor func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

        @MainActor func offset(_ scrollView: UIScrollView) -> String {
            "(\\(UIKitSimulation.format(scrollView.contentOffset.x)), \\(UIKitSimulation.format(scrollView.contentOffset.y)))"
        }

        /// The windows of the scenarios, kept as an app keeps its window: a presenting view outside one shows nothing.
        var windows: [UIWindow] = []

        /// A sheet holding a 400 × 400 table with 2000 points of rows, presented and settled.
        @MainActor func sheetWithTable(_ present: (UIViewController, UIViewController) -> Void) -> (UIViewController, UIViewController, UITableView) {
            let window = makeWindow()
            windows.append(window)
            let root = controller("Root")
            window.rootViewController = root
            let sheet = controller("Sheet")
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            table.contentSize = CGSize(width: 400, height: 2000)
            sheet.view.addSubview(table)
            present(root, sheet)
            quietly()
            return (root, sheet, table)
        }

        do {
            let (root, sheet, table) = sheetWithTable { $0.presentListSheet($1) }

            section("scrolled table")
            table.contentOffset = point(0, 300)
            let finger = UIKitSimulation.touch(table, at: point(200, 100))
            finger.move(to: point(0, 10), velocity: point(0, 300))
            finger.move(to: point(0, 150))
            print("recognizers: \\(finger.recognizers.count)")
            print("offset: \\(offset(table))")
            print("sheet: \\(UIKitSimulation.format(sheet.view.frame))")
            print("tracking: \\(table.isTracking)")
            finger.lift(at: point(0, 150), velocity: point(0, 2000))
            print("presented: \\(root.presentedViewController === sheet)")
            settle()

            section("table at top")
            table.contentOffset = .zero
            let pull = UIKitSimulation.touch(table, at: point(200, 100))
            pull.move(to: point(0, 10), velocity: point(0, 300))
            pull.move(to: point(0, 100))
            print("offset: \\(offset(table))")
            print("tracking: \\(table.isTracking)")
            print("sheet: \\(shown(sheet.view))")
            pull.move(to: point(0, 40))
            print("back: \\(offset(table)) sheet \\(shown(sheet.view))")
            pull.lift(at: point(0, 40))
            settle()
            print("presented: \\(root.presentedViewController === sheet)")
            print("end: \\(UIKitSimulation.format(sheet.view.frame))")

            section("pushed up at the top")
            table.contentOffset = .zero
            let push = UIKitSimulation.touch(table, at: point(200, 300))
            push.move(to: point(0, -10), velocity: point(0, -300))
            push.move(to: point(0, -120))
            print("offset: \\(offset(table))")
            print("sheet: \\(UIKitSimulation.format(sheet.view.frame))")
            push.lift(at: point(0, -120))
            settle()
            print("presented: \\(root.presentedViewController === sheet)")

            section("scrolled a little, then pulled")
            table.contentOffset = point(0, 50)
            let handOff = UIKitSimulation.touch(table, at: point(200, 100))
            handOff.move(to: point(0, 10), velocity: point(0, 300))
            handOff.move(to: point(0, 30))
            print("scrolling: \\(offset(table)) sheet \\(UIKitSimulation.format(sheet.view.frame))")
            handOff.move(to: point(0, 70))
            print("handed off: \\(offset(table)) sheet \\(shown(sheet.view))")
            handOff.move(to: point(0, 270))
            print("pulled: \\(offset(table)) sheet \\(shown(sheet.view))")
            handOff.lift(at: point(0, 270))
            settle()
            print("presented: \\(root.presentedViewController === sheet)")

        }

        do {
            let (root, sheet, _) = sheetWithTable { $0.presentListSheet($1) }
            section("header dragged")
            let header = UIKitSimulation.touch(sheet.view, at: point(200, 10))
            header.move(to: point(0, 10), velocity: point(0, 300))
            header.move(to: point(0, 100))
            print("recognizers: \\(header.recognizers.count)")
            print("sheet: \\(shown(sheet.view))")
            header.lift(at: point(0, 100), velocity: point(0, 1500))
            settle()
            print("presented: \\(root.presentedViewController === sheet)")
        }

        do {
            let (root, sheet, table) = sheetWithTable { $0.presentPlainSheet($1) }
            section("without handoff")
            table.contentOffset = point(0, 300)
            let finger = UIKitSimulation.touch(table, at: point(200, 100))
            finger.move(to: point(0, 10), velocity: point(0, 300))
            finger.move(to: point(0, 100))
            print("recognizers: \\(finger.recognizers.count)")
            print("offset: \\(offset(table))")
            print("sheet: \\(UIKitSimulation.format(sheet.view.frame))")
            finger.lift(at: point(0, 100))
            settle()
            print("presented: \\(root.presentedViewController === sheet)")
        }

        for rightToLeft in [false, true] {
            UIKitSimulation.applicationLayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            let menu = controller("Menu")
            let strip = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            strip.contentSize = CGSize(width: 1000, height: 200)
            menu.view.addSubview(strip)
            root.presentListMenu(menu)
            quietly()
            UIKitSimulation.applicationLayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
            // Leading is left, then right: the content rests at its left edge (offset 0).
            let leading: CGFloat = rightToLeft ? 1 : -1
            section("menu strip\\(rightToLeft ? " rtl" : "")")
            let finger = UIKitSimulation.touch(strip, at: point(160, 100))
            finger.move(to: point(leading * 10, 0), velocity: point(leading * 300, 0))
            finger.move(to: point(leading * 80, 0))
            print("offset: \\(offset(strip))")
            print("menu: \\(UIKitSimulation.format(menu.view.frame)) shown \\(shown(menu.view))")
            finger.lift(at: point(leading * 80, 0))
            settle()
            print("presented: \\(root.presentedViewController === menu)")
        }
        UIKitSimulation.applicationLayoutDirection = .leftToRight

        do {
            let (root, sheet, table) = sheetWithTable { $0.presentListSheet($1) }
            section("reduce motion")
            UIKitSimulation.isReduceMotionEnabled = true
            table.contentOffset = .zero
            let pull = UIKitSimulation.touch(table, at: point(200, 100))
            pull.move(to: point(0, 10), velocity: point(0, 300))
            pull.move(to: point(0, 100))
            print("offset: \\(offset(table))")
            print("sheet: \\(shown(sheet.view)) alpha \\(alpha(sheet.view))")
            pull.lift(at: point(0, 100), velocity: point(0, 1500))
            settle()
            print("presented: \\(root.presentedViewController === sheet)")
            UIKitSimulation.isReduceMotionEnabled = false
        }

        """

    private static let scenarios = SimulatedScenarios(driver: driver, specs: specs, timeout: 180)

    private func section(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        let section = try Self.scenarios.section(name, file: file, line: line)
        XCTAssertEqual(section["problems"], "[]", name, file: file, line: line)
        return section
    }

    func testAPanOverAScrolledTableScrollsItAndLeavesTheSheet() throws {
        let scrolled = try section("scrolled table")
        XCTAssertEqual(scrolled["recognizers"], "2", "the table's pan and the sheet's, together")
        XCTAssertEqual(scrolled["offset"], "(0, 150)", "300 less the finger's 150")
        XCTAssertEqual(scrolled["sheet"], "(0, 400, 400, 400)")
        XCTAssertEqual(scrolled["tracking"], "true")
        XCTAssertEqual(scrolled["presented"], "true", "a flick while scrolling does not dismiss")
        XCTAssertEqual(scrolled["complete"], "[]", "no transition started")
    }

    func testAPanOverATableAtItsTopMovesTheSheetAndPinsTheTable() throws {
        let top = try section("table at top")
        XCTAssertEqual(top["offset"], "(0, 0)", "the table stays at its top")
        XCTAssertEqual(top["tracking"], "false", "its pan was cancelled when the sheet took over")
        XCTAssertEqual(top["sheet"], "(0, 500, 400, 400)", "100 of the sheet's 400 points")
        XCTAssertEqual(top["back"], "(0, 0) sheet (0, 440, 400, 400)", "the finger going back scrubs the dismissal back; the table stays")
        XCTAssertEqual(top["complete"], "[false]", "let go at a tenth: cancelled")
        XCTAssertEqual(top["presented"], "true")
        XCTAssertEqual(top["end"], "(0, 400, 400, 400)")
    }

    func testATableScrolledALittleScrollsToItsTopThenHandsOff() throws {
        let handOff = try section("scrolled a little, then pulled")
        XCTAssertEqual(handOff["scrolling"], "(0, 20) sheet (0, 400, 400, 400)")
        // The finger reached the top at 50 and went on 20 more: the table is pinned, the sheet follows those 20.
        XCTAssertEqual(handOff["handed off"], "(0, 0) sheet (0, 420, 400, 400)")
        XCTAssertEqual(handOff["pulled"], "(0, 0) sheet (0, 620, 400, 400)", "220 past the top: 0.55 of the way")
        XCTAssertEqual(handOff["complete"], "[true]", "let go past finishAt 0.5")
        XCTAssertEqual(handOff["presented"], "false")
    }

    func testAPanTheOtherWayAtTheTopScrollsTheTable() throws {
        let pushed = try section("pushed up at the top")
        XCTAssertEqual(pushed["offset"], "(0, 120)")
        XCTAssertEqual(pushed["sheet"], "(0, 400, 400, 400)")
        XCTAssertEqual(pushed["complete"], "[]")
        XCTAssertEqual(pushed["presented"], "true")
    }

    func testAPanOutsideTheTableDrivesTheSheetAtOnce() throws {
        let header = try section("header dragged")
        XCTAssertEqual(header["recognizers"], "1")
        XCTAssertEqual(header["sheet"], "(0, 500, 400, 400)")
        XCTAssertEqual(header["complete"], "[true]", "a flick dismisses")
        XCTAssertEqual(header["presented"], "false")
    }

    func testWithoutTheKeyTheTableAndTheSheetCompeteAsUIKitDecides() throws {
        let plain = try section("without handoff")
        XCTAssertEqual(plain["recognizers"], "1", "the model lets the table's pan win when no delegate allows both")
        XCTAssertEqual(plain["offset"], "(0, 200)")
        XCTAssertEqual(plain["sheet"], "(0, 400, 400, 400)")
    }

    func testTheMenuHandsOffAtTheEdgeItsLeadingDirectionPullsAwayFrom() throws {
        // Left to right, leading is left: the finger pulls toward the content's right end, far away, so the strip scrolls.
        let ltr = try section("menu strip")
        XCTAssertEqual(ltr["offset"], "(80, 0)")
        XCTAssertEqual(ltr["menu"], "(0, 0, 320, 800) shown not animated")
        XCTAssertEqual(ltr["complete"], "[]")
        XCTAssertEqual(ltr["presented"], "true")
        // Right to left, leading is right and the menu rests at the right edge: the strip at its left edge hands off.
        let rtl = try section("menu strip rtl")
        XCTAssertEqual(rtl["offset"], "(0, 0)")
        XCTAssertEqual(rtl["menu"], "(400, 0, 320, 800) shown (160, 0, 320, 800)", "80 of the menu's 320 points toward the right")
        XCTAssertEqual(rtl["complete"], "[false]")
        XCTAssertEqual(rtl["presented"], "true")
    }

    func testUnderReduceMotionTheHandoffIsTheSameAndTheSheetFades() throws {
        let reduced = try section("reduce motion")
        XCTAssertEqual(reduced["offset"], "(0, 0)")
        XCTAssertEqual(reduced["sheet"], "(0, 400, 400, 400) alpha 0.75", "cross-faded a quarter, not moved")
        XCTAssertEqual(reduced["complete"], "[true]")
        XCTAssertEqual(reduced["presented"], "false")
    }
}
