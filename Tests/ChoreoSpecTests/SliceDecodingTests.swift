import ChoreoSpec
import XCTest

/// A view's `slice:`: what it lowers to, what `reverse` makes of it, and each mistake's located finding with its hint.
final class SliceDecodingTests: XCTestCase {
    private func spec(_ slice: String, source: String = "", end: String = "end: { offset: [1, 0] }") -> String {
        """
        transition: Doors
        kind: modal
        presentation: { style: fullScreen }
        \(source)
        present:
          from:
            \(slice)
            \(end)
        dismiss: reverse
        """
    }

    func testASplitLowersWithItsLineInTheMiddleUnlessSaid() throws {
        let doors = try XCTUnwrap(lowered(spec("slice: { split: vertical }")))
        XCTAssertEqual(doors.forward.outgoing.slice, ViewSlice(cut: .split(.vertical, at: .fraction(0.5))))
        let row = try XCTUnwrap(lowered(spec("slice: { split: horizontal, at: 0.3 }")))
        XCTAssertEqual(row.forward.outgoing.slice, ViewSlice(cut: .split(.horizontal, at: .fraction(0.3))))
        let omni = try XCTUnwrap(lowered(spec("slice: { split: horizontal, at: source }", source: "source: { id: row }")))
        XCTAssertEqual(omni.forward.outgoing.slice?.cutsAtSource, true)
    }

    func testTilesLowerAndReverseKeepsTheSliceOnTheViewComingBack() throws {
        let transition = try XCTUnwrap(lowered(spec("slice: { tiles: [4, 6] }")))
        XCTAssertEqual(transition.forward.outgoing.slice, ViewSlice(cut: .tiles(columns: 4, rows: 6)))
        XCTAssertEqual(transition.forward.outgoing.slice?.pieceCount, 24)
        let dismiss = try XCTUnwrap(transition.backward)
        XCTAssertEqual(dismiss.incoming.slice, ViewSlice(cut: .tiles(columns: 4, rows: 6)))
        XCTAssertNil(dismiss.outgoing.slice)
        let dump = TransitionDump.render(transition)
        XCTAssertTrue(dump.contains("slice tiles 4x6"), dump)
    }

    func testThePiecesCoverTheViewExactlyAndMoveOutward() {
        let tiles = ViewSlice(cut: .tiles(columns: 3, rows: 3)).pieces(cutAt: 0.5)
        XCTAssertEqual(tiles.count, 9)
        XCTAssertEqual(tiles.reduce(0) { $0 + $1.width * $1.height }, 1, accuracy: 1e-12)
        XCTAssertEqual(tiles.last.map { $0.x + $0.width }, 1)
        let motion = ViewMotion(end: ViewState(offset: Offset(x: 0.5, y: 0.5)))
        let outward = tiles.enumerated().map { index, tile in
            ViewSlice.motion(ofPiece: index, count: 9, at: tile, of: motion, stagger: nil, run: 0.4).end.offset
        }
        XCTAssertEqual(outward.map(\.x), [-0.5, 0, 0.5, -0.5, 0, 0.5, -0.5, 0, 0.5])
        XCTAssertEqual(outward.map(\.y), [-0.5, -0.5, -0.5, 0, 0, 0, 0.5, 0.5, 0.5])
    }

    func testAStaggerGivesEachPieceItsTurnOfTheViewsWindow() {
        let window = MotionWindow(start: 0.2, end: 1)
        let first = ViewSlice.window(ofPiece: 0, count: 5, in: window, stagger: Stagger(step: 0.04), run: 0.4)
        let last = ViewSlice.window(ofPiece: 4, count: 5, in: window, stagger: Stagger(step: 0.04), run: 0.4)
        XCTAssertEqual(first?.start ?? -1, 0.2, accuracy: 1e-12)
        XCTAssertEqual(first?.end ?? -1, 0.6, accuracy: 1e-12)
        XCTAssertEqual(last?.end ?? -1, 1, accuracy: 1e-12)
        XCTAssertNil(ViewSlice.window(ofPiece: 0, count: 5, in: window, stagger: Stagger(step: 0.1), run: 0.4),
                     "steps that take the whole window leave the pieces together")
    }

