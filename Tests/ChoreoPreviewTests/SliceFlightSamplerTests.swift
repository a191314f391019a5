@testable import ChoreoPreview
import ChoreoSpec
import XCTest

/// A sliced view as the preview samples it (`SliceFlight`): its pieces drawn instead of it, each its part of the
/// view's resting frame moving outward by its own motion, in turn under a stagger, cut at the mock source for
/// `at: source`, and none under Reduce Motion. The phone is 390 × 844.
final class SliceFlightSamplerTests: XCTestCase {
    private func doors(_ slice: String, extra: String = "") -> String {
        """
        transition: Doors
        kind: modal
        presentation: { style: fullScreen }
        \(extra)
        present:
          duration: 0.4
          curve: linear
          order: fromAbove
          from:
            slice: \(slice)
            end: { offset: [1, 1] }
        dismiss: reverse
        """
    }

    func testTheDoorsAreDrawnInsteadOfTheScreenAndSlideApart() throws {
        let transition = try transition(doors("{ split: vertical }"))
        let views = FrameSampler(transition: transition, phase: transition.forward).views(atFraction: 0.5)
        XCTAssertEqual(views.map(\.role), [.to, .from, .from])
        XCTAssertEqual(views.map(\.isPiece), [false, true, true])
        XCTAssertEqual(views[1].frame, PreviewRect(x: 0, y: 0, width: 195, height: 844))
        XCTAssertEqual(views[2].frame, PreviewRect(x: 195, y: 0, width: 195, height: 844))
        // Half way: each half its own width outward; both halves are centred on the view's horizontal centre line,
        // so the y offset moves neither.
        XCTAssertEqual(views[1].translationX, -97.5, accuracy: 1e-9)
        XCTAssertEqual(views[2].translationX, 97.5, accuracy: 1e-9)
        XCTAssertEqual(views[1].translationY, 0)
    }

    func testASplitAtTheSourceCutsThroughTheMockSourcesMiddle() throws {
        let transition = try transition(doors("{ split: horizontal, at: source }",
                                              extra: "source: { id: row }\npreview: { frames: [{ id: row, from: [0, 300, 390, 60] }] }"))
        let pieces = FrameSampler(transition: transition, phase: transition.forward).views(atFraction: 0).filter(\.isPiece)
        XCTAssertEqual(pieces.map(\.frame.height), [330, 514])
        XCTAssertEqual(pieces.map(\.frame.y), [0, 330])
    }

    func testStaggeredTilesMoveInTurnAndTheMirrorStartsFromTheLast() throws {
        let text = doors("{ tiles: [2, 2] }").replacingOccurrences(of: "curve: linear", with: "curve: linear\n  stagger: 0.1")
        let transition = try transition(text)
        // 0.1 s apart over a run of 0.4 s: each tile moves for 0.1 s; at 0.15 s the first has arrived (its own width,
        // 195 points, to the left), the second is half way to the right and the others wait.
        let tiles = FrameSampler(transition: transition, phase: transition.forward).views(at: 0.15).filter(\.isPiece)
        XCTAssertEqual(tiles.map { ($0.translationX * 1000).rounded() / 1000 }, [-195, 97.5, 0, 0])
        // The mirror starts from the last tile: at 0.05 s it is half way back, the others are still out.
        let back = try XCTUnwrap(transition.backward)
        let returning = FrameSampler(transition: transition, phase: back).views(at: 0.05).filter(\.isPiece)
        XCTAssertEqual(returning.map { ($0.translationX * 1000).rounded() / 1000 }, [-195, 195, -195, 97.5])
    }

    func testReduceMotionDrawsTheScreenWholeAndThePageMarksPieces() throws {
        let transition = try transition(doors("{ split: vertical }"))
        let reduced = FrameSampler(transition: transition, phase: transition.forward, variant: .reducedMotion).views(atFraction: 0.5)
        XCTAssertFalse(reduced.contains(where: \.isPiece))
        let json = FrameTrack(sampler: FrameSampler(transition: transition, phase: transition.forward)).json
        XCTAssertEqual(json.components(separatedBy: "\"piece\":1").count - 1, 2)
        let piece = try XCTUnwrap(FrameSampler(transition: transition, phase: transition.forward).views(atFraction: 0.5).first(where: \.isPiece))
        let drawing = try XCTUnwrap(Filmstrip.drawing(of: piece, forward: true, id: "0-0-1"))
        XCTAssertFalse(drawing.contains("<text"), "a piece carries no label: \(drawing)")
        XCTAssertTrue(drawing.contains(PreviewPage.backColour), "a piece has its screen's colour: \(drawing)")
    }
}
