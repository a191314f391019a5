import ChoreoSpec
import XCTest

/// `source:` and a view's `mask:`: what they lower to, what `reverse` makes of a mask, and each mistake's
/// located finding with its hint.
final class RevealDecodingTests: XCTestCase {
    private func spec(source: String = "source: { id: button }", to: String = "mask: { shape: circle, from: source }",
                      dismiss: String = "dismiss: reverse") -> String {
        """
        transition: Bubble
        kind: modal
        presentation: { style: fullScreen }
        \(source)
        present:
          to:
            \(to)
        \(dismiss)
        """
    }

    func testASourceAndAMaskLower() throws {
        let transition = try XCTUnwrap(lowered(spec(source: "source: { id: button, fallback: bottom }")))
        XCTAssertEqual(transition.source, SourceView(id: "button", fallback: .bottom))
        XCTAssertEqual(transition.forward.incoming.mask, ViewMask(shape: .circle, origin: .source, grows: true))
        XCTAssertNil(transition.forward.outgoing.mask)
    }

    func testTheFallbackIsTheCentreUnlessSaid() throws {
        let transition = try XCTUnwrap(lowered(spec()))
        XCTAssertEqual(transition.source?.fallback, .center)
        XCTAssertEqual(SourceFallback.bottom.point, UnitPoint(x: 0.5, y: 1))
        XCTAssertEqual(SourceFallback.top.point, UnitPoint(x: 0.5, y: 0))
    }

    func testReverseShrinksTheMaskBackOnTheViewThatLeaves() throws {
        let transition = try XCTUnwrap(lowered(spec()))
        let dismiss = try XCTUnwrap(transition.backward)
        XCTAssertEqual(dismiss.outgoing.mask, ViewMask(shape: .circle, origin: .source, grows: false))
        XCTAssertNil(dismiss.incoming.mask)
    }

    func testAMaskOnTheOutgoingViewShrinksAndAPointOriginIsAUnitPoint() throws {
        let transition = try XCTUnwrap(lowered("""
            transition: Hide
            kind: navigation
            push:
              order: fromAbove
              from:
                mask: { shape: capsule, from: [0.25, 0.75], to: cover }
            pop: reverse
            """))
        XCTAssertEqual(transition.forward.outgoing.mask, ViewMask(shape: .capsule, origin: .point(UnitPoint(x: 0.25, y: 0.75)), grows: false))
        XCTAssertEqual(transition.backward?.incoming.mask?.grows, true)
    }

    func testAMaskWithoutFromStartsAtTheCentre() throws {
        let transition = try XCTUnwrap(lowered(spec(source: "", to: "mask: { shape: roundedRect }")))
        XCTAssertEqual(transition.forward.incoming.mask?.origin, .point(.center))
    }

    func testAMaskMakesAViewMoveAndShowsInTheDump() throws {
        let transition = try XCTUnwrap(lowered(spec()))
        XCTAssertFalse(transition.forward.incoming.isStill, "a view revealed through a mask is not at rest")
        let dump = TransitionDump.render(transition)
        XCTAssertTrue(dump.contains("mask circle from source to cover"), dump)
        XCTAssertTrue(dump.contains("mask circle from cover to source"), dump)
        XCTAssertTrue(dump.contains("source button, fallback center"), dump)
    }

    func testFromSourceWithoutASourceIsAnErrorAtTheFrom() {
        assertDiagnostic(spec(source: ""), rule: "invalid_value", line: 7, column: 34,
                         hint: "add 'source: { id: button }' at the top level (the generated protocol then asks the screen for 'buttonView'), or start the mask at 'center' or [x, y]",
                         messageContains: "the mask starts at the source view, but the spec names none")
    }

    func testAMaskNeedsAShape() {
        assertDiagnostic(spec(to: "mask: { from: source }"), rule: "missing_key", line: 7, column: 11,
                         hint: "add 'shape: circle' (or roundedRect, capsule)", messageContains: "a mask needs a 'shape'")
    }

    func testAnUnknownShapeSuggestsTheNearest() {
        assertDiagnostic(spec(to: "mask: { shape: circel, from: source }"), rule: "invalid_value", line: 7, column: 20,
                         hint: "did you mean 'circle'?", messageContains: "invalid mask shape 'circel'")
    }

    func testAnUnknownOriginSaysWhatItTakes() {
        assertDiagnostic(spec(to: "mask: { shape: circle, from: sorce }"), rule: "invalid_value", line: 7, column: 34,
                         hint: "did you mean 'source'?", messageContains: "unknown mask origin 'sorce'; expected source, center or [x, y]")
    }

    func testAnOriginPointIsTwoNumbers() {
        assertDiagnostic(spec(to: "mask: { shape: circle, from: [0.5] }"), rule: "invalid_value", line: 7, column: 34,
                         messageContains: "mask from takes 2 numbers [x, y], found 1")
    }

    func testASourceNeedsAnIdThatIsASwiftName() {
        assertDiagnostic(spec(source: "source: { fallback: top }"), rule: "missing_key", line: 4, column: 9,
                         hint: "add 'id: button': the generated protocol then asks the screen for 'buttonView'",
                         messageContains: "a source view needs an 'id'")
        assertDiagnostic(spec(source: "source: { id: 2nd }"), rule: "invalid_identifier", line: 4, column: 15,
                         messageContains: "'2nd' is not a Swift identifier")
    }

    func testAnUnknownFallbackListsTheChoices() {
        assertDiagnostic(spec(source: "source: { id: button, fallback: middle }"), rule: "invalid_value", line: 4, column: 33,
                         messageContains: "invalid fallback 'middle'; expected one of center, top, bottom")
    }

    func testAnUnknownMaskKeyIsReportedWithTheNearest() {
        assertDiagnostic(spec(to: "mask: { shape: circle, form: source }"), rule: "unknown_key", line: 7, column: 28,
                         messageContains: "form")
    }

    func testPreviewFramesNameTheSourceAndTakeOnlyFrom() {
        let base = spec() + "\npreview:\n  frames:\n    - "
        XCTAssertEqual(load(base + "{ id: button, from: [16, 300, 358, 88] }").diagnostics.map(describe), [])
        assertDiagnostic(base + "{ id: button, from: [16, 300, 358, 88], to: [0, 0, 10, 10] }", rule: "invalid_value", line: 11, column: 13,
                         hint: "remove 'to': the source is in the forward phase's 'from' screen",
                         messageContains: "the source view 'button' is in one screen only")
    }
}
