@testable import ChoreoCodegen
import ChoreoSpec
import XCTest

/// Shadows, 3D turns with perspective, depth and hinges through the simulated UIKit.
///
/// UIKit's view animations do not move layer shadows, so the generated code moves them itself, a display
/// frame at a time, from how far the animator has taken a probe view (`ChoreoShadowDriver`): the shadow must
/// be where the motion is when the transition plays, when a gesture scrubs it, and back where it was when the
/// gesture cancels. Turned views are drawn with `transform3D`; the model keeps the matrix (it interpolates it
/// entry by entry, where Core Animation decomposes it, so turns are compared at the ends of a phase and the
/// perspective by where it puts the view's corners). The window is 400 × 800; curves are linear, so "middle"
/// is halfway in time and in value.
final class DepthAndShadowBehaviourTests: XCTestCase {
    static let specs = [
        """
        transition: ShadowCard
        kind: modal
        presentation: { style: fullScreen }
        present:
          effect: cover
          direction: fromBottom
          duration: 0.4
          curve: linear
          to:
            start: { shadow: { opacity: 0.5, radius: 10, offset: [0, 4] } }
            end: { shadow: { opacity: 0.1, radius: 20, offset: [0, 8], color: "#336699" } }
        dismiss: reverse
        interactive:
          dismiss: { gesture: pan, direction: down }
        """,
        """
        transition: RoundedShadow
        kind: modal
        presentation: { style: fullScreen }
        present:
          effect: cover
          direction: fromBottom
          duration: 0.4
          curve: linear
          to:
            start: { cornerRadius: 24, shadow: { opacity: 0.3, radius: 10 } }
            end: { cornerRadius: 24, shadow: { opacity: 0.3, radius: 10 } }
        dismiss: reverse
        """,
        """
        transition: FadingShadow
        kind: modal
        presentation: { style: fullScreen }
        present:
          duration: 0.4
          curve: linear
          to:
            start: { alpha: 0 }
            end: { shadow: { opacity: 0.4, radius: 8 } }
        dismiss: reverse
        """,
        """
        transition: Turn
        kind: modal
        presentation: { style: fullScreen }
        present:
          duration: 0.4
          curve: linear
          perspective: 500
          to:
            start: { rotationY: -60, depth: 100 }
          from:
            end: { rotationX: 30 }
        dismiss: reverse
        """,
        """
        transition: Door
        kind: modal
        presentation: { style: fullScreen }
        present:
          duration: 0.4
          curve: linear
          perspective: 1000
          order: fromAbove
          from:
            start: { anchor: left }
            end: { rotationY: -80 }
        dismiss: reverse
        """,
        """
        transition: SwingIn
        kind: modal
        presentation: { style: fullScreen }
        present:
          duration: 0.4
          curve: linear
          to:
            start: { anchor: topLeading, rotation: -90 }
        dismiss: reverse
        """,
        """
        transition: TiltPush
        kind: navigation
        push:
          effect: push
          direction: fromTrailing
          duration: 0.4
          curve: linear
          perspective: 800
          to:
            start: { rotationY: 30 }
        pop: reverse
        """,
    ]

