import ChoreoYAML
import XCTest

/// libyaml's errors arrive as `.syntax` issues at libyaml's mark, in plain words.
final class SyntaxErrorTests: XCTestCase {
    private func onlyIssue(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> YAMLIssue {
        let issues = allIssues(readDocuments(text))
        XCTAssertEqual(issues.count, 1, "\(issues)", file: file, line: line)
        return try XCTUnwrap(issues.first, file: file, line: line)
    }

    func testATabIndentingAKeyIsReportedAtTheTab() throws {
        let issue = try onlyIssue("present:\n\tduration: 0.4\n")
        XCTAssertEqual(issue.kind, .syntax)
        XCTAssertEqual(issue.location.description, "2:1")
        XCTAssertTrue(issue.message.contains("tabs cannot indent YAML"), issue.message)
        XCTAssertNotNil(issue.hint)
    }

    func testATabIndentingABlockScalarIsReportedAsATab() throws {
        let issue = try onlyIssue("note: |\n  one\n\ttwo\n")
        XCTAssertEqual(issue.kind, .syntax)
        XCTAssertEqual(issue.location.description, "3:1")
        XCTAssertTrue(issue.message.contains("tab"), issue.message)
    }

    func testAKeyIndentedLessThanItsSiblingsPointsAtTheLineAndTheEntryItIsUnder() throws {
        let issue = try onlyIssue("present:\n  duration: 0.4\n delay: 0\n")
        XCTAssertEqual(issue.kind, .syntax)
        XCTAssertEqual(issue.location.description, "3:2")
        XCTAssertTrue(issue.message.contains("does not continue the mapping"), issue.message)
        XCTAssertEqual(issue.contextLocation?.description, "1:1")
        XCTAssertEqual(issue.contextMessage, "'present' starts here; its keys are at column 3, this line at column 2")
    }

    /// libyaml's own note is the top of the file (1:1), the outermost mapping: the note names the
    /// entry the line is under instead.
    func testTheNoteOfAnIndentationErrorIsTheEntryThatEnclosesTheLineNotTheFilesFirstLine() throws {
        let spec = "transition: Card\nkind: modal\npresent:\n    effect: fade\n\n  # the phase's length\n  duration: 0.3\ndismiss: reverse\n"
        let issue = try onlyIssue(spec)
        XCTAssertEqual(issue.location.description, "7:3")
        XCTAssertEqual(issue.contextLocation?.description, "3:1")
        XCTAssertEqual(issue.contextMessage, "'present' starts here; its keys are at column 5, this line at column 3")
        let nested = try onlyIssue("present:\n  to:\n    start: { alpha: 0 }\n   end: { alpha: 1 }\n")
        XCTAssertEqual(nested.location.description, "4:4")
        XCTAssertEqual(nested.contextLocation?.description, "2:3")
        XCTAssertEqual(nested.contextMessage, "'to' starts here; its keys are at column 5, this line at column 4")
    }

    func testAKeyIndentedMoreThanItsSiblingsIsAColonOutOfPlace() throws {
        let issue = try onlyIssue("duration: 0.4\n  delay: 0\n")
        XCTAssertEqual(issue.kind, .syntax)
        XCTAssertEqual(issue.location.description, "2:8")
        XCTAssertTrue(issue.message.hasPrefix("a ':' here starts a mapping value where none is allowed"), issue.message)
    }

    func testAnUnclosedBracketReportsWhereLibyamlGaveUpAndWhereTheBracketOpened() throws {
        let issue = try onlyIssue("curve: [0.2, 1, 0.3, 1\nduration: 0.4\n")
        XCTAssertEqual(issue.kind, .syntax)
        XCTAssertEqual(issue.location.description, "2:9")
        XCTAssertEqual(issue.contextLocation?.description, "1:8")
        XCTAssertEqual(issue.contextMessage, "the '[' opened here")
        XCTAssertTrue(issue.message.contains("'[' list is not closed"), issue.message)
    }

    func testAnUnclosedBraceReportsBothMarks() throws {
        let issue = try onlyIssue("to:\n  start: { scale: 0.1\n")
        XCTAssertEqual(issue.kind, .syntax)
        XCTAssertEqual(issue.location.description, "3:1")
        XCTAssertEqual(issue.contextLocation?.description, "2:10")
        XCTAssertEqual(issue.contextMessage, "the '{' opened here")
        XCTAssertTrue(issue.message.contains("'{' mapping is not closed"), issue.message)
    }

    func testAnUnclosedQuoteSaysTheClosingQuoteIsMissing() throws {
        let issue = try onlyIssue("transition: \"CardPop\n")
        XCTAssertEqual(issue.kind, .syntax)
        XCTAssertEqual(issue.location.description, "2:1")
        XCTAssertEqual(issue.contextLocation?.description, "1:13")
        XCTAssertTrue(issue.message.contains("closing quote is missing"), issue.message)
    }

    func testAReservedCharacterAtTheStartOfAValueAsksForQuotes() throws {
        let issue = try onlyIssue("transition: @Card\n")
        XCTAssertEqual(issue.location.description, "1:13")
        XCTAssertTrue(issue.message.contains("'@' is reserved"), issue.message)
        XCTAssertEqual(issue.hint, "put the value in quotes")
    }

    func testAnErrorInTheThirdDocumentKeepsTheFirstTwo() throws {
        let documents = readDocuments("transition: A\n---\ntransition: B\n---\ntransition: [C\n")
        XCTAssertEqual(documents.count, 3)
        XCTAssertEqual(documents[0].root?["transition"]?.scalar?.text, "A")
        XCTAssertEqual(documents[0].issues, [])
        XCTAssertEqual(documents[1].root?["transition"]?.scalar?.text, "B")
        XCTAssertEqual(documents[1].issues, [])
        XCTAssertNil(documents[2].root)
        XCTAssertEqual(documents[2].issues.map(\.kind), [.syntax])
        XCTAssertEqual(documents[2].issues.first?.location.description, "6:1")
        XCTAssertEqual(documents[2].issues.first?.contextLocation?.description, "5:13")
        XCTAssertEqual(documents[2].range.start.description, "4:1")
    }

    func testReadingStopsAtTheFirstSyntaxError() {
        let documents = readDocuments("a: [\n---\nb: 1\n---\nc: 2\n")
        XCTAssertEqual(documents.count, 1)
        XCTAssertEqual(documents.first?.issues.map(\.kind), [.syntax])
    }

    func testAMessageLibyamlDoesNotExplainPassesThroughUnchanged() throws {
        // libyaml's "found duplicate %YAML directive" is already clear; the table rewords it, but
        // any message missing from the table must still reach the user rather than vanish.
        let issue = try onlyIssue("%YAML 1.2\n%YAML 1.2\n---\na\n")
        XCTAssertEqual(issue.kind, .syntax)
        XCTAssertEqual(issue.location.description, "2:1")
        XCTAssertFalse(issue.message.isEmpty)
    }

    /// An unquoted hexadecimal colour in `{ … }` or `[ … ]` is a comment that hides the closing
    /// bracket; a real comment inside a bracket that closes on a later line is not that mistake.
    func testACommentThatHidesTheClosingBracketSaysToQuoteTheValue() throws {
        let quoteIt = "a '#' after a space starts a comment, which hides the rest of the line and its closing bracket: quote a value that holds '#', such as a colour (\"#1A1A2E\")"
        let unclosed = "add the missing '}' (or a ',' between entries)"
        XCTAssertEqual(try onlyIssue("shadow: { opacity: 0.3, color: #1A1A2E }\nalpha: 0\n").hint, quoteIt)
        XCTAssertEqual(try onlyIssue("colors: [black, #1A1A2E]\nalpha: 0\n").hint, quoteIt)
        XCTAssertEqual(try onlyIssue("shadow: { opacity: 0.3,\n  color: #1A1A2E }\nalpha: 0\n").hint, quoteIt)
        // A comment that hides no closing bracket, a '#' in quotes or glued to a word: libyaml's reading stands.
        XCTAssertEqual(try onlyIssue("shadow: { opacity: 0.3 # soft\nalpha: 0\n").hint, unclosed)
        XCTAssertEqual(try onlyIssue("shadow: { opacity: 0.3, note: \"# }\"\nalpha: 0\n").hint, unclosed)
        XCTAssertEqual(try onlyIssue("shadow: { opacity: 0.3, tag: a#b\nalpha: 0\n").hint, unclosed)
    }
}
