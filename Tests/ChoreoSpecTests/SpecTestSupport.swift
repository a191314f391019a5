import ChoreoSpec
import ChoreoYAML
import XCTest

/// Loads YAML text through the whole pipeline, as the CLI does.
func load(_ yaml: String, file: String = "test.transition.yaml") -> SpecLoadResult {
    SpecPipeline.load(bytes: Array(yaml.utf8), file: file)
}

/// The single transition a spec lowers to, failing the test when there is none or when the spec
/// has errors.
func lowered(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> Transition? {
    let result = load(yaml)
    let errors = result.diagnostics.filter { $0.severity == .error }
    XCTAssertEqual(errors.map(describe), [], "unexpected errors", file: file, line: line)
    XCTAssertEqual(result.transitions.count, 1, "expected one transition", file: file, line: line)
    return result.transitions.first
}

/// `3:7 error unknown_key: message [hint]`, for readable assertion failures.
func describe(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.severity.rawValue) \(diagnostic.ruleID): \(diagnostic.message)"
        + (diagnostic.hint.map { " [\($0)]" } ?? "")
}

/// Asserts that `yaml` yields exactly one diagnostic with `rule` (others may exist under other
/// rules), at `line`:`column`, with the given severity and, when given, hint.
@discardableResult
func assertDiagnostic(
    _ yaml: String, rule: String, severity: Severity = .error, line: Int, column: Int, hint: String? = nil,
    messageContains: String? = nil, file: StaticString = #filePath, testLine: UInt = #line
) -> Diagnostic? {
    let diagnostics = load(yaml).diagnostics
    let matching = diagnostics.filter { $0.ruleID == rule }
    guard matching.count == 1, let found = matching.first else {
        XCTFail("expected one \(rule), got: \(diagnostics.map(describe))", file: file, line: testLine)
        return nil
    }
    XCTAssertEqual(found.severity, severity, describe(found), file: file, line: testLine)
    XCTAssertEqual(found.location.line, line, describe(found), file: file, line: testLine)
    XCTAssertEqual(found.location.column, column, describe(found), file: file, line: testLine)
    if let hint { XCTAssertEqual(found.hint, hint, describe(found), file: file, line: testLine) }
    if let messageContains {
        XCTAssertTrue(found.message.contains(messageContains), describe(found), file: file, line: testLine)
    }
    return found
}
