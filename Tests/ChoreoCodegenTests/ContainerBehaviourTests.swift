import ChoreoCodegen
import ChoreoSpec
import XCTest

/// `presentation: container:` through the simulated UIKit: the presented frame for each alignment
/// and size form (fraction, points, fit) in portrait and after a size change, the dimming view's
/// alpha during and after the transitions and after a cancelled interactive dismissal, the rounded
/// corners, dismissal by a tap outside (exactly once) or VoiceOver's escape gesture, and how far an
/// offset moves the presented view: an offset of 1 is the distance that takes it from its frame just
/// out of the container on that side, so the sheet's slide from the bottom starts exactly below the
/// screen, the leading menu's exactly off the leading edge (the right one under right-to-left layout),
/// and a finger dragging the sheet down, or pulling it up from the presenting screen, moves it point
/// for point. (Full-screen transitions, where that
/// distance is the container's size, are covered unchanged by the golden files and BehaviourTests.)
///
/// The window is 400 × 800 points with a safe area of 47 at the top and 34 at the bottom; turned,
/// it is 800 × 400 with 47 on either side and 21 at the bottom.
final class ContainerBehaviourTests: XCTestCase {
    static let specs: [(name: String, container: String, interactive: String)] = [
        ("ContainerSheet", "{ height: 0.5, cornerRadius: 16, dimming: 0.4 }", "dismiss: { gesture: pan, direction: down }"),
        // Presents with `order: fromAbove`: the presented view must still go above the dimming view.
        ("ContainerTop", "{ height: { points: 200 }, width: 0.5, alignment: top, dimming: 0.2 }", ""),
        ("ContainerCard", "{ height: fit, width: fit, alignment: center, insets: 16, cornerRadius: 20, dimming: 0.3, dismissOnTapOutside: true }", ""),
        ("ContainerMenu", "{ width: 0.8, alignment: leading, cornerRadius: 12, dimming: 0.3, dismissOnTapOutside: true }", ""),
        ("ContainerTrailing", "{ width: { points: 300 }, alignment: trailing }", ""),
        // Per-edge insets: 44 below the safe area's top and 16 inside its leading edge, out to the container elsewhere.
        ("ContainerInset", "{ height: 0.5, insets: { top: 44, leading: 16 }, cornerRadius: 16, cornerCurve: circular }", ""),
        // Pulled up by a pan on the presenting screen, which is twice the sheet's height.
        ("ContainerPullUp", "{ height: 0.5, dimming: 0.3 }", "present: { gesture: pan, direction: up }"),
    ]

    static func lowered(_ spec: (name: String, container: String, interactive: String)) throws -> Transition {
        let yaml = """
            transition: \(spec.name)
            kind: modal
            presentation:
              style: custom
              container: \(spec.container)
            present: { effect: slide, direction: \(spec.name == "ContainerMenu" ? "fromLeading" : "fromBottom"), duration: 0.2, curve: linear\(spec.name == "ContainerTop" ? ", order: fromAbove" : "") }
            dismiss: reverse
            \(spec.interactive.isEmpty ? "" : "interactive: { \(spec.interactive) }")
            """
        let result = SpecPipeline.load(bytes: Array(yaml.utf8), file: "Tests/\(spec.name).transition.yaml")
        let errors = result.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty, let transition = result.transitions.first else {
            throw XCTSkip("\(spec.name) does not load: \(errors)")
        }
        return transition
    }

