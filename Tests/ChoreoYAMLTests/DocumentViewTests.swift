import ChoreoYAML
import Foundation
import XCTest

/// The in-place views (`YAMLStream.forEachDocument`, what the spec decoder reads) and the `Node`
/// trees of the stream's iterator are two outputs of one reader: they must agree on every
/// document, issue and range, on every input of the YAML test suite and the hazard fixtures.
final class DocumentViewTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    private func inputs() throws -> [URL] {
        var urls: [URL] = []
        for folder in ["yaml-test-suite", "yaml"] {
            let root = Self.fixtures.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "yaml" { urls.append(url) }
        }
        return urls.sorted { $0.path < $1.path }
    }

    func testViewsAndNodeTreesAgreeOnEveryFixture() throws {
        let urls = try inputs()
        XCTAssertGreaterThan(urls.count, 400)
        for url in urls {
            let bytes = Array(try Data(contentsOf: url))
            let trees = YAMLStream.readAll(bytes: bytes)
            var viewed: [YAMLDocument] = []
            YAMLStream(bytes: bytes).forEachDocument { view in
                viewed.append(YAMLDocument(root: view.root?.node, range: view.range, issues: view.issues))
            }
            XCTAssertEqual(viewed.count, trees.count, url.lastPathComponent)
            for (view, tree) in zip(viewed, trees) {
                XCTAssertEqual(view.root, tree.root, url.lastPathComponent)
                XCTAssertEqual(view.range, tree.range, url.lastPathComponent)
                XCTAssertEqual(view.issues, tree.issues, url.lastPathComponent)
            }
        }
    }

    func testADocumentTreeSurvivesTheRoundTripThroughAView() throws {
        for url in try inputs() {
            for document in YAMLStream.readAll(bytes: Array(try Data(contentsOf: url))) {
                let again = document.withView { view in view.root?.node }
                XCTAssertEqual(again, document.root, url.lastPathComponent)
            }
        }
    }

    func testTheNodesInOrderHoldTheScalarsOfADepthFirstWalkInTheSameOrder() throws {
        var listed = 0
        for url in try inputs() {
            let bytes = Array(try Data(contentsOf: url))
            YAMLStream(bytes: bytes).forEachDocument { view in
                guard let root = view.root, let nodes = view.nodesInOrder else { return }
                listed += 1
                let walked = Self.scalarsDepthFirst(root)
                let inOrder = nodes.filter(\.isScalar).map { Self.describe($0) }
                XCTAssertEqual(inOrder, walked, url.lastPathComponent)
            }
            for document in YAMLStream.readAll(bytes: bytes) {
                document.withView { view in
                    guard let root = view.root else { return }
                    guard let nodes = view.nodesInOrder else { return XCTFail("a Node tree shares no nodes") }
                    XCTAssertEqual(nodes.filter(\.isScalar).map { Self.describe($0) }, Self.scalarsDepthFirst(root), url.lastPathComponent)
                }
            }
        }
        XCTAssertGreaterThan(listed, 250)
    }

    func testADocumentWhoseAliasSharesANodeHasNoListInOrder() {
        var views = 0
        YAMLStream(bytes: Array("a: &x [1, 2]\nb: *x\n---\na: &y 1\nb: *y\n---\na: [1, 2]\n".utf8)).forEachDocument { view in
            views += 1
            XCTAssertEqual(view.nodesInOrder == nil, views < 3, "document \(views)")
        }
        XCTAssertEqual(views, 3)
    }

    private static func describe(_ node: NodeView) -> String {
        "\(node.range) \(node.scalar?.style ?? .plain) \(node.tag ?? "-") \(node.scalar?.text ?? "")"
    }

    private static func scalarsDepthFirst(_ node: NodeView) -> [String] {
        if node.isScalar { return [describe(node)] }
        if let items = node.sequence { return items.flatMap { scalarsDepthFirst($0) } }
        guard let entries = node.mapping else { return [] }
        return entries.flatMap { scalarsDepthFirst($0.key) + scalarsDepthFirst($0.value) }
    }

    func testAViewReadsScalarsTagsAndAliasesInPlace() throws {
        let text = "a: &x !!str 1\nb: *x\nc: [\"q\", 2]\n"
        var checked = false
        YAMLStream(bytes: Array(text.utf8)).forEachDocument { view in
            guard let entries = view.root?.mapping else { return XCTFail("expected a mapping") }
            XCTAssertEqual(entries.map { $0.key.scalar?.text }, ["a", "b", "c"])
            XCTAssertTrue(entries[0].value.hasTag("tag:yaml.org,2002:str"))
            XCTAssertEqual(entries[0].value.tag, "tag:yaml.org,2002:str")
            XCTAssertEqual(entries[1].value.scalar?.text, "1")
            XCTAssertTrue(entries[1].value.hasTag("tag:yaml.org,2002:str"), "an alias carries its anchor's tag")
            XCTAssertEqual("\(entries[1].value.range)", "2:4-2:6", "an alias is located at the alias")
            XCTAssertEqual(entries[2].value.sequence?.map { $0.scalar?.style }, [.doubleQuoted, .plain])
            XCTAssertTrue(entries[0].key.scalar?.equals("a") ?? false)
            XCTAssertFalse(entries[0].key.scalar?.equals("ab") ?? true)
            checked = true
        }
        XCTAssertTrue(checked)
    }
}
