import ChoreoSpec
import XCTest

/// Offsets and anchors that follow the layout direction: `offset: { leading: 0.3 }`,
/// `{ trailing: 1, down: 0.5 }`, `anchor: leading`; how they decode, what a mistake in them says and
/// where, and how they lower to `ViewState.followsLayoutDirection` and `UnitPoint.followsLayoutDirection`.
final class LayoutDirectionFormsTests: XCTestCase {
    func navigation(_ push: String) -> String {
        "transition: T\nkind: navigation\npush: \(push)\npop: reverse\n"
    }

    func forward(_ push: String, file: StaticString = #filePath, line: UInt = #line) -> Phase? {
        lowered(navigation(push), file: file, line: line)?.forward
    }

    // MARK: Decoding

    func testLeadingAndTrailingAreDistancesTowardThatEdgeWithPlusXTowardTrailing() {
        XCTAssertEqual(forward("{ effect: fade, to: { start: { offset: { leading: 0.3 } } } }")?.incoming.start.offset,
                       Offset(x: -0.3, y: 0, isLayoutRelative: true))
        XCTAssertEqual(forward("{ effect: fade, to: { start: { offset: { trailing: 1, down: 0.5 } } } }")?.incoming.start.offset,
                       Offset(x: 1, y: 0.5, isLayoutRelative: true))
        XCTAssertEqual(forward("{ effect: fade, to: { start: { offset: { up: 0.25, leading: -0.5 } } } }")?.incoming.start.offset,
                       Offset(x: 0.5, y: -0.25, isLayoutRelative: true))
    }

    func testThePairStaysPhysical() {
        XCTAssertEqual(forward("{ effect: fade, to: { start: { offset: [-0.3, 0.1] } } }")?.incoming.start.offset,
                       Offset(x: -0.3, y: 0.1, isLayoutRelative: false))
    }

    func testEachMistakeInTheMappingIsReportedAtTheKeyThatMakesItWithAHint() {
        func spec(_ offset: String) -> String {
            navigation("\n  effect: fade\n  to:\n    start:\n      offset: \(offset)")
        }
        // Line 7: the mapping opens at column 15, its first key at 17.
        assertDiagnostic(spec("{ leading: 0.3, trailing: 0.2 }"), rule: "invalid_value", line: 7, column: 31,
                         hint: "keep one: '{ trailing: n }' is '{ leading: -n }'", messageContains: "'leading' or 'trailing', not both")
        assertDiagnostic(spec("{ trailing: 1, up: 0.1, down: 0.2 }"), rule: "invalid_value", line: 7, column: 39,
                         hint: "keep one: '{ down: n }' is '{ up: -n }'", messageContains: "'up' or 'down', not both")
        assertDiagnostic(spec("{ leading: 0.3, x: 0.1 }"), rule: "invalid_value", line: 7, column: 31,
                         hint: "write '{ trailing: x }' (+x toward the trailing edge) or '{ leading: x }', or the pair [x, y] for a physical offset",
                         messageContains: "'x' belongs to the pair [x, y]")
        assertDiagnostic(spec("{ trailing: 1, y: 0.5 }"), rule: "invalid_value", line: 7, column: 30,
                         hint: "write 'down: y' (or 'up: y') beside 'leading' or 'trailing'", messageContains: "'y' belongs to the pair")
        assertDiagnostic(spec("{ left: 0.3 }"), rule: "invalid_value", line: 7, column: 17,
                         hint: "write 'leading' (the left in left-to-right layouts, the right in right-to-left ones), or the pair [-x, y] to stay on the left in every language")
        assertDiagnostic(spec("{ right: 0.3 }"), rule: "invalid_value", line: 7, column: 17, messageContains: "'right' belongs to the pair")
        assertDiagnostic(spec("{ down: 1 }"), rule: "invalid_value", line: 7, column: 15,
                         hint: "write 'offset: { trailing: 1 }' toward the trailing edge, or the pair [0, y] for a vertical offset",
                         messageContains: "found no horizontal part")
        assertDiagnostic(spec("{}"), rule: "invalid_value", line: 7, column: 15, messageContains: "found an empty mapping")
        assertDiagnostic(spec("{ leading: \"0.3\" }"), rule: "invalid_value", line: 7, column: 26,
                         hint: "remove the quotes: a quoted value is a string", messageContains: "offset leading: expected a number")
        assertDiagnostic(spec("{ trailing: .inf }"), rule: "invalid_value", line: 7, column: 27, messageContains: "offset trailing must be a finite number")
        assertDiagnostic(spec("{ trailing: 1, side: 2 }"), rule: "unknown_key", line: 7, column: 30, messageContains: "unknown key 'side' in offset")
        assertDiagnostic(spec("0.3"), rule: "invalid_value", line: 7, column: 15,
                         messageContains: "expected [x, y] or a mapping such as '{ leading: 0.3 }' or '{ trailing: 1, down: 0.5 }', found a number")
    }

