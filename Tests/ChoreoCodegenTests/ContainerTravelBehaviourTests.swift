import ChoreoCodegen
import ChoreoSpec
import XCTest

/// How far an offset moves a view inside a `presentation: container:`, through the simulated UIKit:
/// an offset of 1 is the distance that takes the view from its frame just out of the container on
/// that side, so a half-height sheet's slide from the bottom starts exactly below the screen, a
/// leading menu's exactly off the leading edge (the right one under right-to-left layout), and a
/// finger dragging the sheet down moves it point for point. Full-screen transitions, where that
/// distance is the container's size, are covered unchanged by the golden files and BehaviourTests.
///
/// The window is 400 × 800 points: the sheet rests at (0, 400, 400, 400), the menu at (0, 0, 320, 800)
/// or, right to left, (80, 0, 320, 800). Frames print as (x, y, width, height), as the screen shows them.
final class ContainerTravelBehaviourTests: XCTestCase {
    static let specs: [(name: String, container: String, direction: String, interactive: Bool)] = [
        ("TravelSheet", "{ height: 0.5, dimming: 0.4 }", "fromBottom", true),
        ("TravelMenu", "{ width: 0.8, alignment: leading, dimming: 0.3 }", "fromLeading", false),
    ]

    static func lowered(_ spec: (name: String, container: String, direction: String, interactive: Bool)) throws -> Transition {
        let yaml = """
            transition: \(spec.name)
            kind: modal
            presentation:
              style: custom
              container: \(spec.container)
            present: { effect: slide, direction: \(spec.direction), duration: 0.2, curve: linear }
            dismiss: reverse
            \(spec.interactive ? "interactive: { dismiss: { gesture: pan, direction: down } }" : "")
            """
        let result = SpecPipeline.load(bytes: Array(yaml.utf8), file: "Tests/\(spec.name).transition.yaml")
        let errors = result.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty, let transition = result.transitions.first else {
            throw XCTSkip("\(spec.name) does not load: \(errors)")
        }
        return transition
    }

    private static let driver = BehaviourDriver.prelude + """

        /// Where the screen shows `view` now: its resting frame (bounds and center, the anchor in the middle) moved by
        /// the translation of the transform the running transition gives it at its current progress.
        @MainActor func shown(_ view: UIView) -> String {
            var text = "not animated"
            UIViewPropertyAnimator.lastActivated?.withPresentationValues {
                let size = view.bounds.size
                let shown = CGRect(
                    x: view.center.x - size.width / 2 + view.transform.tx,
                    y: view.center.y - size.height / 2 + view.transform.ty,
                    width: size.width, height: size.height)
                text = UIKitSimulation.format(shown)
            }
            return text
        }

        do {
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            let sheet = controller("Sheet")

            section("sheet presented")
            root.presentTravelSheet(sheet)
            UIKitSimulation.advance(by: 0)
            print("start: \\(shown(sheet.view))")
            UIKitSimulation.advance(by: 0.1)
            print("half: \\(shown(sheet.view))")
            settle()
            print("end: \\(UIKitSimulation.format(sheet.view.frame))")

            section("sheet dragged")
            let pan = sheet.view.gestureRecognizers?.last as? UIPanGestureRecognizer
            pan?.simulate(.began, translation: .zero)
            pan?.simulate(.changed, translation: CGPoint(x: 0, y: 100))
            print("dragged 100: \\(shown(sheet.view))")
            pan?.simulate(.changed, translation: CGPoint(x: 0, y: 180))
            print("dragged 180: \\(shown(sheet.view))")
            pan?.simulate(.ended, translation: CGPoint(x: 0, y: 180))
            settle()
            print("presented: \\(root.presentedViewController === sheet)")
        }

        for rightToLeft in [false, true] {
            UIKitSimulation.applicationLayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            let menu = controller("Menu")
            section("menu presented\\(rightToLeft ? " rtl" : "")")
            root.presentTravelMenu(menu)
            UIKitSimulation.advance(by: 0)
            print("start: \\(shown(menu.view))")
            UIKitSimulation.advance(by: 0.1)
            print("half: \\(shown(menu.view))")
            settle()
            print("end: \\(UIKitSimulation.format(menu.view.frame))")
        }
        UIKitSimulation.applicationLayoutDirection = .leftToRight

        """

    private nonisolated(unsafe) static var cachedSections: Result<[String: [String: String]], Error>?

    private func section(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        if Self.cachedSections == nil {
            Self.cachedSections = Result {
                let sources = try Self.specs.map { spec in
                    let transition = try Self.lowered(spec)
                    return (name: transition.name + ".swift", source: SwiftEmitter().emit(transition).contents)
                } + [(name: "ChoreoSupport.swift", source: SwiftEmitter().emitSupport().contents)]
                let run = try BehaviourSimulator.shared.run(sources: sources, driver: Self.driver)
                guard run.status == 0 else { throw BehaviourTests.SimulationFailed(run: run) }
                return run.sections
            }
        }
        let sections = try Self.cachedSections?.get() ?? [:]
        guard let section = sections[name] else {
            XCTFail("no scenario '\(name)'; have \(sections.keys.sorted())", file: file, line: line)
            return [:]
        }
        return section
    }

    func testABottomSheetStartsJustBelowTheScreenAndIsHalfwayAtHalfTime() throws {
        let presented = try section("sheet presented")
        XCTAssertEqual(presented["start"], "(0, 800, 400, 400)", "its top edge on the container's bottom edge")
        XCTAssertEqual(presented["half"], "(0, 600, 400, 400)", "half of its own height to go, linear")
        XCTAssertEqual(presented["end"], "(0, 400, 400, 400)")
        XCTAssertEqual(presented["complete"], "[true]")
        XCTAssertEqual(presented["problems"], "[]")
    }

    func testDraggingTheSheetDownMovesItAsFarAsTheFinger() throws {
        // Progress is the finger's travel over the sheet's way out, its own 400 points: 100 points is 0.25.
        let dragged = try section("sheet dragged")
        XCTAssertEqual(dragged["dragged 100"], "(0, 500, 400, 400)")
        XCTAssertEqual(dragged["dragged 180"], "(0, 580, 400, 400)")
        XCTAssertEqual(dragged["presented"], "true", "let go short of finishAt, so cancelled")
        XCTAssertEqual(dragged["complete"], "[false]")
        XCTAssertEqual(dragged["problems"], "[]")
    }

    func testALeadingMenuStartsJustOffTheLeadingEdge() throws {
        let presented = try section("menu presented")
        XCTAssertEqual(presented["start"], "(-320, 0, 320, 800)", "its right edge on the container's left edge")
        XCTAssertEqual(presented["half"], "(-160, 0, 320, 800)")
        XCTAssertEqual(presented["end"], "(0, 0, 320, 800)")
        XCTAssertEqual(presented["complete"], "[true]")
    }

    func testUnderRightToLeftLayoutTheMenuStartsJustOffTheRightEdge() throws {
        let presented = try section("menu presented rtl")
        XCTAssertEqual(presented["start"], "(400, 0, 320, 800)", "its left edge on the container's right edge")
        XCTAssertEqual(presented["half"], "(240, 0, 320, 800)")
        XCTAssertEqual(presented["end"], "(80, 0, 320, 800)")
        XCTAssertEqual(presented["complete"], "[true]")
    }
}