    private static let driver = BehaviourDriver.prelude + """

        @MainActor func portraitWindow() -> UIWindow {
            let window = makeWindow()
            window.simulationSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            return window
        }

        @MainActor func turn(_ window: UIWindow) {
            window.simulationSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
            window.simulateSizeChange(to: CGSize(width: 800, height: 400))
            UIKitSimulation.runUntilIdle()
        }

        /// The view behind the presented one: the presented view is the container's, or (once presented, when a tap
        /// outside dismisses) a wrapping view's over the whole container.
        @MainActor func dimmingView(of presented: UIViewController) -> UIView? {
            let holder = presented.view.superview
            let container = holder?.simulationName == "WrappingView" ? holder?.superview : holder
            return container?.subviews.first { $0 !== presented.view && $0 !== holder }
        }

        @MainActor func frames(_ name: String, present: (UIViewController, UIViewController) -> Void) {
            for rightToLeft in [false, true] {
                UIKitSimulation.applicationLayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
                let window = portraitWindow()
                let root = controller("Root")
                window.rootViewController = root
                let presented = controller("Presented")
                presented.view.simulationFittingSize = CGSize(width: 280, height: 150)
                present(root, presented)
                UIKitSimulation.runUntilIdle()
                let direction = rightToLeft ? " rtl" : ""
                section("\\(name) frames\\(direction)")
                print("portrait: \\(UIKitSimulation.format(presented.view.frame))")
                print("corners: \\(presented.view.layer.maskedCorners.rawValue) radius \\(UIKitSimulation.format(presented.view.layer.cornerRadius))")
                print("curve: \\(presented.view.layer.cornerCurve.rawValue)")
                presented.preferredContentSize = CGSize(width: 300, height: 200)
                UIKitSimulation.runUntilIdle()
                print("preferred: \\(UIKitSimulation.format(presented.view.frame))")
                turn(window)
                print("turned: \\(UIKitSimulation.format(presented.view.frame))")
                print("dimming turned: \\(dimmingView(of: presented).map { UIKitSimulation.format($0.frame) } ?? "none")")
                order(presented.view.superview)
                settle()
            }
            UIKitSimulation.applicationLayoutDirection = .leftToRight
        }

        frames("ContainerSheet") { $0.presentContainerSheet($1) }
        frames("ContainerTop") { $0.presentContainerTop($1) }
        frames("ContainerCard") { $0.presentContainerCard($1) }
        frames("ContainerMenu") { $0.presentContainerMenu($1) }
        frames("ContainerTrailing") { $0.presentContainerTrailing($1) }
        frames("ContainerInset") { $0.presentContainerInset($1) }

        do {
            let window = portraitWindow()
            let root = controller("Root")
            window.rootViewController = root
            let sheet = controller("Sheet")

            section("dimming presented")
            root.presentContainerSheet(sheet)
            UIKitSimulation.advance(by: 0.1)
            let dimming = dimmingView(of: sheet)
            print("tint: \\((dimming?.backgroundColor?.alpha).map(UIKitSimulation.format) ?? "none")")
            print("during: \\(dimming.flatMap { UIViewPropertyAnimator.lastActivated?.simulationPresentationValue(of: $0, key: "alpha") }.map(UIKitSimulation.format) ?? "not animated")")
            settle()
            print("after: \\(dimming.map { UIKitSimulation.format($0.alpha) } ?? "none")")
            order(sheet.view.superview)

            section("dimming cancelled")
            let pan = sheet.view.gestureRecognizers?.last as? UIPanGestureRecognizer
            pan?.simulate(.began, translation: .zero)
            pan?.simulate(.changed, translation: CGPoint(x: 0, y: 120))
            print("during: \\(dimming.flatMap { UIViewPropertyAnimator.lastActivated?.simulationPresentationValue(of: $0, key: "alpha") }.map(UIKitSimulation.format) ?? "not animated")")
            pan?.simulate(.ended, translation: CGPoint(x: 0, y: 120))
            settle()
            print("after: \\(dimming.map { UIKitSimulation.format($0.alpha) } ?? "none")")
            print("presented: \\(root.presentedViewController === sheet)")
            order(sheet.view.superview)

            section("dimming dismissed")
            sheet.dismiss(animated: true)
            UIKitSimulation.advance(by: 0.1)
            print("during: \\(dimming.flatMap { UIViewPropertyAnimator.lastActivated?.simulationPresentationValue(of: $0, key: "alpha") }.map(UIKitSimulation.format) ?? "not animated")")
            settle()
            print("after: \\(dimming.map { UIKitSimulation.format($0.alpha) } ?? "none")")
            print("in container: \\(dimming?.superview != nil)")
            print("presented: \\(root.presentedViewController != nil)")
        }

        do {
            let window = portraitWindow()
            let root = controller("Root")
            window.rootViewController = root
            let card = controller("Card")
            root.presentContainerCard(card)
            quietly()

            section("tap outside")
            let dimming = dimmingView(of: card)
            print("accessible: \\(dimming?.isAccessibilityElement ?? false) \\(dimming?.accessibilityLabel ?? "-")")
            let tap = dimming?.gestureRecognizers?.first as? UITapGestureRecognizer
            tap?.simulateTap()
            tap?.simulateTap()
            print("dismiss calls: \\(UIKitSimulation.events.filter { $0.kind == "dismiss" }.count)")
            settle()
            print("presented: \\(root.presentedViewController != nil)")
            tap?.simulateTap()
            print("tap after: \\(UIKitSimulation.events.filter { $0.kind == "dismiss" || $0.kind == "warning" }.map(\\.description))")
            quietly()

            section("escape")
            let again = controller("Again")
            root.presentContainerCard(again)
            quietly()
            print("escape while presented: \\(dimmingView(of: again)?.accessibilityPerformEscape() ?? false)")
            settle()
            print("presented: \\(root.presentedViewController != nil)")
        }

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
            let window = portraitWindow()
            let root = controller("Root")
            window.rootViewController = root
            let sheet = controller("Sheet")

            section("sheet travel")
            root.presentContainerSheet(sheet)
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

        do {
            let window = portraitWindow()
            let root = controller("Root")
            window.rootViewController = root
            let sheet = controller("Sheet")
            root.addContainerPullUpPresentingGesture { sheet }
            let pan = root.view.gestureRecognizers?.last as? UIPanGestureRecognizer

            section("sheet pull cancelled")
            pan?.simulate(.began, translation: .zero)
            pan?.simulate(.changed, translation: CGPoint(x: 0, y: -100))
            let dimming = dimmingView(of: sheet)
            print("dimming during: \\(dimming.flatMap { UIViewPropertyAnimator.lastActivated?.simulationPresentationValue(of: $0, key: "alpha") }.map(UIKitSimulation.format) ?? "not animated")")
            pan?.simulate(.ended, translation: CGPoint(x: 0, y: -100))
            settle()
            print("presented: \\(root.presentedViewController != nil)")
            print("dimming left: \\(dimming?.window != nil)")

            section("sheet pulled up")
            pan?.simulate(.began, translation: .zero)
            pan?.simulate(.changed, translation: CGPoint(x: 0, y: -100))
            print("pulled 100: \\(shown(sheet.view))")
            pan?.simulate(.changed, translation: CGPoint(x: 0, y: -300))
            print("pulled 300: \\(shown(sheet.view))")
            pan?.simulate(.ended, translation: CGPoint(x: 0, y: -300))
            settle()
            print("presented: \\(root.presentedViewController === sheet)")
            print("end: \\(UIKitSimulation.format(sheet.view.frame))")
        }

        for rightToLeft in [false, true] {
            UIKitSimulation.applicationLayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
            let window = portraitWindow()
            let root = controller("Root")
            window.rootViewController = root
            let menu = controller("Menu")
            section("menu travel\\(rightToLeft ? " rtl" : "")")
            root.presentContainerMenu(menu)
            UIKitSimulation.advance(by: 0)
            print("start: \\(shown(menu.view))")
            UIKitSimulation.advance(by: 0.1)
            print("half: \\(shown(menu.view))")
            settle()
            print("end: \\(UIKitSimulation.format(menu.view.frame))")
        }
        UIKitSimulation.applicationLayoutDirection = .leftToRight

        """

