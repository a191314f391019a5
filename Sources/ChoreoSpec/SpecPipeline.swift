import ChoreoYAML

/// Bytes to transitions: read, decode, lower, one document at a time, so a stream of many specs
/// never holds more than one document's tree. The CLI and lint call exactly this.
public enum SpecPipeline {
    public static func load(bytes: [UInt8], file: String, limits: YAMLLimits = .default) -> SpecLoadResult {
        var transitions: [Transition] = []
        let diagnostics = forEach(bytes: bytes, file: file, limits: limits) { transitions.append($0) }
        return SpecLoadResult(transitions: transitions, diagnostics: diagnostics)
    }

    /// Hands each transition to `body` as soon as it is lowered and lets go of it afterwards, so a
    /// caller that keeps nothing (lint) runs in memory that does not grow with the number of
    /// specs. Returns the diagnostics of reading, decoding and lowering in source order, exactly
    /// as `load` reports them, with one for a file that holds no spec at all.
    public static func forEach(
        bytes: [UInt8], file: String, limits: YAMLLimits = .default, _ body: (Transition) throws -> Void
    ) rethrows -> [Diagnostic] {
        // Bounded per file (`FindingCap`), so memory stays flat however many findings it has.
        var findings = FindingCap()
        var sawContent = false
        var sawIssue = false
        try YAMLStream(bytes: bytes, limits: limits).forEachDocument { document in
            let (spec, decodeFindings, hasContent) = SpecDecoder.decodedWithCap(document, file: file)
            findings.add(contentsOf: decodeFindings)
            sawContent = sawContent || hasContent
            sawIssue = sawIssue || !document.issues.isEmpty
            guard hasContent else { return }
            // The transition goes to `body` where lowering makes it, never copied out of a result.
            for finding in try SpecLowering.lower(spec, body) { findings.add(finding) }
        }
        var diagnostics = findings.diagnostics
        if !sawContent, !sawIssue {
            diagnostics.append(Diagnostic(
                severity: .error, ruleID: DecodeStageID.missingKey.rawValue, message: "the file holds no transition spec", file: file,
                range: SourceRange(SourceLocation(line: 1, column: 1)),
                hint: "a spec starts with 'transition: MyTransition' and 'kind: modal'"))
        }
        return sortedByLocation(diagnostics)
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
