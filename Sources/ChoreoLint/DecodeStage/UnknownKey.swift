import ChoreoSpec

/// A key the spec language does not have.
public enum UnknownKey: DecodeStageRule {
    public static let description = RuleDescription(
        id: DecodeStageID.unknownKey.rawValue,
        name: "Unknown key",
        defaultSeverity: .error,
        rationale: """
            A misspelt key would otherwise be ignored and its setting silently lost: `dampning: 0.7` \
            leaves the spring at its default damping. Every key of the v1 language is known, so an \
            unknown one is an error, with the closest valid key suggested when there is one. Fix \
            the spelling, or remove the key.
            """,
        triggeringExamples: [
            """
            transition: CardPop
            kind: modal
            presentation:
              style: custom
            present:
              effect: pop
              spring: { ↓dampning: 0.7 }
            dismiss: reverse
            """,
            """
            transition: CardPop
            kind: modal
            ↓presentaton:
              style: custom
            present:
              effect: pop
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: CardPop
            kind: modal
            presentation:
              style: custom
            present:
              effect: pop
              spring: { damping: 0.7 }
            dismiss: reverse
            """,
        ]
    )
}
