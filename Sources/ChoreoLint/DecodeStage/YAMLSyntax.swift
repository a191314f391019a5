import ChoreoSpec

/// Text that is not YAML at all, as libyaml judges it.
public enum YAMLSyntax: DecodeStageRule {
    public static let description = RuleDescription(
        id: DecodeStageID.yamlSyntax.rawValue,
        name: "YAML syntax",
        defaultSeverity: .error,
        rationale: """
            The file must be YAML that libyaml can read: consistent indentation with spaces (YAML \
            forbids tabs for indentation), closed brackets and quotes, one `key: value` per line, \
            UTF-8 text. The finding points where libyaml gave up, and, for an unclosed bracket or \
            quote, also where it was opened. Nothing of a document with a syntax error is checked \
            further, so fix these first.
            """,
        triggeringExamples: [
            """
            transition: CardSlide
            kind: modal
            present: { effect: fade, duration: 0.3
            dismiss↓: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: CardSlide
            kind: modal
            presentation:
              style: custom
            present: { effect: fade, duration: 0.3 }
            dismiss: reverse
            """,
        ]
    )
}
