import ChoreoCodegen
@testable import ChoreoPreview
import ChoreoSpec
import XCTest

/// A bottom sheet with detents through the simulated UIKit: a finger on the sheet (`UIView.simulatePan`, which hands the
/// drag to the pan UIKit would: the detent pan first, the dismissal's pan only once the detent pan has declined)
/// moves it between its heights, a flick carries it past one, it resists past the highest, and below the lowest it is
/// dismissed. The window is 400 × 800: `[0.4, 1]` rests with its top at 480 (320 high) and at 0.
final class DetentBehaviourTests: XCTestCase {
    static let specs = [
        """
        transition: TwoDetents
        kind: modal
        presentation:
          style: custom
          container: { height: [0.4, 1], cornerRadius: 16, dimming: 0.3, grabber: true, haptics: true }
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
        transition: ThreeDetents
        kind: modal
        presentation:
          style: custom
          container: { height: [{ points: 200 }, 0.5, 0.9] }
        present:
          effect: slide
          direction: fromBottom
          duration: 0.4
          curve: linear
        dismiss: reverse
        """,
    ]

    private static let driver = BehaviourDriver.prelude + """

        @MainActor func frame(_ view: UIView) -> String {
            UIKitSimulation.format(view.frame)
        }

        @MainActor func detent(_ sheet: UIViewController) -> String {
            (sheet.presentationController as? ChoreoPresentationController).map { "\\($0.detent)" } ?? "none"
        }

        /// Which pan has the finger: the presentation controller's (the detents') or the dismissal's.
        @MainActor func owner(_ pan: UIPanGestureRecognizer?) -> String {
            guard let pan else { return "none" }
            return pan.delegate is ChoreoPresentationController ? "detents" : "dismissal"
        }

        @MainActor func haptics() {
            print("haptics: \\(UIFeedbackGenerator.simulationEvents)")
            UIFeedbackGenerator.simulationEvents = []
        }

        @MainActor func spring() {
            print("spring: \\(UIViewPropertyAnimator.lastActivated?.simulationTimingSummary ?? "none")")
        }

        @MainActor func grabber(_ sheet: UIViewController) -> UIView? {
            sheet.view.subviews.first { $0.isAccessibilityElement && $0.accessibilityLabel == "Sheet grabber" }
        }

        do {
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            let sheet = controller("Sheet")

            section("presented")
            root.presentTwoDetents(sheet)
            settle()
            print("frame: \\(frame(sheet.view))")
            print("detent: \\(detent(sheet))")
            print("pans: \\((sheet.view.gestureRecognizers ?? []).filter { $0 is UIPanGestureRecognizer }.count)")
            let grab = grabber(sheet)
            print("grabber: \\(grab.map(frame) ?? "none")")
            print("grabber radius: \\(grab.map { UIKitSimulation.format($0.layer.cornerRadius) } ?? "none")")
            print("grabber hint: \\(grab?.accessibilityHint ?? "none")")
            print("grabber value: \\(grab?.accessibilityValue ?? "none")")
            UIFeedbackGenerator.simulationEvents = []

            section("dragged up")
            let up = sheet.view.simulatePan(.began, translation: CGPoint(x: 0, y: -10), velocity: CGPoint(x: 0, y: -100))
            print("owner: \\(owner(up))")
            sheet.view.simulatePan(.changed, translation: CGPoint(x: 0, y: -200), velocity: CGPoint(x: 0, y: -300))
            print("following: \\(frame(sheet.view))")
            sheet.view.simulatePan(.ended, translation: CGPoint(x: 0, y: -300), velocity: CGPoint(x: 0, y: -200))
            print("released: \\(frame(sheet.view))")
            spring()
            print("detent: \\(detent(sheet))")
            settle()
            print("frame: \\(frame(sheet.view))")
            print("grabber value: \\(grab?.accessibilityValue ?? "none")")
            haptics()

            section("rubber band")
            sheet.view.simulatePan(.began, translation: CGPoint(x: 0, y: -10), velocity: CGPoint(x: 0, y: -100))
            sheet.view.simulatePan(.changed, translation: CGPoint(x: 0, y: -200), velocity: CGPoint(x: 0, y: -100))
            print("stretched: \\(frame(sheet.view))")
            sheet.view.simulatePan(.ended, translation: CGPoint(x: 0, y: -200))
            settle()
            print("frame: \\(frame(sheet.view))")
            print("detent: \\(detent(sheet))")
            haptics()

            section("rotated")
            window.simulateSizeChange(to: CGSize(width: 800, height: 400))
            print("high: \\(frame(sheet.view))")
            window.simulateSizeChange(to: CGSize(width: 400, height: 800))
            print("back: \\(frame(sheet.view))")
            quietly()

            section("voiceover")
            _ = grab?.accessibilityActivate()
            settle()
            print("lowered: \\(frame(sheet.view)) \\(grab?.accessibilityValue ?? "none")")
            window.simulateSizeChange(to: CGSize(width: 800, height: 400))
            print("rotated: \\(frame(sheet.view))")
            window.simulateSizeChange(to: CGSize(width: 400, height: 800))
            quietly()
            _ = grab?.accessibilityActivate()
            settle()
            print("cycled: \\(frame(sheet.view)) \\(grab?.accessibilityValue ?? "none")")
            _ = grab?.accessibilityActivate()
            settle()
            print("wrapped: \\(frame(sheet.view)) \\(grab?.accessibilityValue ?? "none")")
            UIFeedbackGenerator.simulationEvents = []

            section("dismiss at lowest is the dismissal's")
            let down = sheet.view.simulatePan(.began, translation: CGPoint(x: 0, y: 10), velocity: CGPoint(x: 0, y: 100))
            print("owner: \\(owner(down))")
            sheet.view.simulatePan(.changed, translation: CGPoint(x: 0, y: 200))
            sheet.view.simulatePan(.changed, translation: CGPoint(x: 0, y: 100))
            sheet.view.simulatePan(.ended, translation: CGPoint(x: 0, y: 100))
            settle()
            print("frame: \\(frame(sheet.view))")
            print("presented: \\(root.presentedViewController === sheet)")
            haptics()

            section("dismissed below lowest")
            sheet.view.simulatePan(.began, translation: CGPoint(x: 0, y: -10), velocity: CGPoint(x: 0, y: -100))
            sheet.view.simulatePan(.changed, translation: CGPoint(x: 0, y: -480))
            sheet.view.simulatePan(.ended, translation: CGPoint(x: 0, y: -480))
            quietly()
            print("at top: \\(frame(sheet.view))")
            UIFeedbackGenerator.simulationEvents = []
            let pan = sheet.view.simulatePan(.began, translation: CGPoint(x: 0, y: 10), velocity: CGPoint(x: 0, y: 100))
            print("owner: \\(owner(pan))")
            sheet.view.simulatePan(.changed, translation: CGPoint(x: 0, y: 700))
            print("following: \\(frame(sheet.view))")
            sheet.view.simulatePan(.ended, translation: CGPoint(x: 0, y: 700), velocity: CGPoint(x: 0, y: 300))
            var slid: [String] = []
            atTimes([0, 0.1, 0.2]) { _ in
                slid.append(UIKitSimulation.format(sheet.view.layer.position.y + sheet.view.transform.ty))
            }
            print("slid: \\(slid)")
            settle()
            print("presented: \\(root.presentedViewController != nil)")
            haptics()
        }

        do {
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            let sheet = controller("Sheet")
            root.presentThreeDetents(sheet)
            quietly()

            section("three detents")
            print("frame: \\(frame(sheet.view))")
            print("grabber: \\(grabber(sheet).map(frame) ?? "none")")

            section("flicked past")
            sheet.view.simulatePan(.began, translation: CGPoint(x: 0, y: -5), velocity: CGPoint(x: 0, y: -2500))
            sheet.view.simulatePan(.changed, translation: CGPoint(x: 0, y: -50), velocity: CGPoint(x: 0, y: -2500))
            sheet.view.simulatePan(.ended, translation: CGPoint(x: 0, y: -50), velocity: CGPoint(x: 0, y: -2500))
            spring()
            settle()
            print("frame: \\(frame(sheet.view))")
            print("detent: \\(detent(sheet))")
            haptics()

            section("nearest detent")
            sheet.view.simulatePan(.began, translation: CGPoint(x: 0, y: 10), velocity: CGPoint(x: 0, y: 100))
            sheet.view.simulatePan(.changed, translation: CGPoint(x: 0, y: 280))
            sheet.view.simulatePan(.ended, translation: CGPoint(x: 0, y: 280))
            settle()
            print("frame: \\(frame(sheet.view))")
            print("detent: \\(detent(sheet))")

            section("resists below lowest")
            sheet.view.simulatePan(.began, translation: CGPoint(x: 0, y: 10), velocity: CGPoint(x: 0, y: 100))
            sheet.view.simulatePan(.changed, translation: CGPoint(x: 0, y: 300))
            print("stretched: \\(frame(sheet.view))")
            sheet.view.simulatePan(.ended, translation: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 3000))
            settle()
            print("frame: \\(frame(sheet.view))")
            print("presented: \\(root.presentedViewController === sheet)")
            haptics()
        }

        """

