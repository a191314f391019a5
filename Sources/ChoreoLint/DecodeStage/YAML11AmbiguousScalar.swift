import ChoreoSpec

/// A plain scalar that YAML 1.1 readers take for a boolean.
public enum YAML11AmbiguousScalar: DecodeStageRule {
    public static let description = RuleDescription(
        id: DecodeStageID.yaml11AmbiguousScalar.rawValue,
        name: "YAML 1.1 ambiguous scalar",
        defaultSeverity: .warning,
        rationale: """
            Choreo reads YAML 1.2, where `yes`, `no`, `on`, `off`, `y` and `n` are plain strings, \
            but YAML 1.1 readers (PyYAML, older editors and linters, many CI tools) read them as \
            booleans, so the same file means different things to different tools (the "Norway \
            problem"). Quote the word (`'no'`), or write `true` or `false` when a boolean is meant.
            """,
        triggeringExamples: [
            """
            transition: ↓Off
            kind: modal
            presentation:
              style: custom
            present:
              effect: fade
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: CardSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: fade
            dismiss: reverse
            reduceMotion: none
            """,
        ]
    )
}
