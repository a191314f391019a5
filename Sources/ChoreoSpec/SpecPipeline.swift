import ChoreoYAML

/// Bytes to transitions: read, decode, lower, one document at a time, so a stream of many specs
/// never holds more than one document's tree. The CLI and lint call exactly this.
public enum SpecPipeline {
    public static func load(bytes: [UInt8], file: String, limits: YAMLLimits = .default) -> SpecLoadResult {
        var transitions: [Transition] = []
        var diagnostics: [Diagnostic] = []
        var sawContent = false
        var sawIssue = false
        for document in YAMLStream(bytes: bytes, limits: limits) {
            let decoded = SpecDecoder.decode(document, file: file)
            diagnostics += decoded.diagnostics
            sawContent = sawContent || decoded.hasContent
            sawIssue = sawIssue || !document.issues.isEmpty
            guard decoded.hasContent else { continue }
            let lowered = SpecLowering.lower(decoded.spec)
            diagnostics += lowered.diagnostics
            if let transition = lowered.transition { transitions.append(transition) }
        }
        if !sawContent, !sawIssue {
            diagnostics.append(Diagnostic(
                severity: .error, ruleID: "missing_key", message: "the file holds no transition spec", file: file,
                range: SourceRange(SourceLocation(line: 1, column: 1)),
                hint: "a spec starts with 'transition: MyTransition' and 'kind: modal'"))
        }
        return SpecLoadResult(transitions: transitions, diagnostics: sortedByLocation(diagnostics))
    }

    /// Source order (line, then column); findings at the same place keep the order the stages
    /// produced them in, so output is deterministic.
    public static func sortedByLocation(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            if a.element.location != b.element.location { return a.element.location < b.element.location }
            return a.offset < b.offset
        }.map(\.element)
    }
}
