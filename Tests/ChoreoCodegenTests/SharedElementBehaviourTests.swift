@testable import ChoreoCodegen
import ChoreoSpec
import XCTest

/// Shared elements (`shared:`) of the gallery's PhotoDetail (navigation, interactive pop) and
/// CardExpand (modal, full screen) through the simulated UIKit: where the snapshots are at the
/// start, halfway and at the end, the real views hidden during the flight and shown again after it
/// (also after a cancelled interactive pop), an element without a view on one side left out while
/// the others fly, and Reduce Motion cross-fading the elements in place.
///
/// The list is 400 × 800 (the window); its photo sits at (20, 100, 80, 80) with corner radius 12,
/// its title at (120, 120, 200, 30). The detail lays out in `layoutSubviews` from its bounds: the
/// photo full width at the top (0, 0, 400, 300), the title below it (20, 320, 360, 40) — frames the
/// detail has only once laid out at its final frame, as in an app with Auto Layout.
final class SharedElementBehaviourTests: XCTestCase {
    private static let driver = BehaviourDriver.prelude + """

        final class ListController: UIViewController, PhotoDetailSharedViews, CardExpandSharedViews {
            let photo = UIView(frame: CGRect(x: 20, y: 100, width: 80, height: 80))
            let caption = UIView(frame: CGRect(x: 120, y: 120, width: 200, height: 30))
            var showsTitle = true
            var photoView: UIView? { photo }
            var titleView: UIView? { showsTitle ? caption : nil }
            var cardView: UIView? { photo }
            override func loadView() {
                view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
                view.accessibilityIdentifier = "List.view"
                photo.accessibilityIdentifier = "listPhoto"
                caption.accessibilityIdentifier = "listTitle"
                photo.layer.cornerRadius = 12
                view.addSubview(photo)
                view.addSubview(caption)
            }
        }

        final class DetailView: UIView {
            let photo = UIView(frame: .zero)
            let caption = UIView(frame: .zero)
            override func layoutSubviews() {
                photo.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.width * 0.75)
                caption.frame = CGRect(x: 20, y: bounds.width * 0.75 + 20, width: bounds.width - 40, height: 40)
            }
        }

        final class DetailController: UIViewController, PhotoDetailSharedViews, CardExpandSharedViews {
            let detailView = DetailView(frame: .zero)
            var titleInWindow = true
            var photoView: UIView? { detailView.photo }
            var titleView: UIView? { titleInWindow ? detailView.caption : UIView(frame: .zero) }
            var cardView: UIView? { detailView.photo }
            override func loadView() {
                detailView.accessibilityIdentifier = "Detail.view"
                detailView.photo.accessibilityIdentifier = "detailPhoto"
                detailView.caption.accessibilityIdentifier = "detailTitle"
                detailView.addSubview(detailView.photo)
                detailView.addSubview(detailView.caption)
                view = detailView
            }
        }

        /// The snapshots in flight, back to front, as the screen shows them now.
        @MainActor func flight(_ container: UIView?, _ label: String) {
            let snapshots = (container?.subviews ?? []).filter { $0.simulationName.hasPrefix("snapshot(") }
            let describe = { print("\\(label): \\(snapshots.map { UIKitSimulation.describe($0) })") }
            if let animator = UIViewPropertyAnimator.lastActivated {
                animator.withPresentationValues(describe)
            } else {
                describe()
            }
        }

        @MainActor func hidden(_ label: String, _ views: UIView...) {
            print("hidden \\(label): \\(views.filter(\\.isHidden).map(\\.simulationName))")
        }

        do {
            let window = makeWindow()
            let list = ListController()
            let navigation = UINavigationController(rootViewController: list)
            window.rootViewController = navigation
            navigation.installPhotoDetail()
            let detail = DetailController()

            section("push")
            navigation.pushViewController(detail, animated: true)
            let container = detail.view.superview
            flight(container, "start")
            hidden("during", list.photo, list.caption, detail.detailView.photo, detail.detailView.caption)
            UIKitSimulation.advance(by: 0.2)
            flight(container, "middle")
            UIKitSimulation.advance(by: 0.2 - 0.000_000_1)
            flight(container, "end")
            settle()
            flight(container, "after")
            hidden("after", list.photo, list.caption, detail.detailView.photo, detail.detailView.caption)

            section("pop cancelled")
            let recognizer = navigation.view.gestureRecognizers?.last as? UIPanGestureRecognizer
            recognizer?.simulate(.began, translation: .zero)
            recognizer?.simulate(.changed, translation: CGPoint(x: 100, y: 0))
            flight(list.view.superview, "dragged")
            hidden("during", list.photo, list.caption, detail.detailView.photo, detail.detailView.caption)
            recognizer?.simulate(.ended, translation: CGPoint(x: 100, y: 0))
            settle()
            flight(list.view.superview, "after")
            hidden("after", list.photo, list.caption, detail.detailView.photo, detail.detailView.caption)
            print("stack: \\(navigation.viewControllers.map { String(describing: type(of: $0)) })")

            section("pop without a title in the list")
            list.showsTitle = false
            navigation.popViewController(animated: true)
            flight(list.view.superview, "start")
            hidden("during", list.photo, list.caption, detail.detailView.photo, detail.detailView.caption)
            settle()
            hidden("after", list.photo, list.caption, detail.detailView.photo, detail.detailView.caption)

            section("push with a title outside the window")
            list.showsTitle = true
            detail.titleInWindow = false
            navigation.pushViewController(detail, animated: true)
            flight(detail.view.superview, "start")
            settle()
            detail.titleInWindow = true

            section("pop with a hidden photo")
            detail.detailView.photo.isHidden = true
            navigation.popViewController(animated: true)
            flight(list.view.superview, "start")
            settle()
            detail.detailView.photo.isHidden = false

            section("reduce motion push")
            UIKitSimulation.isReduceMotionEnabled = true
            navigation.pushViewController(detail, animated: true)
            flight(detail.view.superview, "start")
            UIKitSimulation.advance(by: 0.2)
            flight(detail.view.superview, "middle")
            hidden("during", list.photo, list.caption, detail.detailView.photo, detail.detailView.caption)
            settle()
            hidden("after", list.photo, list.caption, detail.detailView.photo, detail.detailView.caption)
        }

        do {
            let window = makeWindow()
            let list = ListController()
            let navigation = UINavigationController(rootViewController: list)
            window.rootViewController = navigation
            let page = DetailController()

            section("present from inside a navigation controller")
            list.presentCardExpand(page)
            let container = page.view.superview
            flight(container, "start")
            UIKitSimulation.advance(by: 0.05 + 0.2)
            flight(container, "middle")
            hidden("during", list.photo, page.detailView.photo)
            settle()
            hidden("after", list.photo, page.detailView.photo)

            section("dismiss")
            page.dismiss(animated: true)
            flight(page.view.superview, "start")
            settle()
            hidden("after", list.photo, page.detailView.photo)
        }

        do {
            let window = makeWindow()
            let list = ListController()
            let tabs = UITabBarController()
            tabs.viewControllers = [controller("Other"), UINavigationController(rootViewController: list)]
            tabs.selectedIndex = 1
            window.rootViewController = tabs
            let page = DetailController()

            section("present from a navigation controller in a tab")
            list.presentCardExpand(page)
            flight(page.view.superview, "start")
            settle()
        }

        """

