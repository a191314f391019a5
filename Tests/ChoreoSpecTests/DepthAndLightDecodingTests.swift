import ChoreoSpec
import XCTest

/// The keys of issue 25 as a spec writes them: `shadow` (a mapping with a colour), `rotationX`,
/// `rotationY`, `depth` and a phase's `perspective`; what they decode and lower to, and each
/// mistake's finding with its place and hint.
final class DepthAndLightDecodingTests: XCTestCase {
    /// A presentation whose incoming view starts in `state` (a flow mapping or a block under
    /// `start:`), with `phase` lines added to `present`.
    private func spec(start state: String, phase: String = "") -> String {
        """
        transition: Card
        kind: modal
        presentation:
          style: custom
        present:
          to:
            start: \(state)
        \(phase)
        dismiss: reverse
        """
    }

    // MARK: - Good forms

    func testAFullShadowKeepsEveryNumberInTableOrder() throws {
        let transition = try XCTUnwrap(lowered(spec(start: "{ shadow: { opacity: 0.3, radius: 12, offset: [0, 4], color: \"#1A1A2E\" } }")))
        let shadow = try XCTUnwrap(transition.forward.incoming.start[.shadow])
        XCTAssertEqual(shadow[0...3], [0.3, 12, 0, 4])
        XCTAssertEqual(shadow[4], 0x1A / 255, accuracy: 1e-12)
        XCTAssertEqual(shadow[5], 0x1A / 255, accuracy: 1e-12)
        XCTAssertEqual(shadow[6], 0x2E / 255, accuracy: 1e-12)
    }

    func testAShadowWithOnlyItsOpacityTakesTheDefaultsAndAnyKeyOrderReadsTheSame() throws {
        let minimal = try XCTUnwrap(lowered(spec(start: "{ shadow: { opacity: 0.3 } }")))
        XCTAssertEqual(minimal.forward.incoming.start[.shadow], [0.3, 3, 0, 0, 0, 0, 0], "radius 3, offset [0, 0], black")
        let block = try XCTUnwrap(lowered(spec(start: """

                  shadow:
                    color: white
                    offset: [2, -1]
                    opacity: 1
            """)))
        XCTAssertEqual(block.forward.incoming.start[.shadow], [1, 3, 2, -1, 1, 1, 1])
        let gray = try XCTUnwrap(lowered(spec(start: "{ shadow: { opacity: 0.5, color: gray } }")))
        XCTAssertEqual(gray.forward.incoming.start[.shadow]?[4...], [0.5, 0.5, 0.5])
        let lowercase = try XCTUnwrap(lowered(spec(start: "{ shadow: { opacity: 0.5, color: \"#ff0000\" } }")))
        XCTAssertEqual(lowercase.forward.incoming.start[.shadow]?[4...], [1, 0, 0])
    }

    func testTurnsDepthAndPerspectiveReachTheViewMotion() throws {
        let transition = try XCTUnwrap(lowered(spec(start: "{ rotationX: -20, rotationY: 90, depth: 35 }", phase: "  perspective: 500")))
        let incoming = transition.forward.incoming
        XCTAssertEqual([incoming.start.rotationX, incoming.start.rotationY, incoming.start.depth], [-20, 90, 35])
        XCTAssertEqual(incoming.perspective, 500)
        XCTAssertTrue(incoming.isThreeDimensional)
        XCTAssertFalse(transition.forward.outgoing.isThreeDimensional)
        // The dismissal plays the same views backwards, under the same perspective.
        let backward = try XCTUnwrap(transition.backward)
        XCTAssertEqual(backward.outgoing.end.rotationY, 90)
        XCTAssertEqual(backward.outgoing.perspective, 500)
    }

    // MARK: - One-sided shadows fade

    func testAShadowAtOneEndFadesFromOrToTheSameShadowAtOpacityZero() throws {
        let transition = try XCTUnwrap(lowered(spec(start: "{ shadow: { opacity: 0.4, radius: 10, offset: [0, 6] } }")))
        let incoming = transition.forward.incoming
        XCTAssertEqual(incoming.start[.shadow], [0.4, 10, 0, 6, 0, 0, 0])
        XCTAssertEqual(incoming.end[.shadow], [0, 10, 0, 6, 0, 0, 0], "the end keeps the shadow's shape and fades it out")
        XCTAssertNil(transition.forward.outgoing.start[.shadow], "a view without a shadow keeps its own")
        let ending = try XCTUnwrap(lowered("""
            transition: Card
            kind: modal
            presentation:
              style: custom
            present:
              to:
                start: { alpha: 0 }
                end: { shadow: { opacity: 0.2, color: white } }
            dismiss: reverse
            """))
        XCTAssertEqual(ending.forward.incoming.start[.shadow], [0, 3, 0, 0, 1, 1, 1], "it fades in from nothing")
        XCTAssertEqual(ending.forward.incoming.end[.shadow], [0.2, 3, 0, 0, 1, 1, 1])
    }

    func testTheDumpShowsShadowsTurnsDepthAndThePerspectiveOfA3DView() throws {
        let transition = try XCTUnwrap(lowered(spec(
            start: "{ shadow: { opacity: 0.25, radius: 8 }, rotationY: -179, depth: 20 }", phase: "  perspective: 800")))
        let dump = TransitionDump.render(transition)
        XCTAssertTrue(dump.contains("  to: { shadow [0.25, 8, 0, 0, 0, 0, 0], rotationY -179, depth 20 } -> { shadow [0, 8, 0, 0, 0, 0, 0] }, perspective 800\n"), dump)
        XCTAssertTrue(dump.contains("  from: resting -> resting\n"), "a flat view's motion names no perspective:\n\(dump)")
    }

