import ChoreoSpec
import ChoreoYAML

/// A `lint: disable:` entry that suppressed nothing. The linter itself reports it, after every
/// rule has run, since only then is it known which suppressions were used.
public enum UnusedSuppression: CataloguedRule {
    public static let description = RuleDescription(
        id: "unused_suppression",
        name: "Unused suppression",
        defaultSeverity: .warning,
        rationale: """
            A suppression that no longer suppresses anything hides nothing today but will hide a \
            real problem tomorrow, when someone changes the spec and the rule would have caught \
            it. Suppressions that are not needed are reported so they can be removed; a rule that \
            is off in `.choreo.yml` does not make its suppressions unused.
            """,
        triggeringExamples: [
            """
            transition: CardSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
              direction: fromBottom
              duration: 0.3
            dismiss: reverse
            lint:
              disable: [↓duration_out_of_range]
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: CardSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
              direction: fromBottom
              duration: 1.2
            dismiss: reverse
            lint:
              disable: [duration_out_of_range]
            """,
        ]
    )

    static func message(_ ruleID: String) -> String {
        "'\(ruleID)' is disabled but reports nothing in this spec"
    }

    static let hint = "remove it from 'lint: disable:'"

    static func finding(for entry: Located<String>, in transition: TransitionSummary) -> Diagnostic {
        Diagnostic(
            severity: description.defaultSeverity, ruleID: description.id, message: message(entry.value),
            file: transition.file, range: entry.range, hint: hint
        )
    }
}
