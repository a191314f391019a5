import ChoreoSpec
import XCTest

/// Each kind of decoding mistake: rule id, severity, exact line and column, and the hint.
final class SpecDecoderTests: XCTestCase {
    func testUnknownKeySuggestsTheClosestKey() {
        let yaml = """
            transition: CardPop
            kind: modal
            present:
              spring:
                dampning: 0.7
            """
        assertDiagnostic(yaml, rule: "unknown_key", line: 5, column: 5, hint: "did you mean 'damping'?",
                         messageContains: "'dampning'")
    }

    func testUnknownKeyWithoutANearMissListsTheValidKeys() {
        let yaml = """
            transition: CardPop
            kind: modal
            presentation: { colour: red }
            """
        assertDiagnostic(yaml, rule: "unknown_key", line: 3, column: 17, hint: "expected one of style, delegate, container, sheet")
    }

    func testAPhaseOfAnotherKindIsAnUnknownKeyNamingTheRightPhases() {
        let yaml = """
            transition: CardPop
            kind: modal
            present: { effect: fade }
            push: { effect: push }
            """
        assertDiagnostic(yaml, rule: "unknown_key", line: 4, column: 1,
                         hint: "a modal transition's phases are 'present' and 'dismiss'; did you mean 'present'?",
                         messageContains: "'push' is not a phase of a modal transition")
    }

    func testAnInteractionForAPhaseOfAnotherKindIsAnUnknownKey() {
        let yaml = """
            transition: Nav
            kind: navigation
            push: { effect: push }
            pop: reverse
            interactive:
              dismiss: { gesture: pan }
            """
        assertDiagnostic(yaml, rule: "unknown_key", line: 6, column: 3,
                         hint: "a navigation transition's phases are 'push' and 'pop'; did you mean 'pop'?")
    }

    func testPresentationInANavigationSpecIsAnUnknownKey() {
        let yaml = """
            transition: Nav
            kind: navigation
            presentation: { style: custom }
            push: { effect: push }
            """
        assertDiagnostic(yaml, rule: "unknown_key", line: 3, column: 1, messageContains: "navigation")
    }

    func testWrongTypeSaysWhatWasExpectedAndFound() {
        let yaml = """
            transition: CardPop
            kind: modal
            present:
              duration: { seconds: 1 }
            """
        assertDiagnostic(yaml, rule: "invalid_value", line: 4, column: 13,
                         messageContains: "duration: expected a number, found a mapping")
    }

    func testAQuotedNumberIsAStringWithAHintToUnquote() {
        let yaml = """
            transition: CardPop
            kind: modal
            present:
              duration: "0.4"
            """
        assertDiagnostic(yaml, rule: "invalid_value", line: 4, column: 13,
                         hint: "remove the quotes: a quoted value is a string",
                         messageContains: "expected a number, found the string '0.4'")
    }

    func testEnumerationValueListsTheAllowedValuesAndSuggests() {
        let yaml = """
            transition: CardPop
            kind: modal
            present:
              effect: slide
              direction: fromRigth
            """
        assertDiagnostic(yaml, rule: "invalid_value", line: 5, column: 14, hint: "did you mean 'fromRight'?",
                         messageContains: "expected one of fromRight, fromLeft, fromTop, fromBottom, fromLeading, fromTrailing")
    }

    func testInvalidKindListsTheKinds() {
        let yaml = """
            transition: CardPop
            kind: modl
            """
        assertDiagnostic(yaml, rule: "invalid_value", line: 2, column: 7, hint: "did you mean 'modal'?",
                         messageContains: "expected one of modal, navigation, segue")
    }

    func testNumbersOutOfRangeAreReportedAtTheValue() {
        let cases: [(String, Int, Int, String)] = [
            ("  duration: 0", 4, 13, "duration must be greater than 0 and at most 5 (seconds), found 0"),
            ("  delay: -0.1", 4, 10, "delay must be 0 or more"),
            ("  to: { start: { alpha: 1.5 } }", 4, 25, "alpha must be between 0 and 1"),
            ("  from: { end: { dim: -1 } }", 4, 23, "dim must be between 0 and 1"),
            ("  to: { start: { scale: 0 } }", 4, 25, "scale must be greater than 0"),
            ("  to: { start: { scale: [1, -2] } }", 4, 29, "scale sy must be greater than 0"),
            ("  spring: { damping: 0 }", 4, 22, "spring damping must be greater than 0"),
            ("  spring: { bounce: 1 }", 4, 21, "spring bounce must be greater than -1 and less than 1"),
            ("  spring: { stiffness: -5, damping: 3 }", 4, 24, "spring stiffness must be greater than 0"),
            ("  curve: [1.2, 0, 0.5, 1]", 4, 11, "curve x1 must be between 0 and 1"),
            ("  curve: [0.2, 0, 0.5, 1, 3]", 4, 10, "a bezier curve has 4 numbers"),
            ("  to: { start: { offset: [1] } }", 4, 26, "offset takes 2 numbers [x, y], found 1"),
            ("  to: { start: { cornerRadius: -4 } }", 4, 32, "cornerRadius must be 0 or more"),
            ("  duration: .inf", 4, 13, "duration must be a finite number"),
        ]
        for (line, expectedLine, column, message) in cases {
            let yaml = "transition: CardPop\nkind: modal\npresent:\n\(line)\n"
            assertDiagnostic(yaml, rule: "invalid_value", line: expectedLine, column: column, messageContains: message)
        }
    }

