import ChoreoSpec
import ChoreoTestSupport
import ChoreoYAML
import Foundation
import XCTest

/// Every spec in `Specs/` lowers without findings and to exactly its golden dump in
/// `Tests/Fixtures/golden/lowering/`. Set CHOREO_UPDATE_GOLDEN=1 to rewrite the dumps.
final class GalleryGoldenTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let specs = root.appendingPathComponent("Specs")
    static let goldens = root.appendingPathComponent("Tests/Fixtures/golden/lowering")

    func galleryFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: Self.specs, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".transition.yaml") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    func testEveryGallerySpecLowersCleanlyToItsGoldenDump() throws {
        let files = try galleryFiles()
        XCTAssertGreaterThanOrEqual(files.count, 9)
        for url in files {
            let name = url.lastPathComponent.replacingOccurrences(of: ".transition.yaml", with: "")
            let bytes = Array(try Data(contentsOf: url))
            let result = SpecPipeline.load(bytes: bytes, file: "Specs/\(url.lastPathComponent)")
            XCTAssertEqual(result.diagnostics.map(describe), [], "\(name) has findings")
            XCTAssertEqual(result.transitions.count, 1, name)
            let dump = result.transitions.map(TransitionDump.render).joined(separator: "\n")
            Golden.assert(dump, matches: Self.goldens.appendingPathComponent("\(name).txt"), name: "\(name)'s golden dump")
        }
    }

    func testEveryGoldenDumpBelongsToAGallerySpec() throws {
        let names = Set(try galleryFiles().map { $0.lastPathComponent.replacingOccurrences(of: ".transition.yaml", with: "") })
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Self.goldens.path).filter { $0.hasSuffix(".txt") }
        for golden in goldens {
            XCTAssertTrue(names.contains(String(golden.dropLast(4))), "stale golden \(golden)")
        }
    }

    func testTheGalleryUsesEveryKeyOfTheLanguage() throws {
        var used: Set<String> = []
        func collect(_ node: Node) {
            switch node.content {
            case .scalar: break
            case .sequence(let items): items.forEach(collect)
            case .mapping(let entries):
                for entry in entries {
                    if let key = entry.key.scalar?.text { used.insert(key) }
                    collect(entry.value)
                }
            }
        }
        for url in try galleryFiles() {
            for document in YAMLStream(bytes: Array(try Data(contentsOf: url))) {
                if let root = document.root { collect(root) }
            }
        }
        let all = SpecKeys.root + SpecKeys.presentation + SpecKeys.phase + SpecKeys.spring + SpecKeys.view
            + SpecKeys.state + SpecKeys.interaction + SpecKeys.lint
        XCTAssertEqual(Set(all).subtracting(used).sorted(), [])
    }

    func testEveryGallerySpecStartsWithTheSchemaComment() throws {
        for url in try galleryFiles() {
            let text = try String(contentsOf: url, encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("# yaml-language-server: $schema=../Docs/transition.schema.json\n"), url.lastPathComponent)
        }
    }
}
