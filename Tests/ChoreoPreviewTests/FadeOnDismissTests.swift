import ChoreoPreview
import ChoreoSpec
import XCTest

/// `dismiss: { effect: fade }` means the presented view fades out, under every style: under
/// `custom` the screen coming back is not in the container, so fading it in (what `fade` does when
/// both screens are there) would leave the card still for the whole phase and then cut. Every
/// effect likewise moves the card out there, the way the screen behind would have come in.
final class FadeOnDismissTests: XCTestCase {
    private func card(style: String) -> String {
        """
        transition: CenterCard
        kind: modal
        presentation:
          style: \(style)
          container: { width: 0.8, height: 0.5 }
        present: { effect: zoom, duration: 0.3 }
        dismiss: { effect: fade, duration: 0.2 }
        """
    }

    private func view(_ role: ViewRole, _ views: [SampledView]) throws -> SampledView {
        try XCTUnwrap(views.first { $0.role == role })
    }

    func testUnderACustomContainerTheCardFadesOut() throws {
        let transition = try transition(card(style: "custom"))
        let dismiss = try XCTUnwrap(transition.backward)
        XCTAssertTrue(dismiss.incoming.isStill, "the screen coming back is not the animator's")
        let sampler = FrameSampler(transition: transition, phase: dismiss)
        XCTAssertEqual(try view(.from, sampler.views(atFraction: 0)).alpha, 1)
        XCTAssertEqual(try view(.from, sampler.views(atFraction: 0.5)).alpha, 0.5, accuracy: 0.2, "half-way it is half gone")
        XCTAssertEqual(try view(.from, sampler.views(atFraction: 1)).alpha, 0)
    }

    func testUnderFullScreenTheScreenComingBackFadesInOverTheCard() throws {
        let transition = try transition(card(style: "fullScreen").replacingOccurrences(of: "  container: { width: 0.8, height: 0.5 }\n", with: ""))
        let dismiss = try XCTUnwrap(transition.backward)
        XCTAssertEqual(dismiss.incoming.start.alpha, 0)
        XCTAssertTrue(dismiss.outgoing.isStill)
    }

    func testUnderACustomContainerEveryEffectMovesTheCardOutTheWayTheScreenBehindWouldHaveCome() throws {
        func dismiss(_ effect: String) throws -> (Transition, Phase) {
            let spec = card(style: "custom").replacingOccurrences(of: "dismiss: { effect: fade, duration: 0.2 }",
                                                                  with: "dismiss: { effect: \(effect), duration: 0.2 }")
            let lowered = try transition(spec)
            return (lowered, try XCTUnwrap(lowered.backward))
        }
        // The default direction of a dismissal is fromTop: the screen behind would come down, so the card goes down.
        let (_, slide) = try dismiss("slide")
        XCTAssertTrue(slide.incoming.isStill)
        XCTAssertEqual(slide.outgoing.end.offset, Offset(x: 0, y: 1))
        let (_, zoom) = try dismiss("zoom")
        XCTAssertEqual(zoom.outgoing.end.scale, Scale(uniform: 0.1))
        XCTAssertEqual(zoom.outgoing.end.alpha, 0)
        let (_, rotate) = try dismiss("rotate")
        XCTAssertEqual(rotate.outgoing.end.rotation, EffectPreset.rotateAngle)
        XCTAssertEqual(rotate.outgoing.anchor, EffectPreset.rotateAnchor)
        let (_, uncover) = try dismiss("uncover")
        XCTAssertEqual(uncover.outgoing.end.offset, Offset(x: 0, y: 1), "uncover moved only the leaving view already")
        // Drawn: half-way through a linear slide the card is half-way down its travel.
        let (linear, linearDismiss) = try dismiss("slide, curve: linear")
        let sampler = FrameSampler(transition: linear, phase: linearDismiss)
        let start = try view(.from, sampler.views(atFraction: 0)), middle = try view(.from, sampler.views(atFraction: 0.5))
        XCTAssertEqual(middle.translationY - start.translationY, middle.frame.height / 2, accuracy: 1, "half its own height")
    }
}
