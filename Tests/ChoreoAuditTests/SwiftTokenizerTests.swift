import ChoreoAudit
import XCTest

/// Every string-literal and comment form: nothing inside one may come out as a code token, and
/// every token after one must be where the compiler would see it.
final class SwiftTokenizerTests: XCTestCase {
    private func kindsAndTexts(_ source: String) -> [String] {
        SwiftTokenizer(source).tokens.map { token in
            switch token.kind {
            case .string: return "string(\(token.text))"
            case .identifier: return token.text
            default: return token.text
            }
        }
    }

    func testALineCommentIsNotCodeAndIsKeptForSuppressions() {
        let tokenizer = SwiftTokenizer("a // completeTransition(true)\nb")
        XCTAssertEqual(tokenizer.tokens.map(\.text), ["a", "b"])
        XCTAssertEqual(tokenizer.lineComments.map(\.text), [" completeTransition(true)"])
        XCTAssertEqual(tokenizer.lineComments.first?.location.description, "1:3")
    }

    /// Issue 30, item 9: CR, CR LF and LF each end a line, a `//` comment and a one-line string.
    func testCRAndCRLFEndLinesCommentsAndOneLineStringsAsLFDoes() {
        for end in ["\n", "\r", "\r\n"] {
            let tokenizer = SwiftTokenizer(Array("a // b\(end)c \"d\(end)e\(end)\(end)é f".utf8))
            XCTAssertEqual(tokenizer.tokens.map(\.text), ["a", "c", "\"d", "e", "é", "f"], end.debugDescription)
            XCTAssertEqual(tokenizer.tokens.map(\.location.description), ["1:1", "2:1", "2:3", "3:1", "5:1", "5:3"], end.debugDescription)
            XCTAssertEqual(tokenizer.lineComments.map(\.text), [" b"], end.debugDescription)
        }
    }

    func testBlockCommentsNest() {
        XCTAssertEqual(kindsAndTexts("a /* x /* y */ keyWindow */ b"), ["a", "b"])
    }

    func testAnUnterminatedBlockCommentRunsToTheEnd() {
        XCTAssertEqual(kindsAndTexts("a /* b c"), ["a"])
    }

    func testASingleLineStringIsOneTokenWithEscapedQuotes() {
        XCTAssertEqual(kindsAndTexts(#"let s = "a \"b\" keyWindow" + c"#), ["let", "s", "=", #"string("a \"b\" keyWindow")"#, "+", "c"])
    }

    func testAMultiLineStringIsOneTokenAndLinesCountOnAfterIt() {
        let tokens = SwiftTokenizer("x = \"\"\"\n  \"quoted\" keyWindow\n  \"\"\"\ny").tokens
        XCTAssertEqual(tokens.map(\.kind), [.identifier, .operator, .string, .identifier])
        XCTAssertEqual(tokens.last?.location.description, "4:1")
        XCTAssertEqual(tokens[2].endLine, 3)
    }

    func testRawStringsEndOnlyAtTheirOwnDelimiter() {
        XCTAssertEqual(kindsAndTexts(##"a #"x "quoted" \(no) "#b"##), ["a", ##"string(#"x "quoted" \(no) "#)"##, "b"])
        XCTAssertEqual(kindsAndTexts(###"a ##"x "# y"## b"###), ["a", ###"string(##"x "# y"##)"###, "b"])
    }

    func testARawMultiLineStringIsOneToken() {
        XCTAssertEqual(kindsAndTexts("a #\"\"\"\n\"\"\" not yet\n\"\"\"# b"), ["a", "string(#\"\"\"\n\"\"\" not yet\n\"\"\"#)", "b"])
    }

    func testInterpolationWithNestedParenthesesAndStringsStaysInsideTheLiteral() {
        let source = #"a "x \(f(g("y)"), (1))) z" b"#
        XCTAssertEqual(kindsAndTexts(source), ["a", #"string("x \(f(g("y)"), (1))) z")"#, "b"])
    }

    func testRawInterpolationNeedsItsHashes() {
        XCTAssertEqual(kindsAndTexts(##"a #"\#(x) \(y)"# b"##), ["a", ##"string(#"\#(x) \(y)"#)"##, "b"])
    }

    func testAnExtendedRegexLiteralIsOneToken() {
        XCTAssertEqual(kindsAndTexts("a #/completeTransition\\/(true)/# b"), ["a", "string(#/completeTransition\\/(true)/#)", "b"])
    }

    func testIdentifiersKeywordsNumbersAndBackticks() {
        XCTAssertEqual(kindsAndTexts("let `default` = 0x1F + 1_000.5e-3 + $0"), ["let", "default", "=", "0x1F", "+", "1_000.5e-3", "+", "$0"])
        XCTAssertEqual(SwiftTokenizer("#if DEBUG").tokens.map(\.kind), [.poundDirective, .identifier])
    }

    func testOperatorsAreMaximalRunsAndDotsArePunctuation() {
        XCTAssertEqual(kindsAndTexts("a && !b?.c ..< d == e"), ["a", "&&", "!", "b", "?", ".", "c", "..<", "d", "==", "e"])
        XCTAssertEqual(kindsAndTexts("a+//c\nb"), ["a", "+", "b"])
    }

    func testColumnsCountUnicodeScalarsNotBytes() {
        let tokens = SwiftTokenizer("let é = \"ü\"; keyWindow").tokens
        XCTAssertEqual(tokens.last?.text, "keyWindow")
        XCTAssertEqual(tokens.last?.location.description, "1:14")
        XCTAssertEqual(tokens.last?.location.offset, 15)
    }
}