    func testInteractionThresholdsAreRangeChecked() {
        let yaml = """
            transition: CardPop
            kind: modal
            present: { effect: fade }
            dismiss: reverse
            interactive:
              dismiss: { finishAt: 2 }
            """
        assertDiagnostic(yaml, rule: "invalid_value", line: 6, column: 24, messageContains: "finishAt must be between 0 and 1")
    }

    func testMixedSpringFormsAreReportedAtTheFirstKeyOfTheSecondForm() {
        let yaml = """
            transition: CardPop
            kind: modal
            present:
              spring:
                damping: 0.7
                bounce: 0.3
            """
        let found = assertDiagnostic(yaml, rule: "invalid_value", line: 6, column: 5,
                                     messageContains: "'bounce' belongs to the duration-and-bounce spring form")
        XCTAssertEqual(found?.related.first?.location.line, 5)
    }

    func testAnIncompleteSpringFormIsReportedAtTheSpring() {
        let yaml = """
            transition: CardPop
            kind: modal
            present:
              spring: { response: 0.5 }
            """
        assertDiagnostic(yaml, rule: "invalid_value", line: 4, column: 11, hint: "the form is { response, dampingRatio, velocity }",
                         messageContains: "needs 'dampingRatio'")
    }

    func testCurveAndSpringTogetherAreReported() {
        let yaml = """
            transition: CardPop
            kind: modal
            present:
              curve: easeIn
              spring: { bounce: 0.2 }
            """
        assertDiagnostic(yaml, rule: "invalid_value", line: 5, column: 3, messageContains: "either a 'curve' or a 'spring'")
    }

    func testAPhaseThatIsNeitherReverseNorAMappingSuggestsReverse() {
        let yaml = """
            transition: CardPop
            kind: modal
            present: { effect: fade }
            dismiss: revers
            """
        assertDiagnostic(yaml, rule: "invalid_value", line: 4, column: 10, hint: "did you mean 'reverse'?")
    }

    func testInvalidTransitionNames() {
        let cases: [(String, String, String?)] = [
            ("\"\"", "it is empty", nil),
            ("3DFlip", "it starts with a digit", nil),
            ("card pop", "it contains spaces", "did you mean 'CardPop'?"),
            ("Card-Pop", "'-' cannot appear in a Swift identifier", "did you mean 'CardPop'?"),
            ("cardPop", "does not start with an uppercase letter", "did you mean 'CardPop'?"),
            ("Self", "has a special meaning in Swift types", "did you mean 'SelfTransition'?"),
            ("Any", "has a special meaning in Swift types", "did you mean 'AnyTransition'?"),
            ("Type", "has a special meaning in Swift types", "did you mean 'TypeTransition'?"),
            ("Protocol", "has a special meaning in Swift types", "did you mean 'ProtocolTransition'?"),
            ("class", "'class' is a Swift keyword", "did you mean 'ClassTransition'?"),
        ]
        for (name, reason, hint) in cases {
            let yaml = "kind: modal\ntransition: \(name)\npresent: { effect: fade }\n"
            let found = assertDiagnostic(yaml, rule: "invalid_identifier", line: 2, column: 13, hint: hint, messageContains: reason)
            if hint == nil, let found { XCTAssertNotNil(found.hint, name) }
        }
    }

    func testAValidTransitionNameIsAccepted() {
        XCTAssertEqual(load("transition: CardPop2_Alt\nkind: modal\npresent: { effect: fade }\n").diagnostics.map(describe), [])
    }

    func testYAML11BooleansWarnWhereverTheyAppear() {
        let yaml = """
            transition: CardPop
            kind: modal
            present: { effect: fade }
            lint:
              disable: [off, yes]
            reduceMotion: off
            """
        // Not at reduceMotion, which takes words: its invalid_value error says what to write.
        let warnings = load(yaml).diagnostics.filter { $0.ruleID == "yaml11_ambiguous_scalar" }
        XCTAssertEqual(warnings.map { "\($0.location.line):\($0.location.column)" }, ["5:13", "5:18"])
        XCTAssertEqual(warnings.map(\.severity), [.warning, .warning])
        XCTAssertEqual(warnings.first?.hint, "quote it (\"off\") if you mean the word, or write false for a boolean")
        XCTAssertEqual(warnings.first?.message, "'off' is the string \"off\" in YAML 1.2 but the boolean false in YAML 1.1")
    }

