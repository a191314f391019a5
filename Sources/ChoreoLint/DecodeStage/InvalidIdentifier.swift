import ChoreoSpec

/// A transition name that is not a Swift type name.
public enum InvalidIdentifier: DecodeStageRule {
    public static let description = RuleDescription(
        id: DecodeStageID.invalidIdentifier.rawValue,
        name: "Invalid identifier",
        defaultSeverity: .error,
        rationale: """
            The transition's name becomes the prefix of Swift types (`CardSlideAnimator`, \
            `CardSlideTransitioningDelegate`), so it must be a valid Swift identifier: letters, \
            digits and underscores, not starting with a digit, not a keyword, no spaces or \
            punctuation; UpperCamelCase, as Swift type names are. Rename it.
            """,
        triggeringExamples: [
            """
            transition: ↓Card Slide
            kind: modal
            presentation:
              style: custom
            present:
              effect: fade
            dismiss: reverse
            """,
            """
            transition: ↓2Up
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
            """,
        ]
    )
}
