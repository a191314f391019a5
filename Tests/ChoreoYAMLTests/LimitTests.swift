import ChoreoYAML
import XCTest

/// Depth and size limits end reading with a diagnostic, quickly.
final class LimitTests: XCTestCase {
    func testTheDefaultLimitsAreTheDocumentedOnes() {
        XCTAssertEqual(YAMLLimits.default.maxDepth, 64)
        XCTAssertEqual(YAMLLimits.default.maxBytes, 16 * 1024 * 1024)
        XCTAssertEqual(YAMLLimits.default.maxAliasExpansion, 100_000)
    }

    func testNestingUpToTheLimitIsReadAndOneMoreIsReportedAtThatNode() throws {
        let limits = YAMLLimits(maxDepth: 3, maxBytes: 1 << 20, maxAliasExpansion: 10)
        XCTAssertEqual(allIssues(YAMLStream.readAll(bytes: Array("a: {b: [c]}\n".utf8), limits: limits)), [])
        let documents = YAMLStream.readAll(bytes: Array("a: {b: [c, {d: 1}]}\n".utf8), limits: limits)
        XCTAssertEqual(documents.count, 1)
        XCTAssertNil(documents.first?.root)
        let issue = try XCTUnwrap(documents.first?.issues.first)
        XCTAssertEqual(issue.kind, .limit)
        XCTAssertEqual(issue.location.description, "1:12")
    }

    /// A million repeated keys must not become a million issues held in memory (issue 12): the
    /// first 100 are kept, the rest counted in one issue of their kind.
    func testADocumentKeepsAHundredIssuesAndCountsTheRest() throws {
        let text = "a: 0\n" + String(repeating: "a: 1\n", count: 5_000)
        let issues = try XCTUnwrap(YAMLStream.readAll(bytes: Array(text.utf8)).first?.issues)
        XCTAssertEqual(issues.count, 101)
        XCTAssertEqual(issues.prefix(100).map(\.omitted), Array(repeating: 0, count: 100))
        let summary = try XCTUnwrap(issues.last)
        XCTAssertEqual(summary.kind, .duplicateKey)
        XCTAssertEqual(summary.omitted, 4_900)
        XCTAssertEqual(summary.location.description, "102:1", "where the first uncounted one is")
    }

    func testTooDeepNestingStopsTheWholeStream() {
        let limits = YAMLLimits(maxDepth: 2, maxBytes: 1 << 20, maxAliasExpansion: 10)
        let documents = YAMLStream.readAll(bytes: Array("a: 1\n---\n[[[x]]]\n---\nb: 2\n".utf8), limits: limits)
        XCTAssertEqual(documents.count, 2)
        XCTAssertEqual(documents[0].issues, [])
        XCTAssertEqual(documents[1].issues.map(\.kind), [.limit])
        XCTAssertEqual(documents[1].issues.first?.location.description, "3:3")
    }

    func testAHundredThousandOpenBracketsAreRejectedQuickly() throws {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        let started = ContinuousClock.now
        let documents = YAMLStream.readAll(bytes: bytes)
        let elapsed = ContinuousClock.now - started
        let issue = try XCTUnwrap(documents.last?.issues.last)
        XCTAssertEqual(issue.kind, .limit)
        XCTAssertEqual(issue.location.description, "1:65")
        XCTAssertLessThan(elapsed, .seconds(1), "a sanity bound; libyaml alone needs about 50 s for this input")
    }

    func testAnOversizeInputIsRejectedBeforeParsingAtTheFirstLine() throws {
        let limits = YAMLLimits(maxDepth: 64, maxBytes: 16, maxAliasExpansion: 10)
        let documents = YAMLStream.readAll(bytes: Array("transition: CardPop\n".utf8), limits: limits)
        XCTAssertEqual(documents.count, 1)
        XCTAssertNil(documents.first?.root)
        let issue = try XCTUnwrap(documents.first?.issues.first)
        XCTAssertEqual(issue.kind, .limit)
        XCTAssertEqual(issue.location.description, "1:1")
        XCTAssertTrue(issue.message.contains("20 bytes"), issue.message)
        XCTAssertEqual(YAMLStream.readAll(bytes: Array("a: 1\n".utf8), limits: limits).first?.issues, [])
    }
}
