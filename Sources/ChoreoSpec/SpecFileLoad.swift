import ChoreoYAML

/// What `SpecPipeline` gathers while one file's documents go through decoding and lowering: its
/// diagnostics, and whether it held anything at all. One file's worth, whether the file is read
/// alone (`SpecPipeline.forEach(bytes:…)`) or as one of many (`SpecPipeline.forEach(inputs:…)`),
/// so both report exactly the same.
struct SpecFileLoad {
    let file: String
    /// Bounded per file (`FindingCap`), so memory stays flat however many findings it has.
    private var findings = FindingCap()
    private var sawContent = false
    private var sawIssue = false

    init(file: String) {
        self.file = file
    }

    /// Decodes and lowers one document, handing its transition to `body`.
    mutating func add(_ document: DocumentView, _ body: (Transition) throws -> Void) rethrows {
        let (spec, decodeFindings, hasContent) = SpecDecoder.decodedWithCap(document, file: file)
        findings.add(contentsOf: decodeFindings)
        sawContent = sawContent || hasContent
        sawIssue = sawIssue || !document.issues.isEmpty
        guard hasContent else { return }
        // The transition goes to `body` where lowering makes it, never copied out of a result.
        for finding in try SpecLowering.lower(spec, body) { findings.add(finding) }
    }

    /// The file's diagnostics in source order, with the one for a file that holds no spec.
    func finish() -> [Diagnostic] {
        var diagnostics = findings.diagnostics
        if !sawContent, !sawIssue {
            diagnostics.append(Diagnostic(
                severity: .error, ruleID: "missing_key", message: "the file holds no transition spec", file: file,
                range: SourceRange(SourceLocation(line: 1, column: 1)),
                hint: "a spec starts with 'transition: MyTransition' and 'kind: modal'"))
        }
        return SpecPipeline.sortedByLocation(diagnostics)
    }
}