    private static let scenarios = SimulatedScenarios(driver: driver, timeout: 180) {
        let transitions = try Gallery.transitions().filter { $0.name == "PhotoDetail" || $0.name == "CardExpand" }
        XCTAssertEqual(transitions.count, 2, "the gallery has PhotoDetail and CardExpand")
        return transitions
    }

    private func section(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        let section = try Self.scenarios.section(name, file: file, line: line)
        XCTAssertEqual(section["problems"], "[]", name, file: file, line: line)
        XCTAssertEqual(section["default"], "[]", "UIKit's default animation ran in '\(name)'", file: file, line: line)
        return section
    }

    /// How the simulation prints one snapshot: `snapshot(listPhoto) frame=(20, 100, 80, 80) alpha=1 cornerRadius=12`.
    /// A radius of nil is none printed (the layer's is exactly 0).
    private func snapshot(_ view: String, _ frame: (Double, Double, Double, Double), alpha: Double, radius: Double? = nil) -> String {
        let numbers = [frame.0, frame.1, frame.2, frame.3].map { SwiftLiteral.number($0) }.joined(separator: ", ")
        return "\"snapshot(\(view)) frame=(\(numbers)) alpha=\(SwiftLiteral.number(alpha))"
            + (radius.map { " cornerRadius=\(SwiftLiteral.number($0))" } ?? "") + "\""
    }

