import ChoreoSpec

/// A value of the wrong type, outside its enumeration or range, or an unknown rule id.
public enum InvalidValue: DecodeStageRule {
    public static let description = RuleDescription(
        id: DecodeStageID.invalidValue.rawValue,
        name: "Invalid value",
        defaultSeverity: .error,
        rationale: """
            Each key takes a value of one type, and many take one of a fixed set of words or a \
            number in a range (`duration` above 0, `alpha` from 0 to 1, a container's `height` or \
            `width` a fraction above 0 and at most 1, where points are written `{ points: 320 }`). A \
            value that is none of these cannot be turned into animator code; the finding lists what is allowed and \
            suggests the closest word. A shared element's `cornerRadius` is exactly two radii, `[from, to]`: \
            in the screen the element leaves and in the one it flies to. Rule ids under `lint: disable:` are checked the same way, so \
            a misspelt suppression does not silently suppress nothing.
            """,
        triggeringExamples: [
            """
            transition: CardSlide
            kind: ↓modals
            presentation:
              style: custom
            present:
              effect: fade
            dismiss: reverse
            """,
            """
            transition: CardSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: fade
              duration: ↓-0.3
            dismiss: reverse
            """,
            """
            transition: BottomSheet
            kind: modal
            presentation:
              style: custom
              container: { height: ↓320, dimming: 0.4 }
            present:
              effect: slide
            dismiss: reverse
            """,
            """
            transition: CardSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: fade
            dismiss: reverse
            lint:
              disable: [↓duraton_out_of_range]
            """,
            """
            transition: CardExpand
            kind: modal
            presentation:
              style: fullScreen
            shared:
              - id: card
                cornerRadius: ↓[16, 0, 0]
              - id: title
                cornerRadius: ↓16
            present: { effect: fade }
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
            dismiss: reverse
            """,
        ]
    )
}
