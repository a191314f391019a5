import ChoreoPreview
import ChoreoSpec
import XCTest

/// `dismiss: { effect: fade }` means the presented view fades out, under every style: under
/// `custom` the screen coming back is not in the container, so fading it in (what `fade` does when
/// both screens are there) would leave the card still for the whole phase and then cut.
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
}
