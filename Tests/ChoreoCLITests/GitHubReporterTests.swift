import ChoreoCLI
import ChoreoSpec
import ChoreoYAML
import XCTest

/// The workflow-command format ends a property at `,` and the properties at `::`, and the runner
/// unescapes exactly `%25`, `%0D`, `%0A` (and `%3A`, `%2C` in properties).
final class GitHubReporterTests: XCTestCase {
    func testMessageEscapesPercentCarriageReturnAndLineFeedOnly() {
        XCTAssertEqual(GitHubReporter.escapeData("100%: a,b\r\nc"), "100%25: a,b%0D%0Ac")
    }

    func testPropertyValuesAlsoEscapeColonAndComma() {
        XCTAssertEqual(GitHubReporter.escapeProperty("a:b,c%d\ne"), "a%3Ab%2Cc%25d%0Ae")
    }

    func testAnAwkwardPathAndMessageProduceOneWellFormedCommand() {
        let diagnostic = Diagnostic(
            severity: .warning, ruleID: "duration_out_of_range", message: "50% slower:\nmuch, much slower",
            file: "Specs/a,b: 100%.transition.yaml",
            range: SourceRange(start: SourceLocation(line: 2, column: 3), end: SourceLocation(line: 2, column: 9)))
        let context = ReportContext(rules: [], baseDirectory: "/repo", filesLinted: 1)
        let output = GitHubReporter().report([diagnostic], context: context)
        XCTAssertEqual(
            output,
            "::warning file=Specs/a%2Cb%3A 100%25.transition.yaml,line=2,col=3,endLine=2,endColumn=9,"
                + "title=duration_out_of_range::50%25 slower:%0Amuch, much slower\n")
        XCTAssertEqual(output.filter { $0 == "\n" }.count, 1, "one finding must stay one line")
    }

    func testNotesBecomeNoticesAndAbsolutePathsInsideTheBaseBecomeRelative() {
        let diagnostic = Diagnostic(
            severity: .note, ruleID: "some_rule", message: "m", file: "/repo/Specs/x.transition.yaml",
            range: SourceRange(start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: 3, column: 2)))
        let output = GitHubReporter().report([diagnostic], context: ReportContext(rules: [], baseDirectory: "/repo", filesLinted: 1))
        XCTAssertEqual(output, "::notice file=Specs/x.transition.yaml,line=1,col=1,endLine=3,title=some_rule::m\n")
    }
}