    private static let scenarios = SimulatedScenarios(driver: driver) { try specs.map(lowered) }

    private func section(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        try Self.scenarios.section(name, file: file, line: line)
    }

    private func assertFrames(_ name: String, rtl: Bool = false, portrait: String, preferred: String? = nil, turned: String,
                              corners: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let section = try self.section("\(name) frames\(rtl ? " rtl" : "")", file: file, line: line)
        XCTAssertEqual(section["portrait"], portrait, "\(name) portrait", file: file, line: line)
        XCTAssertEqual(section["preferred"], preferred ?? portrait, "\(name) after preferredContentSize", file: file, line: line)
        XCTAssertEqual(section["turned"], turned, "\(name) after the size change", file: file, line: line)
        XCTAssertEqual(section["corners"], corners, "\(name) corners", file: file, line: line)
        XCTAssertEqual(section["complete"], "[true]", "the presentation, and nothing after it", file: file, line: line)
        XCTAssertEqual(section["problems"], "[]", file: file, line: line)
    }

    func testAHalfHeightSheetSitsOnTheBottomEdgeAndRoundsOnlyItsTopCorners() throws {
        // Corners: 1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right.
        try assertFrames("ContainerSheet", portrait: "(0, 400, 400, 400)", turned: "(0, 200, 800, 200)", corners: "3 radius 16")
        XCTAssertEqual(try section("ContainerSheet frames")["dimming turned"], "(0, 0, 800, 400)")
    }

