import ChoreoPreview
import ChoreoSpec
import XCTest

/// A `presentation: container:` in the preview: the presented screen at the frame the generated
/// `<Name>PresentationController` gives it on the mock iPhone 14 (390 × 844, safe area 47 top and
/// 34 bottom, `fit` asking for 320 × 400), only its free corners rounded, offsets counted in the
/// distance that takes the presented screen just off the phone, and the dimming view between the two screens fading with the phase.
final class ContainerSamplerTests: XCTestCase {
    func sheet(_ container: String, effect: String = "slide\n  direction: fromBottom", reduceMotion: String = "crossfade") -> String {
        """
        transition: Sheet
        kind: modal
        presentation:
          style: custom
          container:
        \(container.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        present:
          effect: \(effect)
          duration: 0.4
          curve: linear
        dismiss: reverse
        reduceMotion: \(reduceMotion)
        """
    }

    func presented(_ container: String, variant: PreviewVariant = .standard) throws -> SampledView {
        let sheet = try transition(sheet(container))
        let views = FrameSampler(transition: sheet, phase: sheet.forward, variant: variant).views(atFraction: 1)
        return try XCTUnwrap(views.first { $0.role == .to })
    }

    func testAHalfHeightSheetSitsOnTheBottomEdgeWithOnlyItsTopCornersRounded() throws {
        let view = try presented("height: 0.5\ncornerRadius: 16")
        XCTAssertEqual(view.frame, PreviewRect(x: 0, y: 422, width: 390, height: 422))
        XCTAssertEqual(view.maskedCorners, 1 | 2, "top-left and top-right only")
        XCTAssertEqual(view.cornerRadius, 16, "the controller's radius, which the motion leaves alone")
    }

    func testAFittedCardIsCentredInTheSafeAreaLessItsInsets() throws {
        let view = try presented("height: fit\nwidth: fit\nalignment: center\ninsets: 16\ncornerRadius: 20")
        // Room: x 16…374, y 47 + 16 = 63 … 844 − 34 − 16 = 794; the card asks for 320 × 400.
        XCTAssertEqual(view.frame, PreviewRect(x: 35, y: 63 + (731 - 400) / 2, width: 320, height: 400))
        XCTAssertEqual(view.maskedCorners, 15, "a centred card touches no edge: all four corners")
    }

    func testPointsAreCappedByTheRoomAndATopPanelSquaresItsTopCorners() throws {
        let view = try presented("height: { points: 300 }\nwidth: { points: 500 }\nalignment: top\ncornerRadius: 12")
        XCTAssertEqual(view.frame, PreviewRect(x: 0, y: 0, width: 390, height: 300))
        XCTAssertEqual(view.maskedCorners, 4 | 8, "bottom corners only")
    }

    func testALeadingMenuMovesToTheRightUnderRightToLeftLayout() throws {
        let left = try presented("width: 0.8\nalignment: leading\ncornerRadius: 10")
        XCTAssertEqual(left.frame, PreviewRect(x: 0, y: 0, width: 312, height: 844))
        XCTAssertEqual(left.maskedCorners, 2 | 8, "the corners away from the left edge")
        let right = try presented("width: 0.8\nalignment: leading\ncornerRadius: 10", variant: .rightToLeft)
        XCTAssertEqual(right.frame, PreviewRect(x: 78, y: 0, width: 312, height: 844))
        XCTAssertEqual(right.maskedCorners, 1 | 4)
    }

    func testASlideFromTheBottomStartsTheSheetJustBelowTheScreenAndIsHalfwayAtHalfTime() throws {
        // An offset of 1 is the distance that takes the view just out of the container on that side:
        // the sheet's own height down, not the phone's.
        let sheet = try transition(sheet("height: 0.5"))
        let sampler = FrameSampler(transition: sheet, phase: sheet.forward)
        let start = try XCTUnwrap(sampler.views(at: 0).first { $0.role == .to })
        XCTAssertEqual(start.frame.y, 422)
        XCTAssertEqual(start.frame.y + start.translationY, 844, "its top edge on the bottom edge of the phone")
        let half = try XCTUnwrap(sampler.views(atFraction: 0.5).first { $0.role == .to })
        XCTAssertEqual(half.translationY, 211, accuracy: 1e-9, "linear: half of its way")
    }

    func testALeadingMenuStartsJustOffTheLeadingEdgeInEitherLayoutDirection() throws {
        let menu = try transition(sheet("width: 0.8\nalignment: leading", effect: "slide\n  direction: fromLeading"))
        let left = try XCTUnwrap(FrameSampler(transition: menu, phase: menu.forward).views(at: 0).first { $0.role == .to })
        XCTAssertEqual(left.frame.x + left.translationX, -312, "its trailing edge on the left edge")
        let right = try XCTUnwrap(
            FrameSampler(transition: menu, phase: menu.forward, variant: .rightToLeft).views(at: 0).first { $0.role == .to })
        XCTAssertEqual(right.frame.x + right.translationX, 390, "its leading edge on the right edge")
    }

    func testTheDimmingViewLiesBetweenTheScreensAndFadesAlongsideEachPhase() throws {
        let sheet = try transition(sheet("height: 0.5\ndimming: 0.4"))
        let present = FrameSampler(transition: sheet, phase: sheet.forward)
        XCTAssertEqual(present.views(at: 0).map(\.role), [.from, .dimming, .to])
        let dimming = { (sampler: FrameSampler, fraction: Double) in
            sampler.views(atFraction: fraction).first { $0.role == .dimming }!.alpha
        }
        XCTAssertEqual(dimming(present, 0), 0)
        XCTAssertEqual(dimming(present, 0.5), 0.2, accuracy: 1e-9, "linear: half of 0.4")
        XCTAssertEqual(dimming(present, 1), 0.4, accuracy: 1e-9)
        XCTAssertEqual(present.views(at: 0).first { $0.role == .dimming }!.frame, PreviewRect(x: 0, y: 0, width: 390, height: 844))
        let dismiss = FrameSampler(transition: sheet, phase: sheet.backward!)
        XCTAssertEqual(dismiss.views(at: 0).map(\.role), [.to, .dimming, .from])
        XCTAssertEqual(dimming(dismiss, 0), 0.4, accuracy: 1e-9)
        XCTAssertEqual(dimming(dismiss, 0.5), 0.2, accuracy: 1e-9)
        XCTAssertEqual(dimming(dismiss, 1), 0, accuracy: 1e-9)
    }

    func testWithoutMotionTheDimmingViewIsAtOnceAtItsEnd() throws {
        let sheet = try transition(sheet("height: 0.5\ndimming: 0.4", reduceMotion: "none"))
        let views = FrameSampler(transition: sheet, phase: sheet.forward, variant: .reducedMotion).views(at: 0)
        XCTAssertEqual(views.first { $0.role == .dimming }!.alpha, 0.4, accuracy: 1e-9)
    }

    func testAContainerWithoutDimmingLaysNoDimmingView() throws {
        let sheet = try transition(sheet("height: 0.5"))
        XCTAssertEqual(FrameSampler(transition: sheet, phase: sheet.forward).views(at: 0.2).map(\.role), [.from, .to])
    }
}
