@testable import ChoreoCodegen
import ChoreoSpec
import XCTest

/// Keyframes and windows through the simulated UIKit: the generated code plays a keyframed view as a
/// keyframe animation inside the phase's one property animator, so the view passes each stop at its
/// fraction, a window's view waits before its window and rests after it, and a gesture scrubs, cancels
/// and finishes the keyframes with the rest of the phase. The window is 400 × 800; curves are linear,
/// so a fraction of the time is the same fraction of the progress.
final class TimingBehaviourTests: XCTestCase {
    static let specs = [
        """
        transition: Stages
        kind: modal
        presentation: { style: fullScreen }
        present:
          duration: 0.4
          curve: linear
          to:
            start: { offset: { trailing: 1 } }
            keyframes:
              - { at: 0.5, offset: { leading: 0.1 } }
          from:
            end: { alpha: 0 }
            during: [0.5, 1]
        dismiss: reverse
        interactive:
          dismiss: { gesture: pan }
        """,
    ]

    private static let driver = BehaviourDriver.prelude + """

        final class Page: UIViewController {
            override func loadView() {
                view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            }
        }

        @MainActor func f(_ value: CGFloat) -> String { UIKitSimulation.format(value) }

        /// The incoming view's x translation and the outgoing view's alpha, as the screen shows them now.
        @MainActor func stages(_ label: String, moving: UIView, fading: UIView) {
            print("\\(label): x \\(f(moving.transform.tx)) alpha \\(f(fading.alpha))")
        }

        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let name = direction == .rightToLeft ? "rtl" : "ltr"
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            UIKitSimulation.applicationLayoutDirection = direction
            let page = Page()

            section("stages present \\(name)")
            root.presentStages(page)
            // 0.4 s: the keyframe at 0.2 s, the window of the fade from 0.2 s.
            atTimes([0, 0.1, 0.2, 0.3, 0.4 - 0.000_000_1]) { index in
                stages(["0", "1/4", "1/2", "3/4", "end"][index], moving: page.view, fading: root.view)
            }
            settle()
            stages("after", moving: page.view, fading: root.view)
        }

        do {
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            UIKitSimulation.applicationLayoutDirection = .leftToRight
            let page = Page()
            root.presentStages(page)
            quietly()

            // The dismissal is the mirror: the page goes left 0.1 by half way, then off to the right; the root
            // comes back in the first half.
            section("stages dismiss scrubbed and cancelled")
            let recognizer = page.view.gestureRecognizers?.last as? UIPanGestureRecognizer
            recognizer?.simulate(.began, translation: .zero)
            recognizer?.simulate(.changed, translation: CGPoint(x: 100, y: 0))
            UIViewPropertyAnimator.lastActivated?.simulationApplyPresentation()
            stages("1/4", moving: page.view, fading: root.view)
            recognizer?.simulate(.changed, translation: CGPoint(x: 240, y: 0))
            UIViewPropertyAnimator.lastActivated?.simulationApplyPresentation()
            stages("3/5", moving: page.view, fading: root.view)
            recognizer?.simulate(.ended, translation: CGPoint(x: 60, y: 0))
            settle()
            stages("after", moving: page.view, fading: root.view)
            print("presented: \\(root.presentedViewController === page)")

            section("stages dismiss scrubbed and finished")
            recognizer?.simulate(.began, translation: .zero)
            recognizer?.simulate(.changed, translation: CGPoint(x: 240, y: 0))
            recognizer?.simulate(.ended, translation: CGPoint(x: 240, y: 0))
            settle()
            stages("after", moving: page.view, fading: root.view)
            print("presented: \\(root.presentedViewController === page)")
        }

        do {
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            let page = Page()
            UIKitSimulation.isReduceMotionEnabled = true
            section("stages reduce motion")
            root.presentStages(page)
            atTimes([0.1, 0.2, 0.3]) { index in
                stages(["1/4", "1/2", "3/4"][index], moving: page.view, fading: page.view)
            }
            settle()
        }

        """

    private static let scenarios = SimulatedScenarios(driver: driver, specs: specs, timeout: 180)

    private func section(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        let section = try Self.scenarios.section(name, file: file, line: line)
        XCTAssertEqual(section["problems"], "[]", name, file: file, line: line)
        return section
    }

    func testAKeyframedViewPassesEachStopAtItsFractionAndAWindowsViewWaitsThenRests() throws {
        let present = try section("stages present ltr")
        XCTAssertEqual(present["complete"], "[true]")
        // The page: 400 → -40 by half way (the keyframe), → 0 at the end; the root: alpha 1 until half way, 0 at the end.
        XCTAssertEqual(present["0"], "x 400 alpha 1")
        XCTAssertEqual(present["1/4"], "x 180 alpha 1")
        XCTAssertEqual(present["1/2"], "x -40 alpha 1")
        XCTAssertEqual(present["3/4"], "x -20 alpha 0.5")
        XCTAssertEqual(present["end"], "x 0 alpha 0")
        XCTAssertEqual(present["after"], "x 0 alpha 1", "the completion hands both views back as they came")
    }

    func testRightToLeftMirrorsEveryStop() throws {
        let present = try section("stages present rtl")
        XCTAssertEqual(present["0"], "x -400 alpha 1")
        XCTAssertEqual(present["1/2"], "x 40 alpha 1")
        XCTAssertEqual(present["3/4"], "x 20 alpha 0.5")
    }

    func testAGestureScrubsTheKeyframesAndACancelMidKeyframePutsEverythingBack() throws {
        let cancelled = try section("stages dismiss scrubbed and cancelled")
        XCTAssertEqual(cancelled["complete"], "[false]")
        // A quarter of the way: half way to the mirrored keyframe (-40 at 1/2), the root half way back in.
        XCTAssertEqual(cancelled["1/4"], "x -20 alpha 0.5")
        // 3/5: a fifth into the last stretch, from -40 toward 400; the root's window is over.
        XCTAssertEqual(cancelled["3/5"], "x 48 alpha 1")
        XCTAssertEqual(cancelled["after"], "x 0 alpha 1")
        XCTAssertEqual(cancelled["presented"], "true")

        let finished = try section("stages dismiss scrubbed and finished")
        XCTAssertEqual(finished["complete"], "[true]")
        XCTAssertEqual(finished["presented"], "false")
        XCTAssertEqual(finished["after"], "x 0 alpha 1")
    }

    func testReduceMotionCrossFadesInsteadOfPlayingTheKeyframes() throws {
        let reduced = try section("stages reduce motion")
        XCTAssertEqual(reduced["complete"], "[true]")
        // The cross-fade runs on ease-in-out over the phase's time, and nothing moves.
        XCTAssertEqual(reduced["1/4"], "x 0 alpha 0.129")
        XCTAssertEqual(reduced["1/2"], "x 0 alpha 0.5")
        XCTAssertEqual(reduced["3/4"], "x 0 alpha 0.871")
    }
}
