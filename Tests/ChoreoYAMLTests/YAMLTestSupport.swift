import ChoreoYAML
import XCTest

/// Reads a YAML text (UTF-8) into all its documents.
func readDocuments(_ text: String, limits: YAMLLimits = .default) -> [YAMLDocument] {
    YAMLStream.readAll(bytes: Array(text.utf8), limits: limits)
}

/// The root of a single-document text, failing the test when there is not exactly one clean document.
func readRoot(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Node? {
    let documents = readDocuments(text)
    XCTAssertEqual(documents.count, 1, "expected one document", file: file, line: line)
    XCTAssertEqual(documents.first?.issues ?? [], [], file: file, line: line)
    return documents.first?.root
}

/// `line:column-line:column`, the shape the assertions compare.
func span(_ node: Node?) -> String? {
    node.map { "\($0.range.start)-\($0.range.end)" }
}

/// All issues of all documents, in order.
func allIssues(_ documents: [YAMLDocument]) -> [YAMLIssue] {
    documents.flatMap(\.issues)
}

extension Node {
    /// The value of a mapping entry by key text, for navigating in tests.
    subscript(key: String) -> Node? {
        mapping?.first(where: { $0.key.scalar?.text == key })?.value
    }

    subscript(index: Int) -> Node? {
        guard let items = sequence, items.indices.contains(index) else { return nil }
        return items[index]
    }
}
