import ChoreoSpec

/// A required key left out.
public enum MissingKey: DecodeStageRule {
    public static let description = RuleDescription(
        id: DecodeStageID.missingKey.rawValue,
        name: "Missing key",
        defaultSeverity: .error,
        rationale: """
            Every spec needs a `transition` name (the prefix of the generated types), a `kind` \
            (which UIKit machinery runs it) and its forward phase (`present`, `push` or `perform`); \
            without them there is nothing to generate. The finding points at the mapping that \
            lacks the key. Add it.
            """,
        triggeringExamples: [
            """
            ↓kind: modal
            presentation:
              style: custom
            present:
              effect: fade
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: CardFade
            kind: modal
            presentation:
              style: custom
            present:
              effect: fade
            dismiss: reverse
            """,
        ]
    )
}