    func testAMistakenOffsetLeavesTheStateWithoutOneAndNothingElseIsReported() {
        let result = load(navigation("{ effect: fade, to: { start: { offset: { leading: 1, trailing: 1 }, alpha: 0 } } }"))
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.count, 1, result.diagnostics.map(describe).joined(separator: "\n"))
    }

    func testLayoutRelativeAnchorNames() {
        let names = ["topLeading": (0.0, 0.0), "topTrailing": (1.0, 0.0), "leading": (0.0, 0.5), "trailing": (1.0, 0.5),
                     "bottomLeading": (0.0, 1.0), "bottomTrailing": (1.0, 1.0)]
        for (name, point) in names {
            let anchor = forward("{ effect: fade, to: { start: { scale: 0.5, anchor: \(name) } } }")?.incoming.anchor
            XCTAssertEqual(anchor, UnitPoint(x: point.0, y: point.1, followsLayoutDirection: true), name)
            XCTAssertEqual(anchor?.physical(isRightToLeft: false), UnitPoint(x: point.0, y: point.1), name)
            XCTAssertEqual(anchor?.physical(isRightToLeft: true), UnitPoint(x: 1 - point.0, y: point.1), name)
        }
        XCTAssertEqual(UnitPoint.named.first { $0.name == "left" }?.point.physical(isRightToLeft: true), UnitPoint(x: 0, y: 0.5))
        assertDiagnostic(navigation("{ effect: fade, to: { start: { anchor: leadng } } }"), rule: "invalid_value", line: 3,
                         column: 46, hint: "did you mean 'leading'?")
    }

    func testALeadingAndALeftAnchorAreDifferentAnchors() {
        let spec = navigation("\n  effect: fade\n  to:\n    start: { anchor: leading }\n    end: { anchor: left }")
        assertDiagnostic(spec, rule: "invalid_value", line: 7, column: 20, messageContains: "different anchors")
    }

    // MARK: Lowering

    func testAWrittenOffsetSaysWhichWayItsXCounts() {
        let phase = forward("{ effect: push, direction: fromTrailing, from: { end: { offset: { leading: 0.3333 } } } }")
        XCTAssertEqual(phase?.outgoing.end.offset, Offset(x: -0.3333, y: 0, isLayoutRelative: true))
        XCTAssertEqual(phase?.incoming.start.offset, Offset(x: 1, y: 0, isLayoutRelative: true))
        let physical = forward("{ effect: push, direction: fromTrailing, from: { end: { offset: [-0.3333, 0] } } }")
        XCTAssertEqual(physical?.outgoing.end.offset, Offset(x: -0.3333, y: 0, isLayoutRelative: false))
        // Over a physical preset, the leading/trailing form makes the state follow the layout.
        let overPhysical = forward("{ effect: slide, direction: fromRight, to: { start: { offset: { trailing: 0.5 } } } }")
        XCTAssertEqual(overPhysical?.incoming.start.offset, Offset(x: 0.5, y: 0, isLayoutRelative: true))
    }

    func testAPairWithoutXSaysNothingAboutTheLayoutDirection() {
        let phase = forward("{ effect: push, direction: fromTrailing, to: { start: { offset: [0, 1] } } }")
        XCTAssertEqual(phase?.incoming.start.offset, Offset(x: 0, y: 1, isLayoutRelative: true))
        let resting = forward("{ effect: push, direction: fromTrailing, to: { start: { offset: [0, 0] } } }")
        XCTAssertEqual(resting?.incoming.start, .resting, "a state at rest has nothing to mirror")
    }

    func testALeadingAnchorMakesEveryMovingStateOfTheViewFollowTheLayoutExceptAPhysicalOffset() {
        let phase = forward("{ effect: fade, to: { start: { scale: 0.5, anchor: leading } }, from: { end: { alpha: 0.5 } } }")
        XCTAssertEqual(phase?.incoming.start.followsLayoutDirection, true)
        XCTAssertEqual(phase?.incoming.end, .resting, "the resting end stays at rest")
        XCTAssertEqual(phase?.outgoing.end.followsLayoutDirection, false, "the other view has its own anchor")
        let mixed = forward("{ effect: fade, to: { start: { scale: 0.5, anchor: trailing, offset: [0.2, 0] }, end: { scale: 1.1 } } }")
        XCTAssertEqual(mixed?.incoming.start.followsLayoutDirection, false, "a physical x stays as written")
        XCTAssertEqual(mixed?.incoming.end.followsLayoutDirection, true)
    }

    func testReverseKeepsTheLayoutDirectionOfStatesAndAnchors() {
        guard let transition = lowered(navigation("{ effect: fade, to: { start: { scale: 0.5, anchor: bottomLeading, offset: { leading: 0.2 } } } }")),
              let pop = transition.backward else { return XCTFail("no pop") }
        XCTAssertEqual(pop.outgoing.end.offset, Offset(x: -0.2, y: 0, isLayoutRelative: true))
        XCTAssertEqual(pop.outgoing.anchor, UnitPoint(x: 0, y: 1, followsLayoutDirection: true))
        XCTAssertEqual(pop.motion?.isLayoutRelative, true)
    }

    func testTheDumpNamesTheLayoutRelativeFormsAsWritten() {
        guard let transition = lowered(navigation("{ effect: fade, to: { start: { scale: 0.5, anchor: topTrailing, offset: { trailing: 0.2, up: 0.1 } } } }")) else { return }
        let dump = TransitionDump.render(transition)
        XCTAssertTrue(dump.contains("{ offset [0.2, -0.1] layout, scale 0.5, alpha 0 } -> resting, anchor topTrailing"), dump)
    }
}