    private func list(_ snapshots: String...) -> String { "[\(snapshots.joined(separator: ", "))]" }

    private let listPhoto = (20.0, 100.0, 80.0, 80.0), listTitle = (120.0, 120.0, 200.0, 30.0)
    private let detailPhoto = (0.0, 0.0, 400.0, 300.0), detailTitle = (20.0, 320.0, 360.0, 40.0)

    func testElementsFlyFromTheirFrameInTheSourceToTheirFrameInTheLaidOutDestination() throws {
        let push = try section("push")
        XCTAssertEqual(push["complete"], "[true]")
        // Both snapshots of an element travel together: the source's look fades out, the destination's fades in.
        XCTAssertEqual(push["start"], list(
            snapshot("listPhoto", listPhoto, alpha: 1, radius: 12), snapshot("detailPhoto", listPhoto, alpha: 0, radius: 12),
            snapshot("listTitle", listTitle, alpha: 1), snapshot("detailTitle", listTitle, alpha: 0)))
        // Halfway (the model's progress is linear in time): frames, alphas and the corner radius halfway.
        XCTAssertEqual(push["middle"], list(
            snapshot("listPhoto", (10, 50, 240, 190), alpha: 0.5, radius: 6),
            snapshot("detailPhoto", (10, 50, 240, 190), alpha: 0.5, radius: 6),
            snapshot("listTitle", (70, 220, 280, 35), alpha: 0.5), snapshot("detailTitle", (70, 220, 280, 35), alpha: 0.5)))
        // A ten-millionth of a second before the end; the detail's frames exist only once it is laid out at its final
        // frame (its layoutSubviews places them). The radius is not quite 0 yet (it prints as 0).
        XCTAssertEqual(push["end"], list(
            snapshot("listPhoto", detailPhoto, alpha: 0, radius: 0), snapshot("detailPhoto", detailPhoto, alpha: 1, radius: 0),
            snapshot("listTitle", detailTitle, alpha: 0), snapshot("detailTitle", detailTitle, alpha: 1)))
        XCTAssertEqual(push["after"], "[]", "the snapshots are gone once the push completes")
    }