    func testAPointsHeightAtTheTopIsCentredAndClampedToTheContainer() throws {
        try assertFrames("ContainerTop", portrait: "(100, 0, 200, 200)", turned: "(200, 0, 400, 200)", corners: "15 radius 0")
        XCTAssertEqual(try section("ContainerTop frames")["dimming turned"], "(0, 0, 800, 400)")
    }

    func testThePresentedViewGoesAboveTheDimmingViewWhateverThePhasesOrder() throws {
        XCTAssertEqual(try section("ContainerTop frames")["container"], "[\"UIView\", \"Presented.view\"]", "order: fromAbove")
        XCTAssertEqual(try section("ContainerSheet frames")["container"], "[\"UIView\", \"Presented.view\"]")
        XCTAssertEqual(try section("ContainerTrailing frames")["container"], "[\"Presented.view\"]", "no dimming, no view behind")
    }

    func testAFittedCardIsCentredInsideTheSafeAreaAndFollowsItsPreferredContentSize() throws {
        // Fitting size 280 × 150 at first, then preferredContentSize 300 × 200; 16 points inside the safe area.
        try assertFrames("ContainerCard", portrait: "(60, 331.5, 280, 150)", preferred: "(50, 306.5, 300, 200)",
                         turned: "(250, 89.5, 300, 200)", corners: "15 radius 20")
    }

    func testALeadingMenuFollowsTheLayoutDirection() throws {
        try assertFrames("ContainerMenu", portrait: "(0, 0, 320, 800)", turned: "(0, 0, 640, 400)", corners: "10 radius 12")
        try assertFrames("ContainerMenu", rtl: true, portrait: "(80, 0, 320, 800)", turned: "(160, 0, 640, 400)", corners: "5 radius 12")
    }

    func testEachInsetSideKeepsItsOwnDistanceAndTheLeadingOneFollowsTheLayoutDirection() throws {
        // Portrait: 44 below the safe area's 47 at the top, 16 in from the leading edge, the other sides at the
        // container's edges; turned, the leading edge is 16 inside the 47-point safe area.
        try assertFrames("ContainerInset", portrait: "(16, 445.5, 384, 354.5)", turned: "(63, 222, 737, 178)", corners: "3 radius 16")
        try assertFrames("ContainerInset", rtl: true, portrait: "(0, 445.5, 384, 354.5)", turned: "(0, 222, 737, 178)", corners: "3 radius 16")
    }

    func testCornersAreContinuousUnlessTheSpecSaysCircular() throws {
        XCTAssertEqual(try section("ContainerSheet frames")["curve"], "continuous")
        XCTAssertEqual(try section("ContainerInset frames")["curve"], "circular")
    }

    func testATrailingPanelOfFixedWidth() throws {
        try assertFrames("ContainerTrailing", portrait: "(100, 0, 300, 800)", turned: "(500, 0, 300, 400)", corners: "15 radius 0")
        try assertFrames("ContainerTrailing", rtl: true, portrait: "(0, 0, 300, 800)", turned: "(0, 0, 300, 400)", corners: "15 radius 0")
    }

    func testTheDimmingViewFadesInWithThePresentationBehindThePresentedView() throws {
        let presented = try section("dimming presented")
        XCTAssertEqual(presented["tint"], "0.4")
        XCTAssertEqual(presented["during"], "0.5", "half way through a linear presentation")
        XCTAssertEqual(presented["after"], "1")
        XCTAssertEqual(presented["container"], "[\"UIView\", \"Sheet.view\"]")
        XCTAssertEqual(presented["complete"], "[true]")
        XCTAssertEqual(presented["problems"], "[]")
    }

