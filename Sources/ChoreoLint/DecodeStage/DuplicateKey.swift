import ChoreoSpec

/// A mapping that names one key twice.
public enum DuplicateKey: DecodeStageRule {
    public static let description = RuleDescription(
        id: DecodeStageID.duplicateKey.rawValue,
        name: "Duplicate key",
        defaultSeverity: .error,
        rationale: """
            YAML forbids a key twice in one mapping, but libyaml does not check it and many readers \
            silently keep the last value, so a spec would mean something different from what one of \
            its lines says. Choreo reports the later key and points at the first. Remove one of \
            them.
            """,
        triggeringExamples: [
            """
            transition: CardSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: fade
              duration: 0.3
              ↓duration: 0.4
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
              duration: 0.3
            dismiss:
              effect: fade
              duration: 0.3
            """,
        ]
    )
}
