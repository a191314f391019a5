import ChoreoSpec
import XCTest

/// A view's `zoom:`: what it lowers to, what `reverse` makes of it, and each mistake's located finding with its hint.
final class ZoomDecodingTests: XCTestCase {
    private func spec(source: String = "source: { id: cell }", to: String = "zoom: { from: source }",
                      dismiss: String = "dismiss: reverse") -> String {
        """
        transition: CellZoom
        kind: modal
        presentation: { style: fullScreen }
        \(source)
        present:
          to:
            \(to)
        \(dismiss)
        """
    }

    func testAZoomLowersToFitFromItsOriginAndGrowsOnTheIncomingView() throws {
        let transition = try XCTUnwrap(lowered(spec()))
        XCTAssertEqual(transition.forward.incoming.zoom, ViewZoom(origin: .source, aspect: .fit, grows: true))
        XCTAssertFalse(transition.forward.incoming.isStill, "a view that zooms is not at rest")
        let point = try XCTUnwrap(lowered(spec(source: "", to: "zoom: { from: [0.5, 1], aspect: stretch }")))
        XCTAssertEqual(point.forward.incoming.zoom, ViewZoom(origin: .point(UnitPoint(x: 0.5, y: 1)), aspect: .stretch, grows: true))
        let centre = try XCTUnwrap(lowered(spec(source: "", to: "zoom: {}")))
        XCTAssertEqual(centre.forward.incoming.zoom?.origin, .point(.center))
    }

    func testReverseShrinksTheViewBackIntoItsOriginAndTheDumpSaysSo() throws {
        let transition = try XCTUnwrap(lowered(spec(to: "zoom: { from: source, aspect: fill }")))
        XCTAssertEqual(transition.backward?.outgoing.zoom, ViewZoom(origin: .source, aspect: .fill, grows: false))
        let dump = TransitionDump.render(transition)
        XCTAssertTrue(dump.contains("zoom fill from source"), dump)
        XCTAssertTrue(dump.contains("zoom fill into source"), dump)
    }

    func testTheRestOfTheZoomedStateIsKept() throws {
        let transition = try XCTUnwrap(lowered(spec(to: "start: { alpha: 0, rotation: 5 }\n    zoom: { from: source }")))
        XCTAssertEqual(transition.forward.incoming.start.alpha, 0)
        XCTAssertEqual(transition.forward.incoming.start.rotation, 5)
    }

    func testAnOffsetOrAScaleInTheZoomedStateIsAnErrorAtTheKey() {
        assertDiagnostic(spec(to: "start: { scale: 0.5 }\n    zoom: { from: source }"), rule: "invalid_value", line: 7, column: 14,
                         hint: "the zoom works out the start's offset and scale from the source view's frame; remove 'scale', or move it to the other end",
                         messageContains: "'present.to.start' sets 'scale', but the zoom puts the view on its origin there")
        // The other end is the view's own: an offset there is where the zoom grows to.
        XCTAssertEqual(load(spec(to: "end: { offset: [0, 0.1] }\n    zoom: { from: source }")).diagnostics.filter { $0.severity == .error }.map(describe), [])
    }

    func testAZoomOnTheOutgoingViewZoomsAtItsEnd() {
        assertDiagnostic("""
            transition: Shrink
            kind: navigation
            push:
              from:
                end: { offset: [0, 1] }
                zoom: { from: center }
            pop: reverse
            """, rule: "invalid_value", line: 5, column: 12,
            messageContains: "'push.from.end' sets 'offset', but the zoom puts the view on its origin there")
    }

    func testKeyframesOrASliceBesideAZoomAreErrors() {
        assertDiagnostic(spec(to: "keyframes: [{ at: 0.5, alpha: 0.5 }]\n    zoom: { from: source }"), rule: "invalid_value", line: 7, column: 16,
                         hint: "a zoom goes straight from the source view's frame to the view's own; time it with 'during', or put the keyframes on the other view",
                         messageContains: "'present.to' has both 'keyframes' and a 'zoom'")
        assertDiagnostic(spec(to: "slice: { split: vertical }\n    zoom: { from: source }"), rule: "invalid_value", line: 7, column: 5,
                         messageContains: "a view takes a 'zoom' or a 'slice', not both")
    }

    func testFromSourceWithoutASourceIsAnErrorAtTheFrom() {
        assertDiagnostic(spec(source: ""), rule: "invalid_value", line: 7, column: 19,
                         hint: "add 'source: { id: button }' at the top level (the generated protocol then asks the screen for 'buttonView'), or start the zoom at 'center' or [x, y]",
                         messageContains: "the zoom starts at the source view, but the spec names none")
    }

    func testAnUnknownAspectOrOriginSaysWhatItTakes() {
        assertDiagnostic(spec(to: "zoom: { from: source, aspect: fil }"), rule: "invalid_value", line: 7, column: 35,
                         messageContains: "invalid zoom aspect 'fil'")
        assertDiagnostic(spec(to: "zoom: { from: sorce }"), rule: "invalid_value", line: 7, column: 19,
                         hint: "did you mean 'source'?", messageContains: "unknown zoom origin 'sorce'; expected source, center or [x, y]")
        assertDiagnostic(spec(to: "zoom: { form: source }"), rule: "unknown_key", line: 7, column: 13, messageContains: "form")
    }
}