    private static let driver = BehaviourDriver.prelude + """

        final class Page: UIViewController {
            override func loadView() {
                view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            }
        }

        @MainActor func f(_ value: CGFloat) -> String { UIKitSimulation.format(value) }

        /// The layer's shadow as the screen shows it now (the driver set it on the last refresh).
        @MainActor func shadow(_ label: String, _ view: UIView) {
            let layer = view.layer
            let color = (layer.shadowColor?.components ?? []).prefix(3).map(f).joined(separator: " ")
            let path = layer.shadowPath.map { "(\\(f($0.simulationRect.width))x\\(f($0.simulationRect.height)) r\\(f($0.simulationCornerRadius)))" } ?? "nil"
            print("\\(label): opacity \\(f(CGFloat(layer.shadowOpacity))) radius \\(f(layer.shadowRadius)) offset \\(f(layer.shadowOffset.width)),\\(f(layer.shadowOffset.height)) color \\(color) path \\(path)")
        }

        /// The view's 3D transform, the entries a turn about x or y and the perspective fill, and whether its back shows.
        /// Scaled to m44 = 1: a projective transform is the same at any scale, and Core Animation's (and the model's)
        /// interpolation returns it so.
        @MainActor func turn(_ label: String, _ view: UIView) {
            let t = view.layer.transform
            let entries = [t.m11, t.m13, t.m22, t.m23, t.m31, t.m32, t.m33, t.m14, t.m24, t.m34, t.m43, t.m44].map { f($0 / t.m44) }.joined(separator: " ")
            print("\\(label): [\\(entries)] doubleSided \\(view.layer.isDoubleSided)")
        }

        /// Where the view's left edge (top and bottom corners) is on screen, in the superview, perspective included.
        @MainActor func leftEdge(_ label: String, _ view: UIView) {
            edge("left " + label, view, x: 0)
        }

        @MainActor func rightEdge(_ label: String, _ view: UIView) {
            edge("right " + label, view, x: view.layer.bounds.width)
        }

        @MainActor func edge(_ label: String, _ view: UIView, x: CGFloat) {
            let layer = view.layer
            let size = layer.bounds.size
            let corners = [CGPoint(x: x, y: 0), CGPoint(x: x, y: size.height)].map { corner -> String in
                let local = CGPoint(x: corner.x - layer.anchorPoint.x * size.width, y: corner.y - layer.anchorPoint.y * size.height)
                let projected = layer.transform.simulationProject(local)
                return "(\\(f(projected.x + layer.position.x)), \\(f(projected.y + layer.position.y)))"
            }
            print("\\(label): \\(corners.joined(separator: " "))")
        }

        do {
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            let page = Page()

            section("shadow present")
            root.presentShadowCard(page)
            shadow("start", page.view)
            UIKitSimulation.advance(by: 0.2)
            shadow("middle", page.view)
            UIKitSimulation.advance(by: 0.2 - 0.000_000_1)
            shadow("end", page.view)
            settle()
            shadow("after", page.view)

            section("shadow dismiss cancelled")
            let recognizer = page.view.gestureRecognizers?.last as? UIPanGestureRecognizer
            recognizer?.simulate(.began, translation: .zero)
            recognizer?.simulate(.changed, translation: CGPoint(x: 0, y: 200))
            UIKitSimulation.refreshDisplay()
            shadow("dragged", page.view)
            recognizer?.simulate(.ended, translation: CGPoint(x: 0, y: 200))
            settle()
            shadow("after", page.view)
            print("presented: \\(root.presentedViewController === page)")

            section("shadow dismiss")
            page.dismiss(animated: true)
            UIKitSimulation.advance(by: 0.2)
            shadow("middle", page.view)
            settle()
            shadow("after", page.view)
        }

        do {
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            let page = Page()

            section("rounded shadow present")
            root.presentRoundedShadow(page)
            let container = page.view.superview
            let casters = (container?.subviews ?? []).filter {
                $0 !== page.view && $0 !== root.view && $0.bounds.size == page.view.bounds.size
            }
            print("casters: \\(casters.count)")
            print("clips: \\(page.view.clipsToBounds)")
            shadow("view", page.view)
            if let caster = casters.first {
                shadow("caster", caster)
                UIViewPropertyAnimator.lastActivated?.withPresentationValues {
                    print("caster moves with the view: \\(caster.transform == page.view.transform && caster.center == page.view.center && caster.alpha == page.view.alpha)")
                    print("caster below the view: \\((container?.subviews.firstIndex { $0 === caster } ?? 0) < (container?.subviews.firstIndex { $0 === page.view } ?? 0))")
                }
            }
            settle()
            print("left behind: \\((page.view.superview?.subviews ?? []).filter { $0 !== page.view }.count)")
        }

        do {
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            let page = Page()
            page.view.layer.shadowOpacity = 0.9

            section("one-sided shadow present")
            root.presentFadingShadow(page)
            shadow("start", page.view)
            UIKitSimulation.advance(by: 0.2)
            shadow("middle", page.view)
            settle()
            shadow("after", page.view)

            section("reduce motion shadow present")
            page.dismiss(animated: false)
            quietly()
            UIKitSimulation.isReduceMotionEnabled = true
            root.presentFadingShadow(page)
            shadow("start", page.view)
            settle()
            shadow("after", page.view)
        }

        do {
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            let page = Page()

            section("turn present")
            root.presentTurn(page)
            // UIKit sets the model values to the end at once; the screen shows the start.
            turn("to end", page.view)
            turn("from end", root.view)
            UIViewPropertyAnimator.lastActivated?.withPresentationValues {
                turn("to start", page.view)
                turn("from start", root.view)
            }
            settle()
            turn("to after", page.view)
            turn("from after", root.view)

            section("reduce motion turn")
            page.dismiss(animated: false)
            quietly()
            UIKitSimulation.isReduceMotionEnabled = true
            root.presentTurn(page)
            UIViewPropertyAnimator.lastActivated?.withPresentationValues {
                turn("to start", page.view)
                print("alpha: \\(f(page.view.alpha))")
            }
            settle()
        }

        do {
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            let page = Page()

            section("door present")
            root.presentDoor(page)
            leftEdge("end", root.view)
            rightEdge("end", root.view)
            UIViewPropertyAnimator.lastActivated?.withPresentationValues {
                leftEdge("start", root.view)
                rightEdge("start", root.view)
            }
            // On the way: a quarter, half and three quarters of the 0.4 s (a linear curve).
            atTimes([0.1, 0.2, 0.3]) { index in
                leftEdge("\\(index + 1)/4", root.view)
                rightEdge("\\(index + 1)/4", root.view)
            }
            settle()
            show("root", root.view)
            print("anchor: \\(f(root.view.layer.anchorPoint.x)),\\(f(root.view.layer.anchorPoint.y))")
        }

        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            UIKitSimulation.applicationLayoutDirection = direction
            let page = Page()
            section("swing in \\(direction == .rightToLeft ? "rtl" : "ltr")")
            root.presentSwingIn(page)
            UIViewPropertyAnimator.lastActivated?.withPresentationValues {
                let t = page.view.transform
                print("start: anchor \\(f(page.view.layer.anchorPoint.x)),\\(f(page.view.layer.anchorPoint.y)) turn \\(f(t.a)) \\(f(t.b)) \\(f(t.c)) \\(f(t.d))")
            }
            settle()
        }

        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = makeWindow()
            let root = controller("Root")
            let navigation = UINavigationController(rootViewController: root)
            window.rootViewController = navigation
            navigation.installTiltPush()
            quietly()
            UIKitSimulation.applicationLayoutDirection = direction
            let page = Page()
            section("tilt push \\(direction == .rightToLeft ? "rtl" : "ltr")")
            navigation.pushViewController(page, animated: true)
            UIViewPropertyAnimator.lastActivated?.withPresentationValues { turn("to start", page.view) }
            settle()
        }

        """

