import ChoreoSpec

/// Input beyond the reader's limits on size, nesting depth or alias expansion.
public enum YAMLLimit: DecodeStageRule {
    public static let description = RuleDescription(
        id: DecodeStageID.yamlLimit.rawValue,
        name: "YAML limit",
        defaultSeverity: .error,
        rationale: """
            The reader refuses input that would cost unbounded time or memory: very large files, \
            very deep nesting (libyaml itself has no depth limit and slows down quadratically), and \
            aliases that expand into enormous documents (the "billion laughs" attack). A real \
            transition spec is a few dozen lines and never comes near these limits; split or \
            simplify the file, and do not build specs from untrusted YAML.
            """,
        triggeringExamples: [
            """
            transition: CardSlide
            kind: modal
            present: \(String(repeating: "[", count: 63))↓\(String(repeating: "[", count: 7))\(String(repeating: "]", count: 70))
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: CardSlide
            kind: modal
            presentation:
              style: custom
            present: { effect: fade, to: { start: { scale: [0.5, 0.5] } } }
            dismiss: reverse
            """,
        ]
    )
}