    private static let scenarios = SimulatedScenarios(driver: driver, specs: specs, timeout: 180)

    private func section(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        let section = try Self.scenarios.section(name, file: file, line: line)
        XCTAssertEqual(section["problems"] ?? "[]", "[]", name, file: file, line: line)
        return section
    }

    func testTheSheetRestsAtItsFirstDetentWithAGrabber() throws {
        let presented = try section("presented")
        XCTAssertEqual(presented["complete"], "[true]")
        XCTAssertEqual(presented["frame"], "(0, 480, 400, 320)")
        XCTAssertEqual(presented["detent"], "0")
        XCTAssertEqual(presented["pans"], "2", "the dismissal's pan and the detents'")
        XCTAssertEqual(presented["grabber"], "(182, 5, 36, 5)")
        XCTAssertEqual(presented["grabber radius"], "2.5")
        XCTAssertEqual(presented["grabber hint"], "Moves the sheet to its next height")
        XCTAssertEqual(presented["grabber value"], "1 of 2")
    }

    func testADragFollowsTheFingerAndTheReleaseVelocityCarriesIntoTheSpring() throws {
        let dragged = try section("dragged up")
        XCTAssertEqual(dragged["owner"], "detents")
        XCTAssertEqual(dragged["following"], "(0, 280, 400, 520)", "the top follows the finger, the bottom stays")
        XCTAssertEqual(dragged["released"], "(0, 0, 400, 800)", "the model shows the spring's end at once")
        // Let go at 180 going up at 200 pt/s: it coasts about 100 points, nearest the full-height detent, 180 away.
        XCTAssertEqual(dragged["spring"], "spring dampingRatio 1.0 velocity (1.1111111111111112, 1.1111111111111112)")
        XCTAssertEqual(dragged["detent"], "1")
        XCTAssertEqual(dragged["frame"], "(0, 0, 400, 800)")
        XCTAssertEqual(dragged["grabber value"], "2 of 2")
        XCTAssertEqual(dragged["haptics"], "[\"prepare impact light\", \"prepare selection\", \"impact light\"]")
    }

