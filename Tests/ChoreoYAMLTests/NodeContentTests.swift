import ChoreoYAML
import XCTest

/// What the tree holds: styles, tags, order, duplicates kept.
final class NodeContentTests: XCTestCase {
    func testScalarsKeepTheirStyle() throws {
        let root = try XCTUnwrap(readRoot("- plain\n- 'single'\n- \"double\"\n- |\n  literal\n- >\n  folded\n"))
        let styles = try XCTUnwrap(root.sequence).compactMap { $0.scalar?.style }
        XCTAssertEqual(styles, [.plain, .singleQuoted, .doubleQuoted, .literal, .folded])
    }

    func testExplicitTagsAreReportedInFullAndNonSpecificTagsAreNil() throws {
        let root = try XCTUnwrap(readRoot("- !!str 1\n- ! 2\n- 3\n- !custom 4\n- !!map {}\n"))
        let tags = try XCTUnwrap(root.sequence).map(\.tag)
        XCTAssertEqual(tags, ["tag:yaml.org,2002:str", nil, nil, "!custom", "tag:yaml.org,2002:map"])
    }

    func testMappingsKeepSourceOrder() throws {
        let root = try XCTUnwrap(readRoot("z: 1\na: 2\nm: 3\n"))
        XCTAssertEqual(root.mapping?.compactMap { $0.key.scalar?.text }, ["z", "a", "m"])
    }

    func testAnEmptyValueIsAnEmptyPlainScalarThatResolvesToNull() throws {
        let root = try XCTUnwrap(readRoot("a:\nb: 1\n"))
        XCTAssertEqual(root["a"]?.scalar?.resolved, .null)
    }

    func testADocumentWithOnlyAStartMarkerHasANullRoot() throws {
        let documents = readDocuments("---\n")
        XCTAssertEqual(documents.count, 1)
        XCTAssertEqual(documents.first?.root?.scalar?.resolved, .null)
    }

    func testTheStreamIsReadLazilyOneDocumentAtATime() {
        var text = ""
        for index in 0..<10_000 { text += "---\nindex: \(index)\n" }
        var count = 0
        var last: Node?
        for document in YAMLStream(bytes: Array(text.utf8)) {
            count += 1
            last = document.root?["index"]
        }
        XCTAssertEqual(count, 10_000)
        XCTAssertEqual(last?.scalar?.text, "9999")
    }
}
