import ChoreoCLI
import XCTest

/// Every reporter over the same fixed findings, pinned byte for byte.
final class ReporterGoldenTests: XCTestCase {
    func testXcodeReporterMatchesItsGoldenFile() {
        let output = XcodeReporter().report(ReporterFixtures.diagnostics, context: ReporterFixtures.context())
        GoldenFile.assert(output, matches: "reporters/xcode.txt")
    }

    func testXcodeReporterWithColourMatchesItsGoldenFile() {
        let output = XcodeReporter().report(ReporterFixtures.diagnostics, context: ReporterFixtures.context(colour: true))
        GoldenFile.assert(output, matches: "reporters/xcode-colour.txt")
    }

    func testHumanReporterShowsTheSourceLineWithACaretAndMatchesItsGoldenFile() {
        var context = ReporterFixtures.context()
        context.sourceText = { file in ReporterFixtures.sources[file].map { Array($0.utf8) } }
        GoldenFile.assert(HumanReporter().report(ReporterFixtures.diagnostics, context: context), matches: "reporters/human.txt")
        context.colour = true
        GoldenFile.assert(HumanReporter().report(ReporterFixtures.diagnostics, context: context), matches: "reporters/human-colour.txt")
    }

    func testJSONReporterMatchesItsGoldenFile() {
        let output = JSONReporter().report(ReporterFixtures.diagnostics, context: ReporterFixtures.context())
        GoldenFile.assert(output, matches: "reporters/json.json")
    }

    func testSARIFReporterMatchesItsGoldenFile() {
        let output = SARIFReporter().report(ReporterFixtures.diagnostics, context: ReporterFixtures.context())
        GoldenFile.assert(output, matches: "reporters/sarif.sarif")
    }

    func testGitHubReporterMatchesItsGoldenFile() {
        let output = GitHubReporter().report(ReporterFixtures.diagnostics, context: ReporterFixtures.context())
        GoldenFile.assert(output, matches: "reporters/github.txt")
    }

    func testReportersPrintNothingForNoFindingsExceptStructuredFormats() {
        let context = ReporterFixtures.context()
        XCTAssertEqual(XcodeReporter().report([], context: context), "")
        XCTAssertEqual(HumanReporter().report([], context: context), "")
        XCTAssertEqual(GitHubReporter().report([], context: context), "")
        XCTAssertTrue(JSONReporter().report([], context: context).contains("\"diagnostics\": []"))
        XCTAssertTrue(SARIFReporter().report([], context: context).contains("\"results\": []"))
    }
}