    private static let scenarios = SimulatedScenarios(driver: driver, specs: specs, timeout: 180)

    private func section(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        let section = try Self.scenarios.section(name, file: file, line: line)
        XCTAssertEqual(section["problems"], "[]", name, file: file, line: line)
        return section
    }

    func testTheShadowMovesWithTheAnimatorAndStaysOnTheViewThatArrives() throws {
        let present = try section("shadow present")
        XCTAssertEqual(present["complete"], "[true]")
        // Outlined by a path from the first frame: no offscreen pass to find the shadow's shape.
        XCTAssertEqual(present["start"], "opacity 0.5 radius 10 offset 0,4 color 0 0 0 path (400x800 r0)")
        XCTAssertEqual(present["middle"], "opacity 0.3 radius 15 offset 0,6 color 0.1 0.2 0.3 path (400x800 r0)")
        XCTAssertEqual(present["end"], "opacity 0.1 radius 20 offset 0,8 color 0.2 0.4 0.6 path (400x800 r0)")
        // The presented view keeps the shadow it ends with, and its own outline (none), which stays right when its
        // size changes later.
        XCTAssertEqual(present["after"], "opacity 0.1 radius 20 offset 0,8 color 0.2 0.4 0.6 path nil")

        let dismiss = try section("shadow dismiss")
        XCTAssertEqual(dismiss["complete"], "[true]")
        XCTAssertEqual(dismiss["middle"], "opacity 0.3 radius 15 offset 0,6 color 0.1 0.2 0.3 path (400x800 r0)")
    }

