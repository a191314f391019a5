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
        XCTAssertEqual(GitHubReporter().report([], context: context), "")
        XCTAssertTrue(JSONReporter().report([], context: context).contains("\"diagnostics\": []"))
        XCTAssertTrue(SARIFReporter().report([], context: context).contains("\"results\": []"))
    }
}
