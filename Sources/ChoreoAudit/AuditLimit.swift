import ChoreoLint

/// A Swift file nested too deeply, or too long, to audit. The reader reports it (no rule could run on what it
/// did not read), so it has no examples; it is catalogued so that `choreo rules` lists it,
/// `choreo explain` explains it, `.choreo.yml` can set it and SARIF viewers get its description.
public enum AuditLimit: CataloguedRule {
    public static let description = RuleDescription(
        id: "audit_limit",
        name: "Audit limit",
        defaultSeverity: .warning,
        rationale: """
            Brackets (`(`, `[`, `{`) nested more than \(SwiftSource.maximumNesting) deep: no one \
            writes such code, and Swift's own parser stops there too (swift-syntax's default \
            maximum nesting level), but generated or hostile files can. Every rule asks which \
            type, function and closure a token is in, which costs time in proportion to the \
            nesting, so the file is not audited; the finding points at the first bracket too \
            deep. A file of more than \(SwiftSource.maximumTokens) tokens (names, numbers, \
            operators, `//` comments…) is not audited either: what the audit keeps per token would grow without \
            bound with the file; the finding points at the first token past the limit. The other \
            files of the run are audited as usual.
            """,
        triggeringExamples: [],
        nonTriggeringExamples: []
    )
}