    func testDraggingPastTheHighestDetentResists() throws {
        let band = try section("rubber band")
        // 200 points past: 800 · (1 − 1 / (1 + 0.55 · 200 / 800)) ≈ 96.7.
        XCTAssertEqual(band["stretched"], "(0, -96.703, 400, 896.703)")
        XCTAssertEqual(band["frame"], "(0, 0, 400, 800)")
        XCTAssertEqual(band["detent"], "1")
        XCTAssertEqual(band["haptics"], "[\"prepare impact light\", \"prepare selection\"]", "no impact back at the same detent")
    }

    func testTheFrameFollowsTheDetentOnRotation() throws {
        let rotated = try section("rotated")
        XCTAssertEqual(rotated["high"], "(0, 0, 800, 400)")
        XCTAssertEqual(rotated["back"], "(0, 0, 400, 800)")
        let voiceOver = try section("voiceover")
        XCTAssertEqual(voiceOver["rotated"], "(0, 240, 800, 160)", "0.4 of the new height")
    }

    func testTheGrabberMovesTheSheetForVoiceOver() throws {
        let voiceOver = try section("voiceover")
        XCTAssertEqual(voiceOver["lowered"], "(0, 480, 400, 320) 1 of 2")
        XCTAssertEqual(voiceOver["cycled"], "(0, 0, 400, 800) 2 of 2")
        XCTAssertEqual(voiceOver["wrapped"], "(0, 480, 400, 320) 1 of 2")
    }