    // MARK: - Mistakes

    func testAShadowWithoutOpacityIsAMissingKeyAtTheMappingWithAnExample() {
        assertDiagnostic(spec(start: "{ shadow: { radius: 3 } }"), rule: "missing_key", line: 7, column: 22,
                         hint: "for example shadow: { opacity: 0.3 }", messageContains: "'shadow' needs 'opacity'")
    }

    func testABadColourIsAnInvalidValueAtTheColour() {
        assertDiagnostic(spec(start: "{ shadow: { opacity: 0.3, color: \"#12345\" } }"), rule: "invalid_value", line: 7, column: 45,
                         hint: "six hexadecimal digits after #, quoted: \"#1A1A2E\"", messageContains: "found '#12345'")
        assertDiagnostic(spec(start: "{ shadow: { opacity: 0.3, color: blue } }"), rule: "invalid_value", line: 7, column: 45,
                         messageContains: "must be \"#RRGGBB\" or one of black, gray, white, found 'blue'")
        assertDiagnostic(spec(start: "{ shadow: { opacity: 0.3, color: grey } }"), rule: "invalid_value", line: 7, column: 45,
                         hint: "did you mean 'gray'?")
    }

    func testAnUnquotedHexColourIsACommentAndTheHintSaysToQuoteIt() {
        // In a block mapping the comment leaves the colour empty.
        assertDiagnostic(spec(start: """

                  shadow:
                    opacity: 0.3
                    color: #1A1A2E
            """), rule: "invalid_value", line: 10, column: 9,
                         hint: "quote a hexadecimal colour: YAML reads an unquoted # as the start of a comment (color: \"#1A1A2E\")",
                         messageContains: "shadow.color is empty")
        // In a flow mapping it hides the closing brace too.
        assertDiagnostic(spec(start: "{ shadow: { opacity: 0.3, color: #1A1A2E } }"), rule: "yaml_syntax", line: 9, column: 8,
                         hint: "a '#' after a space starts a comment, which hides the rest of the line and its closing bracket: quote a value that holds '#', such as a colour (\"#1A1A2E\")")
    }

    func testAHashInsideQuotesOrWithoutASpaceIsNoCommentForTheSyntaxHint() {
        // libyaml reports the unclosed brace; the '#' in quotes and the one glued to a word are not comments.
        let found = assertDiagnostic(spec(start: "{ shadow: { opacity: 0.3, color: \"#1A1A2E\", note: a#b"), rule: "yaml_syntax", line: 9, column: 8)
        XCTAssertEqual(found?.hint, "add the missing '}' (or a ',' between entries)")
    }

    func testNumbersOutOfRangeInAShadowAreReportedAtTheNumber() {
        assertDiagnostic(spec(start: "{ shadow: { opacity: 1.3 } }"), rule: "invalid_value", line: 7, column: 33,
                         messageContains: "shadow.opacity must be between 0 and 1, found 1.3")
        assertDiagnostic(spec(start: "{ shadow: { opacity: 0.3, radius: -2 } }"), rule: "invalid_value", line: 7, column: 46,
                         messageContains: "shadow.radius must be 0 or more, found -2")
        assertDiagnostic(spec(start: "{ shadow: { opacity: 0.3, offset: 4 } }"), rule: "invalid_value", line: 7, column: 46,
                         messageContains: "shadow.offset: expected a pair [x, y], found a number")
        assertDiagnostic(spec(start: "{ shadow: 0.3 }"), rule: "invalid_value", line: 7, column: 22,
                         messageContains: "'shadow': expected a mapping of opacity, radius, offset, color")
    }

    func testAnUnknownKeyInAShadowSuggestsTheNearestOne() {
        assertDiagnostic(spec(start: "{ shadow: { opacity: 0.3, radus: 4 } }"), rule: "unknown_key", line: 7, column: 38,
                         hint: "did you mean 'radius'?", messageContains: "unknown key 'radus' in 'shadow'")
        assertDiagnostic(spec(start: "{ shadow: { opacity: 0.3, blur: 4 } }"), rule: "unknown_key", line: 7, column: 38,
                         messageContains: "unknown key 'blur' in 'shadow'")
    }

    func testAShadowWithAnyMistakeIsDroppedWholeSoNoHalfShadowIsLowered() {
        let result = load(spec(start: "{ shadow: { opacity: 2, radius: 12 }, alpha: 0 }"))
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.count, 1)
        XCTAssertNil(result.transitions.first?.forward.incoming.start[.shadow])
    }

    func testPerspectiveMustBePositive() {
        for (value, message) in [("0", "perspective must be greater than 0, found 0"), ("-500", "perspective must be greater than 0, found -500"),
                                 ("far", "perspective: expected a number, found the string 'far'")] {
            assertDiagnostic(spec(start: "{ rotationY: 30 }", phase: "  perspective: \(value)"), rule: "invalid_value", line: 8, column: 16,
                             messageContains: message)
        }
    }

    func testTurnsAndDepthMustBeNumbers() {
        assertDiagnostic(spec(start: "{ rotationY: left }"), rule: "invalid_value", line: 7, column: 25, messageContains: "rotationY")
        assertDiagnostic(spec(start: "{ depth: [0, 1] }"), rule: "invalid_value", line: 7, column: 21, messageContains: "depth")
        assertDiagnostic(spec(start: "{ rotationZ: 30 }"), rule: "unknown_key", line: 7, column: 14, hint: "did you mean 'rotation'?")
    }
}