    func testTheRealViewsAreHiddenDuringTheFlightAndShownAfterIt() throws {
        let push = try section("push")
        XCTAssertEqual(push["hidden during"], #"["listPhoto", "listTitle", "detailPhoto", "detailTitle"]"#)
        XCTAssertEqual(push["hidden after"], "[]")
    }

    func testACancelledInteractivePopShowsTheRealViewsAgainAndRemovesTheSnapshots() throws {
        let pop = try section("pop cancelled")
        XCTAssertEqual(pop["complete"], "[false]")
        XCTAssertTrue(pop["custom"]?.hasSuffix(" interactive\"]") ?? false, pop["custom"] ?? "")
        // A quarter of the way back (100 of 400 points): from the detail's frames toward the list's, radius 0 → 12.
        XCTAssertEqual(pop["dragged"], list(
            snapshot("detailPhoto", (5, 25, 320, 245), alpha: 0.75, radius: 3),
            snapshot("listPhoto", (5, 25, 320, 245), alpha: 0.25, radius: 3),
            snapshot("detailTitle", (45, 270, 320, 37.5), alpha: 0.75), snapshot("listTitle", (45, 270, 320, 37.5), alpha: 0.25)))
        XCTAssertEqual(pop["hidden during"], #"["listPhoto", "listTitle", "detailPhoto", "detailTitle"]"#)
        XCTAssertEqual(pop["hidden after"], "[]")
        XCTAssertEqual(pop["after"], "[]")
        XCTAssertEqual(pop["stack"], #"["ListController", "DetailController"]"#)
    }

    func testAnElementWithoutAViewOnOneSideIsLeftOutAndTheOthersFly() throws {
        let missing = try section("pop without a title in the list")
        XCTAssertEqual(missing["complete"], "[true]")
        XCTAssertEqual(missing["start"], list(
            snapshot("detailPhoto", detailPhoto, alpha: 1), snapshot("listPhoto", detailPhoto, alpha: 0)))
        XCTAssertEqual(missing["hidden during"], #"["listPhoto", "detailPhoto"]"#, "the title stays where it is, on both sides")
        XCTAssertEqual(missing["hidden after"], "[]")

        let windowless = try section("push with a title outside the window")
        XCTAssertEqual(windowless["complete"], "[true]")
        XCTAssertEqual(windowless["start"], list(
            snapshot("listPhoto", listPhoto, alpha: 1, radius: 12), snapshot("detailPhoto", listPhoto, alpha: 0, radius: 12)))

        let hidden = try section("pop with a hidden photo")
        XCTAssertEqual(hidden["complete"], "[true]")
        XCTAssertEqual(hidden["start"], list(
            snapshot("detailTitle", detailTitle, alpha: 1), snapshot("listTitle", detailTitle, alpha: 0)))
    }

    func testUnderReduceMotionTheElementsCrossFadeInPlace() throws {
        let reduced = try section("reduce motion push")
        XCTAssertEqual(reduced["complete"], "[true]")
        XCTAssertEqual(reduced["middle"], list(
            snapshot("listPhoto", listPhoto, alpha: 0.5, radius: 12), snapshot("detailPhoto", detailPhoto, alpha: 0.5),
            snapshot("listTitle", listTitle, alpha: 0.5), snapshot("detailTitle", detailTitle, alpha: 0.5)))
        XCTAssertEqual(reduced["hidden during"], #"["listPhoto", "listTitle", "detailPhoto", "detailTitle"]"#)
        XCTAssertEqual(reduced["hidden after"], "[]")
    }

    func testAPresentationFromInsideContainersFindsTheScreenTheyShow() throws {
        let present = try section("present from inside a navigation controller")
        XCTAssertTrue(present["custom"]?.contains("present UINavigationController -> DetailController") ?? false,
                      "UIKit presents from the navigation controller: \(present["custom"] ?? "")")
        XCTAssertEqual(present["start"], list(
            snapshot("listPhoto", listPhoto, alpha: 1, radius: 16), snapshot("detailPhoto", listPhoto, alpha: 0, radius: 16)))
        XCTAssertEqual(present["middle"], list(
            snapshot("listPhoto", (10, 50, 240, 190), alpha: 0.5, radius: 8),
            snapshot("detailPhoto", (10, 50, 240, 190), alpha: 0.5, radius: 8)))
        XCTAssertEqual(present["hidden during"], #"["listPhoto", "detailPhoto"]"#)
        XCTAssertEqual(present["hidden after"], "[]")

        let tab = try section("present from a navigation controller in a tab")
        XCTAssertTrue(tab["custom"]?.contains("present UITabBarController -> DetailController") ?? false, tab["custom"] ?? "")
        XCTAssertEqual(tab["start"], list(
            snapshot("listPhoto", listPhoto, alpha: 1, radius: 16), snapshot("detailPhoto", listPhoto, alpha: 0, radius: 16)),
            "the tab bar controller's selected tab, then that navigation controller's top screen")

        let dismiss = try section("dismiss")
        XCTAssertEqual(dismiss["complete"], "[true]")
        XCTAssertEqual(dismiss["start"], list(
            snapshot("detailPhoto", detailPhoto, alpha: 1), snapshot("listPhoto", detailPhoto, alpha: 0)))
        XCTAssertEqual(dismiss["hidden after"], "[]")
    }
}
