import ChoreoSpec
import ChoreoYAML
import XCTest

/// At most 100 findings per file, then one line per rule that stands for the rest (Docs/Security.md).
final class FindingCapTests: XCTestCase {
    private func finding(_ rule: String, _ severity: Severity, line: Int) -> Diagnostic {
        Diagnostic(severity: severity, ruleID: rule, message: "m", file: "f.yaml", range: SourceRange(SourceLocation(line: line, column: 1)))
    }

    func testTheRestIsOneLinePerRuleWithItsWorstSeverityAtTheFirstOmittedFinding() {
        var cap = FindingCap()
        for line in 1...100 { cap.add(finding("unknown_key", .warning, line: line)) }
        cap.add(finding("unknown_key", .warning, line: 101))
        cap.add(finding("invalid_value", .warning, line: 102))
        cap.add(finding("unknown_key", .error, line: 103))
        let lines = cap.diagnostics
        XCTAssertEqual(lines.count, 102)
        XCTAssertEqual(lines[100].message, "2 more findings of rule unknown_key")
        XCTAssertEqual(lines[100].severity, .error, "an omitted error still fails the run")
        XCTAssertEqual(lines[100].location.line, 101)
        XCTAssertEqual(lines[101].message, "1 more finding of rule invalid_value")
    }

    func testTheCapIsFullOnceItKeepsItsLimit() {
        var cap = FindingCap()
        for line in 1..<FindingCap.perFile { cap.add(finding("unknown_key", .error, line: line)) }
        XCTAssertFalse(cap.isFull, "one more is still kept")
        cap.add(finding("unknown_key", .error, line: FindingCap.perFile))
        XCTAssertTrue(cap.isFull)
        XCTAssertFalse(cap.overflowed, "full, but nothing counted yet")
    }

    /// Past the cap a decoder finding is only counted, so its hint is never worked out; what shows is the same.
    func testUnknownKeysPastTheCapAreCountedWithTheirHintsOnlyOnTheKeptOnes() {
        let keys = (0..<150).map { "durashun\($0): 1" }.joined(separator: "\n")
        let result = SpecPipeline.load(
            bytes: Array("transition: Many\nkind: modal\npresent: { effect: fade }\n\(keys)\n".utf8), file: "Many.transition.yaml")
        let unknown = result.diagnostics.filter { $0.ruleID == "unknown_key" }
        XCTAssertEqual(unknown.count, FindingCap.perFile + 1)
        XCTAssertEqual(unknown.first?.hint, "expected one of transition, kind, presentation, present, dismiss, push, pop, perform, next, previous, shared, source, interactive, reduceMotion, lint, preview")
        XCTAssertEqual(unknown.last?.message, "\(150 - FindingCap.perFile) more findings of rule unknown_key")
    }

    func testCappingWhatWasCappedKeepsTheCounts() {
        var first = FindingCap()
        for line in 1...150 { first.add(finding("duplicate_key", .error, line: line)) }
        var second = FindingCap()
        for line in 1...30 { second.add(finding("yaml_syntax", .error, line: line)) }
        for line in first.diagnostics { second.add(line) }
        // 30 + 70 kept; 30 more findings and a line standing for 50: 80 omitted in all.
        XCTAssertEqual(second.diagnostics.count, 101)
        XCTAssertEqual(second.diagnostics.last?.message, "80 more findings of rule duplicate_key")
    }
}
