import ChoreoYAML
import XCTest

/// A key given twice is reported at the second, pointing back at the first; both entries stay.
final class DuplicateKeyTests: XCTestCase {
    func testARepeatedKeyIsReportedAtBothPlaces() throws {
        let documents = readDocuments("transition: A\nkind: modal\ntransition: B\n")
        let issue = try XCTUnwrap(documents.first?.issues.first)
        XCTAssertEqual(documents.first?.issues.count, 1)
        XCTAssertEqual(issue.kind, .duplicateKey)
        XCTAssertEqual(issue.location.description, "3:1")
        XCTAssertEqual(issue.contextLocation?.description, "1:1")
        XCTAssertEqual(issue.message, "duplicate key 'transition'")
        XCTAssertNotNil(issue.contextMessage)
        XCTAssertNotNil(issue.hint)
    }

    func testBothEntriesStayInTheMappingInSourceOrder() throws {
        let root = try XCTUnwrap(readDocuments("a: 1\nb: 2\na: 3\n").first?.root)
        XCTAssertEqual(root.mapping?.map { "\($0.key.scalar?.text ?? "")=\($0.value.scalar?.text ?? "")" }, ["a=1", "b=2", "a=3"])
    }

    func testAQuotedKeyAndAPlainKeyWithTheSameTextCollide() {
        let issues = allIssues(readDocuments("duration: 1\n\"duration\": 2\n'duration': 3\n"))
        XCTAssertEqual(issues.map(\.kind), [.duplicateKey, .duplicateKey])
        XCTAssertEqual(issues.map(\.location.description), ["2:1", "3:1"])
        XCTAssertEqual(issues.map { $0.contextLocation?.description }, ["1:1", "1:1"])
    }

    func testAPlainNumberAndAQuotedStringAreDifferentKeys() {
        XCTAssertEqual(allIssues(readDocuments("1: a\n\"1\": b\n")), [])
    }

    func testKeysInDifferentMappingsDoNotCollide() {
        XCTAssertEqual(allIssues(readDocuments("to: { scale: 1 }\nfrom: { scale: 1 }\n")), [])
    }

    func testDuplicatesInNestedAndFlowMappingsAreFound() {
        let issues = allIssues(readDocuments("present:\n  to: { alpha: 0, alpha: 1 }\n  duration: 1\n  duration: 2\n"))
        XCTAssertEqual(issues.map(\.location.description), ["2:19", "4:3"])
        XCTAssertEqual(issues.map { $0.contextLocation?.description }, ["2:9", "3:3"])
    }

    func testDuplicatesInALargeMappingAreFoundToo() {
        var text = ""
        for index in 0..<200 { text += "key\(index): \(index)\n" }
        text += "key7: again\n"
        let issues = allIssues(readDocuments(text))
        XCTAssertEqual(issues.map(\.location.description), ["201:1"])
        XCTAssertEqual(issues.first?.contextLocation?.description, "8:1")
    }

    func testEachRepeatPointsAtTheFirstOccurrence() {
        var text = ""
        for index in 0..<20 { text += "k\(index): 0\n" }
        text += "k3: 1\nk3: 2\n"
        let issues = allIssues(readDocuments(text))
        XCTAssertEqual(issues.map(\.location.description), ["21:1", "22:1"])
        XCTAssertEqual(issues.map { $0.contextLocation?.description }, ["4:1", "4:1"])
    }
}