    func testASliceNeedsASplitOrTilesButNotBoth() {
        assertDiagnostic(spec("slice: { at: 0.5 }"), rule: "missing_key", line: 7, column: 12,
                         hint: "add 'split: vertical' for two doors, or 'tiles: [4, 6]' for a grid", messageContains: "a slice needs 'split' or 'tiles'")
        assertDiagnostic(spec("slice: { split: vertical, tiles: [2, 2] }"), rule: "invalid_value", line: 7, column: 31,
                         hint: "keep 'split' for two pieces (doors), or 'tiles' for a grid", messageContains: "a slice is a 'split' or 'tiles', not both")
    }

    func testTileCountsAreWholeNumbersOfAtLeastOne() {
        assertDiagnostic(spec("slice: { tiles: [0, 4] }"), rule: "invalid_value", line: 7, column: 22,
                         hint: "1 keeps the view whole along that axis; write [1, 2] for a top and a bottom half",
                         messageContains: "tiles columns must be at least 1, found 0")
        assertDiagnostic(spec("slice: { tiles: [3, -2] }"), rule: "invalid_value", line: 7, column: 25,
                         messageContains: "tiles rows must be at least 1, found -2")
        assertDiagnostic(spec("slice: { tiles: [2.5, 4] }"), rule: "invalid_value", line: 7, column: 22,
                         hint: "count the columns the view is cut into: 1, 2, 3, …", messageContains: "tiles columns must be a whole number")
        assertDiagnostic(spec("slice: { tiles: [4] }"), rule: "invalid_value", line: 7, column: 21,
                         hint: "write [4, 6] for 4 columns and 6 rows", messageContains: "tiles takes 2 counts [columns, rows], found 1")
        assertDiagnostic(spec("slice: { tiles: [1000000, 2] }"), rule: "invalid_value", line: 7, column: 22,
                         messageContains: "is more than the 100 tiles a slice may have in all")
    }

    func testTheLineLiesInsideTheViewOrAtTheSource() {
        assertDiagnostic(spec("slice: { split: vertical, at: 1 }"), rule: "invalid_value", line: 7, column: 35,
                         hint: "a line at an edge leaves one piece empty; 0.5 cuts the view in halves",
                         messageContains: "at must lie inside the view")
        assertDiagnostic(spec("slice: { split: vertical, at: sorce }"), rule: "invalid_value", line: 7, column: 35,
                         hint: "did you mean 'source'?", messageContains: "unknown split line 'sorce'")
        assertDiagnostic(spec("slice: { split: horizontal, at: source }"), rule: "invalid_value", line: 7, column: 37,
                         hint: "add 'source: { id: row }' at the top level (the generated protocol then asks the screen for 'rowView'), or give a fraction such as 0.5",
                         messageContains: "the split lies at the source view, but the spec names none")
        assertDiagnostic(spec("slice: { tiles: [2, 2], at: 0.5 }"), rule: "invalid_value", line: 7, column: 29,
                         hint: "remove 'at', or cut with 'split' instead of 'tiles'", messageContains: "'at' places a split's line")
    }

    func testAnUnknownSplitSuggestsTheNearestAndAMaskIsNotASliceToo() {
        assertDiagnostic(spec("slice: { split: verticle }"), rule: "invalid_value", line: 7, column: 21,
                         hint: "did you mean 'vertical'?", messageContains: "invalid split 'verticle'")
        assertDiagnostic(spec("slice: { split: vertical }\n    mask: { shape: circle }"), rule: "invalid_value", line: 8, column: 5,
                         hint: "slice the view, or mask it; a piece is a snapshot and would not show the mask moving",
                         messageContains: "a view takes a 'mask' or a 'slice', not both")
    }
}
