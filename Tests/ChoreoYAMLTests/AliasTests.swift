import ChoreoYAML
import XCTest

/// Anchors and aliases resolve to copies, under a budget, and never hang.
final class AliasTests: XCTestCase {
    func testAnAliasBecomesACopyOfTheAnchoredNodeLocatedAtTheAlias() throws {
        let root = try XCTUnwrap(readRoot("base: &spring { damping: 0.7, velocity: 0.5 }\nother: *spring\n"))
        let original = try XCTUnwrap(root["base"])
        let copy = try XCTUnwrap(root["other"])
        XCTAssertEqual(copy.content, original.content)
        XCTAssertEqual(span(copy), "2:8-2:15")
        // Inner nodes keep the anchor's locations: that is where their text is.
        XCTAssertEqual(copy["damping"]?.range, original["damping"]?.range)
    }

    func testAnAliasToAnUnknownAnchorIsReportedAtTheAlias() throws {
        let documents = readDocuments("present: &p { duration: 1 }\ndismiss: *q\n")
        let issue = try XCTUnwrap(documents.first?.issues.first)
        XCTAssertEqual(issue.kind, .undefinedAlias)
        XCTAssertEqual(issue.location.description, "2:10")
        XCTAssertTrue(issue.message.contains("*q"), issue.message)
        // The tree keeps its shape, so later stages can still point at `dismiss`.
        XCTAssertEqual(documents.first?.root?["dismiss"]?.scalar?.resolved, .null)
    }

    func testAnAliasUsedBeforeItsAnchorIsUndefined() {
        let issues = allIssues(readDocuments("a: *later\nb: &later 1\n"))
        XCTAssertEqual(issues.map(\.kind), [.undefinedAlias])
        XCTAssertEqual(issues.first?.location.description, "1:4")
    }

    func testAnchorsDoNotCrossDocuments() {
        let documents = readDocuments("a: &x 1\n---\nb: *x\n")
        XCTAssertEqual(documents.count, 2)
        XCTAssertEqual(documents[0].issues, [])
        XCTAssertEqual(documents[1].issues.map(\.kind), [.undefinedAlias])
        XCTAssertEqual(documents[1].issues.first?.location.description, "3:4")
    }

    func testARecursiveAliasIsReportedAndDoesNotHang() throws {
        let documents = readDocuments("loop: &loop\n  next: *loop\n")
        let issue = try XCTUnwrap(documents.first?.issues.first)
        XCTAssertEqual(issue.kind, .undefinedAlias)
        XCTAssertEqual(issue.location.description, "2:9")
        XCTAssertTrue(issue.message.contains("inside"), issue.message)
    }

    /// Nine levels of ten aliases each describe a billion nodes in 600 bytes.
    static let billionLaughs: String = {
        var lines = ["a: &a [" + Array(repeating: "\"lol\"", count: 10).joined(separator: ", ") + "]"]
        let names = Array("abcdefghi").map(String.init)
        for level in 1..<names.count {
            let aliases = Array(repeating: "*" + names[level - 1], count: 10).joined(separator: ", ")
            lines.append("\(names[level]): &\(names[level]) [\(aliases)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    func testABillionLaughsBombIsStoppedAtTheAliasThatExceedsTheBudget() throws {
        let started = ContinuousClock.now
        let documents = readDocuments(Self.billionLaughs)
        let elapsed = ContinuousClock.now - started
        XCTAssertEqual(documents.count, 1)
        XCTAssertNil(documents.first?.root, "the expanded tree must not be built")
        let issue = try XCTUnwrap(documents.first?.issues.first)
        XCTAssertEqual(issue.kind, .limit)
        // Levels b, c, d copy 110 + 1,110 + 11,110 nodes; each alias of level e copies 11,111,
        // so the eighth one passes 100,000: line 5, "e: &e [" plus seven "*d, ".
        XCTAssertEqual(issue.location.description, "5:36")
        XCTAssertTrue(issue.message.contains("100000"), issue.message)
        XCTAssertLessThan(elapsed, .seconds(2), "a sanity bound; it takes milliseconds")
    }

    func testTheAliasBudgetIsPerDocumentAndConfigurable() {
        let text = "a: &a [1, 2, 3]\nb: [*a, *a]\n---\na: &a [1, 2, 3]\nb: [*a, *a]\n"
        let tight = YAMLLimits(maxDepth: 64, maxBytes: 1 << 20, maxAliasExpansion: 7)
        let documents = YAMLStream.readAll(bytes: Array(text.utf8), limits: tight)
        XCTAssertEqual(documents.count, 2)
        XCTAssertEqual(documents.map { $0.issues.map(\.kind) }, [[.limit], [.limit]])
        XCTAssertEqual(documents.map { $0.issues.first?.location.description }, ["2:9", "5:9"])
        let roomy = YAMLLimits(maxDepth: 64, maxBytes: 1 << 20, maxAliasExpansion: 8)
        XCTAssertEqual(allIssues(YAMLStream.readAll(bytes: Array(text.utf8), limits: roomy)), [])
    }
}