    func testADragDownFromTheLowestDetentIsTheDismissalsOwnAndCancels() throws {
        let lowest = try section("dismiss at lowest is the dismissal's")
        XCTAssertEqual(lowest["owner"], "dismissal")
        XCTAssertEqual(lowest["complete"], "[false]")
        XCTAssertEqual(lowest["frame"], "(0, 480, 400, 320)")
        XCTAssertEqual(lowest["presented"], "true")
        // 200 of 320 points crosses the 0.5 threshold, 100 crosses back: a tick each way.
        XCTAssertEqual(lowest["haptics"], "[\"prepare selection\", \"selection\", \"selection\"]")
    }

    func testDraggingBelowTheLowestDetentDismissesFromWhereTheSheetIs() throws {
        let dismissed = try section("dismissed below lowest")
        XCTAssertEqual(dismissed["at top"], "(0, 0, 400, 800)")
        XCTAssertEqual(dismissed["owner"], "detents", "from the full height the detent pan has a drag down")
        XCTAssertEqual(dismissed["following"], "(0, 700, 400, 320)", "below the lowest detent the sheet keeps its height")
        // The dismissal's animator takes the sheet on from 700 (its centre at 860) to just out of the container.
        XCTAssertEqual(dismissed["slid"], "[\"860\", \"885\", \"910\"]")
        XCTAssertEqual(dismissed["complete"], "[true]")
        XCTAssertEqual(dismissed["presented"], "false")
        XCTAssertEqual(dismissed["haptics"], "[\"prepare impact light\", \"prepare selection\", \"selection\"]")
    }

    func testAFlickCarriesTheSheetPastADetent() throws {
        let three = try section("three detents")
        XCTAssertEqual(three["frame"], "(0, 600, 400, 200)")
        XCTAssertEqual(three["grabber"], "none")
        let flicked = try section("flicked past")
        XCTAssertEqual(flicked["frame"], "(0, 80, 400, 720)", "past 0.5 to 0.9")
        XCTAssertEqual(flicked["detent"], "2")
        XCTAssertEqual(flicked["haptics"], "[]", "haptics are off by default")
        let nearest = try section("nearest detent")
        XCTAssertEqual(nearest["frame"], "(0, 400, 400, 400)", "let go at 360, nearest 0.5's 400")
        XCTAssertEqual(nearest["detent"], "1")
    }

    /// The preview's detent marks are where the model's sheet rests at each detent, on the same 400 × 800 window.
    func testThePreviewMarksTheDetentsWhereTheModelRestsTheSheet() throws {
        let transitions = try Self.specs.map { spec in
            try XCTUnwrap(SpecPipeline.load(bytes: Array(spec.utf8), file: "spec.transition.yaml").transitions.first)
        }
        let device = PreviewDevice(width: 400, height: 800, safeArea: PreviewDevice.phone.safeArea,
                                   preferredContentSize: PreviewDevice.phone.preferredContentSize)
        func top(_ frame: String?) -> Double? {
            frame.flatMap { Double($0.dropFirst().split(separator: ",")[1].trimmingCharacters(in: .whitespaces)) }
        }
        let two = FrameSampler(transition: transitions[0], phase: transitions[0].phases[0], device: device)
        XCTAssertEqual(two.detentTops, [try section("presented")["frame"], try section("dragged up")["frame"]].map(top))
        let three = FrameSampler(transition: transitions[1], phase: transitions[1].phases[0], device: device)
        XCTAssertEqual(three.detentTops, [try section("three detents")["frame"], try section("nearest detent")["frame"],
                                          try section("flicked past")["frame"]].map(top))
        XCTAssertEqual(FrameTrack(sampler: two).json.hasSuffix(",\"detents\":[480,0]}"), true)
        let strip = Filmstrip(frameCount: 2).svg(for: [transitions[0]])
        XCTAssertEqual(strip.components(separatedBy: "stroke-dasharray=\"16 10\"").count - 1, 2 * 2 * 2,
                       "two marks in each of two frames of each of two phases")
    }

    func testWithoutADismissalPanTheSheetResistsBelowItsLowestDetent() throws {
        let below = try section("resists below lowest")
        XCTAssertEqual(below["stretched"], "(0, 651.462, 400, 200)")
        XCTAssertEqual(below["frame"], "(0, 600, 400, 200)")
        XCTAssertEqual(below["presented"], "true")
    }
}