    func testAScrubbedShadowFollowsTheFingerAndACancelPutsItBack() throws {
        let cancelled = try section("shadow dismiss cancelled")
        XCTAssertEqual(cancelled["complete"], "[false]")
        XCTAssertTrue(cancelled["custom"]?.hasSuffix(" interactive\"]") ?? false, cancelled["custom"] ?? "")
        // A quarter of the way down (200 of 800 points): a quarter of the way from the end shadow back to the start's.
        XCTAssertEqual(cancelled["dragged"], "opacity 0.2 radius 17.5 offset 0,7 color 0.15 0.3 0.45 path (400x800 r0)")
        XCTAssertEqual(cancelled["after"], "opacity 0.1 radius 20 offset 0,8 color 0.2 0.4 0.6 path nil")
        XCTAssertEqual(cancelled["presented"], "true")
    }

    func testAShadowGivenAtOneEndFadesInAndReduceMotionKeepsItAsAppearance() throws {
        let fading = try section("one-sided shadow present")
        // The view's own shadow (opacity 0.9) is not where the fade starts: the spec's shadow at opacity 0 is.
        XCTAssertEqual(fading["start"], "opacity 0 radius 8 offset 0,0 color 0 0 0 path (400x800 r0)")
        XCTAssertEqual(fading["middle"], "opacity 0.2 radius 8 offset 0,0 color 0 0 0 path (400x800 r0)")
        XCTAssertEqual(fading["after"], "opacity 0.4 radius 8 offset 0,0 color 0 0 0 path nil")

        let reduced = try section("reduce motion shadow present")
        XCTAssertEqual(reduced["start"], "opacity 0.4 radius 8 offset 0,0 color 0 0 0 path (400x800 r0)",
                       "the cross-fade shows the shadow the view ends with from the start")
        XCTAssertEqual(reduced["after"], "opacity 0.4 radius 8 offset 0,0 color 0 0 0 path nil")
    }

    func testAViewThatClipsHasItsShadowCastByAViewBehindItThatMovesWithIt() throws {
        let rounded = try section("rounded shadow present")
        XCTAssertEqual(rounded["complete"], "[true]")
        XCTAssertEqual(rounded["clips"], "true", "rounded corners clip the view, and would clip its own shadow")
        XCTAssertEqual(rounded["casters"], "1")
        XCTAssertEqual(rounded["view"], "opacity 0 radius 3 offset 0,-3 color  path nil", "the clipping view's own layer is left alone")
        XCTAssertEqual(rounded["caster"], "opacity 0.3 radius 10 offset 0,0 color 0 0 0 path (400x800 r24)")
        XCTAssertEqual(rounded["caster moves with the view"], "true")
        XCTAssertEqual(rounded["caster below the view"], "true")
        XCTAssertEqual(rounded["left behind"], "0", "the caster and the probe go with the transition")
    }

    func testTurnsAndDepthAreDrawnInPerspectiveWithTheBackHiddenUntilTheViewsAreRestored() throws {
        let turn = try section("turn present")
        XCTAssertEqual(turn["complete"], "[true]")
        // [m11 m13 m22 m23 m31 m32 m33 m14 m24 m34 m43 m44]. The incoming view starts turned -60° about y and 100
        // points back (m43), under a perspective of 500 points (m34 = cos 60° · -1/500).
        // Scaled to m44 = 1 (m44 was 1 + 100/500).
        XCTAssertEqual(turn["to start"], "[0.417 0.722 0.833 0 -0.722 0 0.417 -0.001 0 -0.001 -83.333 1] doubleSided false")
        // At rest the perspective stays in the matrix (it changes nothing of a flat view).
        XCTAssertEqual(turn["to end"], "[1 0 1 0 0 0 1 0 0 -0.002 0 1] doubleSided false")
        // The outgoing view tips 30° about x.
        XCTAssertEqual(turn["from start"], "[1 0 1 0 0 0 1 0 0 -0.002 0 1] doubleSided false")
        XCTAssertEqual(turn["from end"], "[1 0 0.866 0.5 0 -0.5 0.866 0 -0.001 -0.002 0 1] doubleSided false")
        // Handed back to UIKit flat, with the layers' own (double-sided) backs.
        XCTAssertEqual(turn["to after"], "[1 0 1 0 0 0 1 0 0 0 0 1] doubleSided true")
        XCTAssertEqual(turn["from after"], "[1 0 1 0 0 0 1 0 0 0 0 1] doubleSided true")
    }