    func testACancelledInteractiveDismissalLeavesTheScreenDimmed() throws {
        let cancelled = try section("dimming cancelled")
        XCTAssertEqual(cancelled["during"], "0.7", "the dimming follows the finger: 120 of 400 points")
        XCTAssertEqual(cancelled["after"], "1")
        XCTAssertEqual(cancelled["presented"], "true")
        XCTAssertEqual(cancelled["complete"], "[false]")
        XCTAssertEqual(cancelled["container"], "[\"UIView\", \"Sheet.view\"]")
        XCTAssertEqual(cancelled["problems"], "[]")
    }

    func testTheDimmingViewFadesOutWithTheDismissalAndLeaves() throws {
        let dismissed = try section("dimming dismissed")
        XCTAssertEqual(dismissed["during"], "0.5")
        XCTAssertEqual(dismissed["after"], "0")
        XCTAssertEqual(dismissed["in container"], "false")
        XCTAssertEqual(dismissed["presented"], "false")
        XCTAssertEqual(dismissed["complete"], "[true]")
        XCTAssertEqual(dismissed["problems"], "[]")
    }

    func testATapOutsideDismissesExactlyOnce() throws {
        let tap = try section("tap outside")
        XCTAssertEqual(tap["accessible"], "true Dismiss")
        XCTAssertEqual(tap["dismiss calls"], "1", "a second tap during the dismissal starts nothing")
        XCTAssertEqual(tap["complete"], "[true]")
        XCTAssertEqual(tap["presented"], "false")
        XCTAssertEqual(tap["tap after"], "[]", "a tap once dismissed does nothing")
        XCTAssertEqual(tap["problems"], "[]")
    }

    func testVoiceOversEscapeGestureDismisses() throws {
        let escape = try section("escape")
        XCTAssertEqual(escape["escape while presented"], "true")
        XCTAssertEqual(escape["complete"], "[true]")
        XCTAssertEqual(escape["presented"], "false")
    }

    func testABottomSheetStartsJustBelowTheScreenAndIsHalfwayAtHalfTime() throws {
        let presented = try section("sheet travel")
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

    func testPullingTheSheetUpFromThePresentingScreenMovesItAsFarAsTheFinger() throws {
        // The pan is on the 800-point presenting screen, but the way is the sheet's own 400 points
        // from just below the screen to its frame: 100 points is 0.25, 300 points 0.75.
        let pulled = try section("sheet pulled up")
        XCTAssertEqual(pulled["pulled 100"], "(0, 700, 400, 400)")
        XCTAssertEqual(pulled["pulled 300"], "(0, 500, 400, 400)")
        XCTAssertEqual(pulled["presented"], "true", "let go past finishAt, so finished")
        XCTAssertEqual(pulled["end"], "(0, 400, 400, 400)")
        XCTAssertEqual(pulled["complete"], "[true]")
        XCTAssertEqual(pulled["problems"], "[]")
    }

    func testACancelledPullPresentsNothingAndLeavesNoDimming() throws {
        let cancelled = try section("sheet pull cancelled")
        XCTAssertEqual(cancelled["dimming during"], "0.25", "scrubbed with the pull, a quarter of the way")
        XCTAssertEqual(cancelled["presented"], "false")
        XCTAssertEqual(cancelled["dimming left"], "false")
        XCTAssertEqual(cancelled["complete"], "[false]")
        XCTAssertEqual(cancelled["problems"], "[]")
    }

    func testALeadingMenuStartsJustOffTheLeadingEdge() throws {
        let presented = try section("menu travel")
        XCTAssertEqual(presented["start"], "(-320, 0, 320, 800)", "its right edge on the container's left edge")
        XCTAssertEqual(presented["half"], "(-160, 0, 320, 800)")
        XCTAssertEqual(presented["end"], "(0, 0, 320, 800)")
        XCTAssertEqual(presented["complete"], "[true]")
    }

    func testUnderRightToLeftLayoutTheMenuStartsJustOffTheRightEdge() throws {
        let presented = try section("menu travel rtl")
        XCTAssertEqual(presented["start"], "(400, 0, 320, 800)", "its left edge on the container's right edge")
        XCTAssertEqual(presented["half"], "(240, 0, 320, 800)")
        XCTAssertEqual(presented["end"], "(80, 0, 320, 800)")
        XCTAssertEqual(presented["complete"], "[true]")
    }
}
