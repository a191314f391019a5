import ChoreoYAML
import XCTest

/// How a byte stream becomes documents.
final class StreamTests: XCTestCase {
    func testAnEmptyFileHasNoDocuments() {
        XCTAssertEqual(readDocuments("").count, 0)
    }

    func testAFileOfOnlyCommentsAndBlankLinesHasNoDocuments() {
        XCTAssertEqual(readDocuments("# nothing here yet\n\n   \n# still nothing\n").count, 0)
    }

    func testAByteOrderMarkAloneIsAnEmptyStream() {
        XCTAssertEqual(YAMLStream.readAll(bytes: [0xEF, 0xBB, 0xBF]).count, 0)
    }

    func testSeveralDocumentsComeOutInOrder() {
        let documents = readDocuments("transition: A\n---\ntransition: B\n---\ntransition: C\n")
        XCTAssertEqual(documents.compactMap { $0.root?["transition"]?.scalar?.text }, ["A", "B", "C"])
    }

    func testIteratingTwiceReadsTheStreamAgain() {
        let stream = YAMLStream(bytes: Array("a: 1\n---\nb: 2\n".utf8))
        XCTAssertEqual(Array(stream).count, 2)
        XCTAssertEqual(Array(stream).count, 2)
    }

    func testStoppingEarlyReleasesTheParser() {
        // Each abandoned iterator must free libyaml's parser; run enough of them that a leak would
        // show under a leak checker, and that nothing crashes.
        let stream = YAMLStream(bytes: Array("a: 1\n---\nb: 2\n".utf8))
        for _ in 0..<1_000 {
            var iterator = stream.makeIterator()
            XCTAssertNotNil(iterator.next())
        }
    }

    func testWindowsLineEndingsCountAsOneLineBreak() throws {
        let root = try XCTUnwrap(readRoot("a: 1\r\nb: 2\r\n"))
        XCTAssertEqual(span(root["b"]), "2:4-2:5")
        XCTAssertEqual(root["b"]?.range.start.offset, 9)
    }
}
