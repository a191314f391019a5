@testable import ChoreoPreview
import ChoreoSpec
import XCTest

/// A mask as the preview samples it (`MaskReveal`): the shape at its ends in the masked view's own
/// coordinates, where it is in between by the view's progress, in the view's window, and the mock source
/// view drawn on its screen. The phone is 390 × 844 with a 34-point bottom safe area.
final class MaskRevealSamplerTests: XCTestCase {
    private func bubble(_ to: String, extra: String = "") -> String {
        """
        transition: Bubble
        kind: modal
        presentation: { style: fullScreen }
        source: { id: button }
        present:
          duration: 0.4
          curve: linear
          to:
        \(to)
        dismiss: reverse
        \(extra)
        """
    }

    private func view(_ role: ViewRole, _ views: [SampledView]) throws -> SampledView {
        try XCTUnwrap(views.first { $0.role == role })
    }

    func testTheMockButtonIsARoundButtonNearTheBottomTrailingCorner() throws {
        let transition = try transition(bubble("    mask: { shape: circle, from: source }"))
        let source = try XCTUnwrap(MaskReveal.mockSource(of: transition, on: .phone))
        XCTAssertEqual(source.frame, PreviewRect(x: 390 - 24 - 56, y: 844 - 34 - 24 - 56, width: 56, height: 56))
        XCTAssertEqual(source.cornerRadius, 28)
        // Drawn on the screen the forward phase leaves, above it, labelled with its id.
        let views = FrameSampler(transition: transition, phase: transition.forward).views(atFraction: 0.5)
        XCTAssertEqual(views.map(\.role), [.from, .source, .to])
        XCTAssertEqual(views[1].frame, source.frame)
        XCTAssertEqual(views[1].label, "button")
        XCTAssertEqual(views[1].cornerRadius, 28)
    }

    func testTheCircleGrowsFromTheButtonToTheFarthestCorner() throws {
        let transition = try transition(bubble("    mask: { shape: circle, from: source }"))
        let sampler = FrameSampler(transition: transition, phase: transition.forward)
        let center = (x: 310.0 + 28, y: 730.0 + 28)
        let reach = (center.x * center.x + center.y * center.y).squareRoot()
        for (fraction, radius) in [(0.0, 28.0), (0.5, (28 + reach) / 2), (1.0, reach)] {
            let clip = try XCTUnwrap(view(.to, sampler.views(atFraction: fraction)).clip)
            XCTAssertTrue(clip.isCircle)
            XCTAssertEqual(clip.cornerRadius, radius, accuracy: 1e-9, "at \(fraction)")
            XCTAssertEqual(clip.frame.x, center.x - radius, accuracy: 1e-9)
            XCTAssertEqual(clip.frame.width, 2 * radius, accuracy: 1e-9)
        }
        // The way back shrinks it into the button again.
        let back = FrameSampler(transition: transition, phase: try XCTUnwrap(transition.backward))
        XCTAssertEqual(try XCTUnwrap(view(.from, back.views(atFraction: 1)).clip?.cornerRadius), 28, accuracy: 1e-9)
        // On the way back the button is on the screen the phase returns to.
        XCTAssertEqual(back.views(atFraction: 0).map(\.role), [.to, .source, .from])
    }

    func testAMaskInAWindowWaitsAndThenMovesInAStraightLine() throws {
        let transition = try transition(bubble("""
                during: [0.5, 1]
                mask: { shape: capsule, from: [1, 0] }
            """))
        let sampler = FrameSampler(transition: transition, phase: transition.forward)
        XCTAssertEqual(try view(.to, sampler.views(atFraction: 0.25)).clip?.frame, PreviewRect(x: 390, y: 0, width: 0, height: 0))
        let halfway = try XCTUnwrap(view(.to, sampler.views(atFraction: 0.75)).clip?.frame)
        for (found, wanted) in zip([halfway.x, halfway.y, halfway.width, halfway.height], [195.0, 0, 195, 422]) {
            XCTAssertEqual(found, wanted, accuracy: 1e-9)
        }
        XCTAssertEqual(try view(.to, sampler.views(atFraction: 1)).clip?.frame, PreviewRect(x: 0, y: 0, width: 390, height: 844))
    }

    func testARoundedRectStartsAtAFrameGivenInPreviewWithSquareCorners() throws {
        let transition = try transition(bubble("    mask: { shape: roundedRect, from: source }",
                                               extra: "preview:\n  frames:\n    - { id: button, from: [16, 300, 358, 88] }"))
        let start = try XCTUnwrap(view(.to, FrameSampler(transition: transition, phase: transition.forward).views(atFraction: 0)).clip)
        XCTAssertEqual(start, SampledView.Clip(frame: PreviewRect(x: 16, y: 300, width: 358, height: 88), cornerRadius: 0, isCircle: false))
    }

    func testReduceMotionHasNoMask() throws {
        let transition = try transition(bubble("    mask: { shape: circle, from: source }"))
        let sampler = FrameSampler(transition: transition, phase: transition.forward, variant: .reducedMotion)
        XCTAssertNil(try view(.to, sampler.views(atFraction: 0.5)).clip)
    }

    func testThePageAndTheFilmstripClipTheMaskedView() throws {
        let transition = try transition(bubble("    mask: { shape: circle, from: source }"))
        let html = PreviewPage.html(for: [transition])
        XCTAssertTrue(html.contains("\"kw\":["), "the mask's width is written frame by frame")
        XCTAssertTrue(html.contains("\"circle\":1"))
        XCTAssertTrue(html.contains("element.style.clipPath"))
        let svg = Filmstrip().svg(for: [transition])
        XCTAssertTrue(svg.contains("<clipPath id=\"mask-"), "the filmstrip clips the masked screen")
        XCTAssertTrue(svg.contains(">button</text>"), "the source view is drawn, labelled with its id")
    }
}