    func testUnderReduceMotionTurnsAndDepthBecomeTheCrossFade() throws {
        let reduced = try section("reduce motion turn")
        XCTAssertEqual(reduced["complete"], "[true]")
        XCTAssertEqual(reduced["to start"], "[1 0 1 0 0 0 1 0 0 0 0 1] doubleSided true")
        XCTAssertEqual(reduced["alpha"], "0")
    }

    func testAHingedViewTurnsAboutItsEdgeAndIsLeftWhereItWas() throws {
        let door = try section("door present")
        XCTAssertEqual(door["complete"], "[true]")
        // The anchor moves to the left edge and the position with it: the hinge stays put all the way.
        XCTAssertEqual(door["left start"], "(0, 0) (0, 800)")
        XCTAssertEqual(door["left end"], "(0, 0) (0, 800)")
        XCTAssertEqual(door["right start"], "(400, 0) (400, 800)")
        // Turned 80° toward the viewer: the free edge swings in and grows with the perspective.
        XCTAssertEqual(door["right end"], "(114.605, -259.982) (114.605, 1059.982)")
        XCTAssertEqual(door["root"], "Root.view frame=(0, 0, 400, 800) alpha=1 in nothing subviews 0")
        XCTAssertEqual(door["anchor"], "0.5,0.5")
    }

    func testAHingedTurnIsATurnAtEveryMomentOfThePhase() throws {
        let door = try section("door present")
        // Where the free edge is when the page has turned `degrees` about its left edge under a perspective of 1000
        // points: the closed form of a turn about y, which Core Animation's interpolation of the two matrices (their
        // rotations, as quaternions) shows at each moment; blending the matrices' numbers would not.
        func edge(_ degrees: Double) -> String {
            let radians = degrees * .pi / 180
            let w = 1 + 400 * sin(radians) / 1000
            let x = 400 * cos(radians) / w
            return "(\(SwiftLiteral.number((x * 1000).rounded() / 1000)), \(SwiftLiteral.number(((400 - 400 / w) * 1000).rounded() / 1000))) "
                + "(\(SwiftLiteral.number((x * 1000).rounded() / 1000)), \(SwiftLiteral.number(((400 + 400 / w) * 1000).rounded() / 1000)))"
        }
        for quarter in 1...3 {
            XCTAssertEqual(door["left \(quarter)/4"], "(0, 0) (0, 800)", "the hinge stays put")
            XCTAssertEqual(door["right \(quarter)/4"], edge(-80 * Double(quarter) / 4), "\(quarter)/4 of the way")
        }
    }

    func testAFlatTurnAboutALeadingHingeIsMirroredRightToLeft() throws {
        let ltr = try section("swing in ltr")
        let rtl = try section("swing in rtl")
        XCTAssertEqual(ltr["complete"], "[true]")
        XCTAssertEqual(rtl["complete"], "[true]")
        // Hinged at the top-leading corner and turned a quarter counter-clockwise, the page starts off the screen to
        // its leading side; right to left the hinge is the top-right corner and the turn clockwise, its mirror image.
        XCTAssertEqual(ltr["start"], "anchor 0,0 turn 0 -1 1 0")
        XCTAssertEqual(rtl["start"], "anchor 1,0 turn 0 1 -1 0")
    }

    func testAYTurnFollowsTheLayoutDirectionOfALayoutRelativeMotion() throws {
        let ltr = try section("tilt push ltr")
        let rtl = try section("tilt push rtl")
        XCTAssertEqual(ltr["complete"], "[true]")
        XCTAssertEqual(rtl["complete"], "[true]")
        // The page pushed from the trailing edge turns its trailing edge away: the right edge in a left-to-right
        // layout (m13 = -sin 30°), the left one in a right-to-left layout, as a mirror image.
        XCTAssertEqual(ltr["to start"], "[0.866 -0.5 1 0 0.5 0 0.866 0.001 0 -0.001 0 1] doubleSided false")
        XCTAssertEqual(rtl["to start"], "[0.866 0.5 1 0 -0.5 0 0.866 -0.001 0 -0.001 0 1] doubleSided false")
    }
}
