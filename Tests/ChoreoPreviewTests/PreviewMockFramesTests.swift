import ChoreoPreview
import ChoreoSpec
import XCTest

/// A grid → detail transition previews as a grid: `preview: frames:` puts the shared element at
/// its cell, and the default (a full-width list row) stays for what the block leaves out.
final class PreviewMockFramesTests: XCTestCase {
    private func gridDetail(_ preview: String) -> String {
        """
        transition: GridDetail
        kind: navigation
        shared:
          - id: photo
          - id: title
        push: { effect: fade, duration: 0.4 }
        pop: reverse
        interactive: { pop: { gesture: edgePan } }
        \(preview)
        """
    }

    private func shared(_ transition: Transition, _ phase: Phase, at fraction: Double) -> [SampledView] {
        FrameSampler(transition: transition, phase: phase).views(atFraction: fraction).filter { $0.role == .shared }
    }

    func testTheSharedElementStartsAtItsGridCellAndLandsAtTheDefaultHeader() throws {
        let grid = try transition(gridDetail("preview:\n  frames:\n    - { id: photo, from: [203, 120, 171, 171] }"))
        let start = shared(grid, grid.forward, at: 0)
        XCTAssertEqual(start.first { $0.label == "photo" }?.frame, PreviewRect(x: 203, y: 120, width: 171, height: 171))
        XCTAssertEqual(start.first { $0.label == "title" }?.frame, PreviewRect(x: 16, y: 216, width: 358, height: 80),
                       "an element without mock frames keeps its default row")
        let end = shared(grid, grid.forward, at: 1)
        XCTAssertEqual(end.last { $0.label == "photo" }?.frame, PreviewRect(x: 0, y: 0, width: 390, height: 292.5))
        let back = try XCTUnwrap(grid.backward)
        XCTAssertEqual(shared(grid, back, at: 1).last { $0.label == "photo" }?.frame, PreviewRect(x: 203, y: 120, width: 171, height: 171),
                       "the pop flies it back to its cell")
    }

    func testWithoutThePreviewBlockTheListRowIsTheDefault() throws {
        let list = try transition(gridDetail(""))
        XCTAssertEqual(shared(list, list.forward, at: 0).first { $0.label == "photo" }?.frame,
                       PreviewRect(x: 16, y: 120, width: 358, height: 80))
    }
}
