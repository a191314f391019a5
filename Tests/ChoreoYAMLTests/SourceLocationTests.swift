import ChoreoYAML
import XCTest

/// Every node knows where it starts and ends, 1-based, columns in characters.
final class SourceLocationTests: XCTestCase {
    func testPlainScalarsInABlockMappingHaveExactRanges() throws {
        let root = try XCTUnwrap(readRoot("transition: CardPop\nkind: modal\n"))
        let entries = try XCTUnwrap(root.mapping)
        XCTAssertEqual(entries.count, 2)
        XCTAssertEqual(span(entries[0].key), "1:1-1:11")
        XCTAssertEqual(span(entries[0].value), "1:13-1:20")
        XCTAssertEqual(span(entries[1].key), "2:1-2:5")
        XCTAssertEqual(span(entries[1].value), "2:7-2:12")
        XCTAssertEqual(entries[1].value.range.start.offset, 26)
    }

    func testABlockMappingEndsWhereItsLastValueEnds() throws {
        let root = try XCTUnwrap(readRoot("present:\n  duration: 0.4\n  delay: 0\n\n# done\n"))
        XCTAssertEqual(span(root), "1:1-3:11")
        XCTAssertEqual(span(root["present"]), "2:3-3:11")
    }

    func testFlowCollectionsEndAfterTheirClosingBracket() throws {
        let root = try XCTUnwrap(readRoot("curve: [0.2, 1, 0.3, 1]\nstart: { scale: 0.1 }\n"))
        XCTAssertEqual(span(root["curve"]), "1:8-1:24")
        XCTAssertEqual(span(root["curve"]?[1]), "1:14-1:15")
        XCTAssertEqual(span(root["start"]), "2:8-2:22")
        XCTAssertEqual(span(root["start"]?["scale"]), "2:17-2:20")
    }

    func testBlockSequenceItemsAndTheSequenceHaveExactRanges() throws {
        let root = try XCTUnwrap(readRoot("disable:\n  - a\n  - bb\n"))
        let list = try XCTUnwrap(root["disable"])
        XCTAssertEqual(span(list), "2:3-3:7")
        XCTAssertEqual(span(list[0]), "2:5-2:6")
        XCTAssertEqual(span(list[1]), "3:5-3:7")
    }

    func testMultiLineScalarsSpanTheirLines() throws {
        let root = try XCTUnwrap(readRoot("note: |\n  one\n  two\nplain: a\n  b\nquoted: \"x\n  y\"\n"))
        XCTAssertEqual(root["note"]?.scalar, Scalar(text: "one\ntwo\n", style: .literal))
        XCTAssertEqual(span(root["note"]), "1:7-4:1")
        XCTAssertEqual(root["plain"]?.scalar, Scalar(text: "a b", style: .plain))
        XCTAssertEqual(span(root["plain"]), "4:8-5:4")
        XCTAssertEqual(root["quoted"]?.scalar, Scalar(text: "x y", style: .doubleQuoted))
        XCTAssertEqual(span(root["quoted"]), "6:9-7:5")
    }

    func testColumnsCountCharactersNotBytesWhileOffsetsCountBytes() throws {
        let root = try XCTUnwrap(readRoot("é: ü\nnext: x\n"))
        XCTAssertEqual(span(root["é"]), "1:4-1:5")
        XCTAssertEqual(root["é"]?.range.start.offset, 4)
        XCTAssertEqual(root["next"]?.range.start.offset, 13)
        XCTAssertEqual(span(root["next"]), "2:7-2:8")
    }

    func testADocumentAfterAnExplicitStartIsLocatedFromTheMarker() throws {
        let documents = readDocuments("# header\n---\na: 1\n")
        XCTAssertEqual(documents.count, 1)
        let document = try XCTUnwrap(documents.first)
        XCTAssertEqual(document.range.start.description, "2:1")
        XCTAssertEqual(span(document.root?["a"]), "3:4-3:5")
    }

    func testEachDocumentOfAStreamKeepsItsOwnLocations() {
        let documents = readDocuments("a: 1\n---\nb: 2\n...\n---\n- c\n")
        XCTAssertEqual(documents.count, 3)
        XCTAssertEqual(span(documents[0].root?["a"]), "1:4-1:5")
        XCTAssertEqual(span(documents[1].root?["b"]), "3:4-3:5")
        XCTAssertEqual(documents[1].range.description, "2:1-4:4")
        XCTAssertEqual(span(documents[2].root?[0]), "6:3-6:4")
        XCTAssertEqual(allIssues(documents), [])
    }

    func testAUTF8ByteOrderMarkShiftsOffsetsButNotColumns() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: é\nb: c\n".utf8)
        let documents = YAMLStream.readAll(bytes: bytes)
        XCTAssertEqual(documents.count, 1)
        XCTAssertEqual(documents.first?.issues, [])
        let root = try XCTUnwrap(documents.first?.root)
        XCTAssertEqual(span(root.mapping?.first?.key), "1:1-1:2")
        XCTAssertEqual(root.mapping?.first?.key.range.start.offset, 3)
        XCTAssertEqual(span(root["a"]), "1:4-1:5")
        XCTAssertEqual(span(root["b"]), "2:4-2:5")
        XCTAssertEqual(root["b"]?.range.start.offset, 3 + 9)
    }
}
