import ChoreoSpec
import ChoreoYAML
import Foundation
import XCTest

/// The pipeline with the reader on a second thread (`ReadAhead.always`) hands over the same
/// transitions, in the same order, with the same diagnostics, as on one thread: over the
/// gallery, the hazard fixtures and streams that break part-way through.
final class SpecPipelineReadAheadTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private struct Stop: Error {}

    private func specFiles() throws -> [URL] {
        var urls: [URL] = []
        for folder in ["Specs", "Tests/Fixtures"] {
            let base = Self.root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.lastPathComponent.hasSuffix(".transition.yaml") { urls.append(url) }
        }
        return urls.sorted { $0.path < $1.path }
    }

    private func run(_ bytes: [UInt8], _ readAhead: ReadAhead) -> (dumps: [String], diagnostics: [Diagnostic]) {
        var dumps: [String] = []
        let diagnostics = SpecPipeline.forEach(bytes: bytes, file: "s.transition.yaml", readAhead: readAhead) {
            dumps.append(TransitionDump.render($0))
        }
        return (dumps, diagnostics)
    }

    private func assertSame(_ bytes: [UInt8], _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let one = run(bytes, .never)
        let two = run(bytes, .always)
        XCTAssertEqual(two.dumps, one.dumps, name, file: file, line: line)
        XCTAssertEqual(two.diagnostics, one.diagnostics, name, file: file, line: line)
    }

    func testEverySpecFileLoadsTheSameOnTwoThreads() throws {
        let urls = try specFiles()
        XCTAssertGreaterThan(urls.count, 20)
        for url in urls { assertSame(Array(try Data(contentsOf: url)), url.lastPathComponent) }
    }

    func testAStreamOfAllSpecsRepeatedLoadsTheSameOnTwoThreads() throws {
        var stream: [UInt8] = []
        for _ in 0..<30 {
            for url in try specFiles() where url.path.contains("/Specs/") {
                stream += Array("---\n".utf8) + Array(try Data(contentsOf: url)) + Array("\n".utf8)
            }
        }
        // Then files with findings of every kind, up to the first that stops the stream.
        for url in try specFiles() where url.path.contains("/findings/") {
            stream += Array("---\n".utf8) + Array(try Data(contentsOf: url)) + Array("\n".utf8)
        }
        let two = run(stream, .always)
        XCTAssertGreaterThan(two.dumps.count, 250)
        XCTAssertFalse(two.diagnostics.isEmpty)
        assertSame(stream, "stream")
    }

    func testAStreamThatBreaksPartWayHasTheSameTransitionsAndDiagnostics() throws {
        let spec = "transition: Card\\(0)\nkind: modal\npresent: { effect: fade, duration: 0.3 }\n"
        var text = ""
        for index in 0..<300 { text += "---\n" + spec.replacingOccurrences(of: "\\(0)", with: "\(index)") }
        for breakage in ["present: [unclosed\n", "kind: modal\nkind: modal\n", "\t: tab\n", "present: *nowhere\n"] {
            let middle = text.index(text.startIndex, offsetBy: text.count / 2)
            let broken = String(text[..<middle]) + "\n---\n" + breakage + String(text[middle...])
            assertSame(Array(broken.utf8), breakage)
        }
    }

    func testAnEmptyStreamReportsTheMissingSpecOnTwoThreads() {
        let two = run([], .always)
        XCTAssertEqual(two.diagnostics.map(\.ruleID), ["missing_key"])
        assertSame([], "empty")
    }

    func testABodyThatThrowsStopsThePipelineOnTwoThreads() {
        var text = ""
        for index in 0..<500 { text += "---\ntransition: Card\(index)\nkind: modal\npresent: { effect: fade }\n" }
        var seen = 0
        XCTAssertThrowsError(try SpecPipeline.forEach(bytes: Array(text.utf8), file: "s.transition.yaml", readAhead: .always) { _ in
            seen += 1
            if seen == 100 { throw Stop() }
        }) { XCTAssertTrue($0 is Stop) }
        XCTAssertEqual(seen, 100)
    }
}
