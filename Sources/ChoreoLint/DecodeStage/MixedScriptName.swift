import ChoreoSpec

/// A transition name that mixes look-alike scripts (Latin with a Cyrillic letter).
public enum MixedScriptName: DecodeStageRule {
    public static let description = RuleDescription(
        id: DecodeStageID.mixedScriptName.rawValue,
        name: "Mixed-script name",
        defaultSeverity: .warning,
        rationale: """
            Latin, Greek, Cyrillic, Armenian and Cherokee share letters that look the same: \
            `Card` written with a Cyrillic `а` (U+0430) is a different Swift type that reads exactly \
            like the Latin one, a way to slip a look-alike transition past review (the confusable \
            check Rust's compiler makes as `mixed_script_confusables`). A name in one script, or \
            mixing Latin with scripts that do not look like it (Han, Kana), is fine. Write the \
            name in one script.
            """,
        triggeringExamples: [
            """
            transition: ↓C\u{430}rdSlide
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
            """
            transition: \u{41A}\u{430}\u{440}\u{442}\u{430}
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
