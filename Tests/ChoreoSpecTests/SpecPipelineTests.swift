import ChoreoSpec
import ChoreoYAML
import Foundation
import XCTest

final class SpecPipelineTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/spec")

    func testEveryDocumentOfAStreamIsLoaded() {
        let result = load("""
            transition: First
            kind: modal
            present: { effect: fade }
            ---
            transition: Second
            kind: navigation
            push: { effect: push }
            pop: reverse
            """)
        XCTAssertEqual(result.transitions.map(\.name), ["First", "Second"])
        XCTAssertEqual(result.diagnostics.map(describe), [])
    }

    func testDiagnosticsOfAllDocumentsComeOutInSourceOrder() {
        let result = load("""
            transition: first
            kind: modal
            present: { effect: fade, duration: -1 }
            ---
            transition: Second
            kind: modl
            """)
        XCTAssertEqual(result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" },
                       ["1:13 invalid_identifier", "3:36 invalid_value", "6:7 invalid_value"])
        XCTAssertEqual(result.transitions.count, 1)
    }

    func testAnEmptyFileIsReported() {
        for text in ["", "# only a comment\n"] {
            XCTAssertEqual(load(text).diagnostics.map(describe),
                           ["1:1 error missing_key: the file holds no transition spec [a spec starts with 'transition: MyTransition' and 'kind: modal']"])
        }
    }

    func testATrailingDocumentSeparatorIsNotAnError() {
        let result = load("transition: T\nkind: modal\npresent: { effect: fade }\n---\n")
        XCTAssertEqual(result.diagnostics.map(describe), [])
        XCTAssertEqual(result.transitions.count, 1)
    }

    func testAReaderLimitBecomesAYAMLLimitDiagnostic() {
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        let result = load("transition: T\nkind: modal\npresent: \(deep)\n")
        XCTAssertEqual(result.diagnostics.first?.ruleID, "yaml_limit", "\(result.diagnostics.map(describe))")
        XCTAssertEqual(result.diagnostics.first?.severity, .error)
    }

    func testTheDiagnosticsFileIsTheNameTheCallerGave() {
        let result = SpecPipeline.load(bytes: Array("kind: modl\n".utf8), file: "Specs/x.transition.yaml")
        XCTAssertTrue(result.diagnostics.allSatisfy { $0.file == "Specs/x.transition.yaml" })
    }

    /// `Tests/Fixtures/spec/<name>.transition.yaml` with its expected findings in
    /// `<name>.expected`, one `line:column severity rule_id` per line.
    func testFixtureSpecsReportExactlyTheirExpectedFindings() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.fixtures, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".transition.yaml") }
        XCTAssertFalse(files.isEmpty)
        for url in files {
            let expectedURL = url.deletingPathExtension().deletingPathExtension().appendingPathExtension("expected")
            let expected = try String(contentsOf: expectedURL, encoding: .utf8)
            let result = SpecPipeline.load(bytes: Array(try Data(contentsOf: url)), file: url.lastPathComponent)
            let actual = result.diagnostics.map {
                "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.ruleID)"
            }.joined(separator: "\n") + "\n"
            XCTAssertEqual(actual, expected, url.lastPathComponent + "\n" + result.diagnostics.map(describe).joined(separator: "\n"))
        }
    }
}

final class SpecPipelineStreamingTests: XCTestCase {
    static let stream = """
        transition: First
        kind: modal
        present: { effect: fade, duration: -1 }
        ---
        transition: second
        kind: navigation
        push: { effect: push }
        pop: reverse
        ---
        transition: Third
        kind: segue
        perform: { effect: zoom, curve: [0.2, 0.1, 0.2, 1] }
        dismiss: reverse
        """

    func testForEachHandsOverTheTransitionsAndDiagnosticsThatLoadReturns() {
        let bytes = Array(Self.stream.utf8)
        let loaded = SpecPipeline.load(bytes: bytes, file: "a.transition.yaml")
        var names: [String] = []
        let diagnostics = SpecPipeline.forEach(bytes: bytes, file: "a.transition.yaml") { names.append($0.name) }
        XCTAssertEqual(names, loaded.transitions.map(\.name))
        XCTAssertEqual(names.count, 3)
        XCTAssertEqual(diagnostics, loaded.diagnostics)
        XCTAssertEqual(Set(diagnostics.map(\.ruleID)), ["invalid_value", "invalid_identifier"], "\(diagnostics.map(describe))")
    }

    func testADuplicateAmongMoreKeysThanTheLinearScanCoversIsStillReported() {
        let unknown = (1...20).map { "  key\($0): 1" }.joined(separator: "\n")
        let yaml = "transition: CardPop\nkind: modal\npresent:\n\(unknown)\n  1: a\n  \"1\": b\n"
        let found = assertDiagnostic(yaml, rule: "duplicate_key", line: 25, column: 3)
        XCTAssertEqual(found?.related.first?.location.line, 24)
    }
}