    func testQuotedYAML11WordsAreFine() {
        let yaml = "transition: CardPop\nkind: modal\npresent: { effect: fade }\nlint: { disable: [\"no\", 'on'] }\n"
        XCTAssertEqual(load(yaml).diagnostics.filter { $0.ruleID == "yaml11_ambiguous_scalar" }.count, 0)
    }

    func testYAML11NumbersWarn() {
        let yaml = "transition: CardPop\nkind: modal\npresent:\n  duration: 0777\n"
        assertDiagnostic(yaml, rule: "yaml11_ambiguous_scalar", severity: .warning, line: 4, column: 13,
                         messageContains: "the number 777 in YAML 1.2 but the octal number 511 in YAML 1.1")
    }

    func testDuplicateKeysPointAtTheRepeatAndTheFirst() {
        let yaml = """
            transition: CardPop
            kind: modal
            present:
              duration: 0.3
              duration: 0.4
            """
        let found = assertDiagnostic(yaml, rule: "duplicate_key", line: 5, column: 3)
        XCTAssertEqual(found?.related.first?.location.line, 4)
        XCTAssertEqual(found?.related.first?.location.column, 3)
    }

    func testSyntaxErrorsBecomeYAMLSyntaxDiagnostics() {
        let yaml = "transition: CardPop\nkind: modal\npresent: [fade\n"
        let result = load(yaml)
        let syntax = result.diagnostics.filter { $0.ruleID == "yaml_syntax" }
        XCTAssertEqual(syntax.count, 1, "\(result.diagnostics.map(describe))")
        XCTAssertEqual(syntax.first?.severity, .error)
        XCTAssertEqual(syntax.first?.related.first?.location.line, 3)
        XCTAssertEqual(syntax.first?.related.first?.location.column, 10)
        XCTAssertTrue(result.transitions.isEmpty)
    }

    func testMissingTransitionAndKindAreReportedAtTheDocumentStart() {
        let yaml = "# a comment\npresent: { effect: fade }\n"
        let result = load(yaml)
        let missing = result.diagnostics.filter { $0.ruleID == "missing_key" }
        XCTAssertEqual(missing.map(\.message), ["missing required key 'transition'", "missing required key 'kind'"])
        for diagnostic in missing {
            XCTAssertEqual(diagnostic.location.line, 2, describe(diagnostic))
            XCTAssertEqual(diagnostic.location.column, 1, describe(diagnostic))
            XCTAssertNotNil(diagnostic.hint)
        }
    }

    func testAMissingForwardPhaseIsAMissingKey() {
        let result = load("transition: CardPop\nkind: modal\ndismiss: { effect: fade }\n")
        XCTAssertEqual(result.diagnostics.map(describe),
                       ["1:1 error missing_key: a modal transition needs a 'present' phase [add 'present:' with an effect, for example 'present: { effect: fade }']"])
        XCTAssertTrue(result.transitions.isEmpty)
    }

    func testAFileWithSeveralMistakesReportsAllOfThemInSourceOrder() {
        let yaml = """
            transition: card pop
            kind: modal
            presentation:
              style: costom
            present:
              effect: zoom
              duraton: 0.4
              spring: { damping: 0.7, dampingRatio: 0.5 }
              to:
                start: { alpha: 2 }
            dismiss: reverse
            reduceMotion: no
            """
        let result = load(yaml)
        XCTAssertEqual(result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }, [
            "1:13 invalid_identifier",
            "4:10 invalid_value",
            "7:3 unknown_key",
            "8:27 invalid_value",
            "10:21 invalid_value",
            "12:15 invalid_value",
        ])
        XCTAssertEqual(result.transitions.count, 1, "a spec with mistakes still lowers as far as it can")
    }

    func testWrongRootTypeIsReported() {
        assertDiagnostic("- transition: CardPop\n", rule: "invalid_value", line: 1, column: 1,
                         messageContains: "expected a mapping of spec keys")
    }

    func testDecodedValuesKeepTheirLocations() {
        let yaml = "transition: CardPop\nkind: modal\npresent:\n  duration: 0.4\n"
        let spec = load(yaml).transitions.first?.spec
        let duration = spec?.phase(.present)?.value.duration
        XCTAssertEqual(duration?.value, 0.4)
        XCTAssertEqual(duration?.range.start.line, 4)
        XCTAssertEqual(duration?.range.start.column, 13)
        XCTAssertEqual(duration?.keyRange?.start.column, 3)
        XCTAssertEqual(spec?.transition?.range.start.column, 13)
    }
}
