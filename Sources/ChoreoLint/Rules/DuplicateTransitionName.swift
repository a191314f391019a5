import ChoreoSpec
import ChoreoYAML

/// Two specs of one run with one name: their generated types would collide.
public struct DuplicateTransitionName: CrossSpecRule {
    public init() {}

    public static let description = RuleDescription(
        id: "duplicate_transition_name",
        name: "Duplicate transition name",
        defaultSeverity: .error,
        rationale: """
            A transition's name is the prefix of every type generated for it (its animator, \
            transitioning delegate, interaction controller and segue), and all specs of a run \
            generate into one module. Two specs with the same name, in one file or in two, would \
            declare the same types twice and the module would not compile. Rename one of them; \
            the finding points at each later spec and names the first.
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
            dismiss: reverse
            ---
            transition: ↓CardSlide
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
              effect: slide
              direction: fromBottom
            dismiss: reverse
            ---
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

    static func message(_ name: String) -> String {
        "transition name '\(name)' is already used; the generated types would collide"
    }

    static let hint = "give each transition its own name"

    static func relatedMessage(_ name: String) -> String { "'\(name)' first defined here" }

    public func check(_ transitions: [TransitionSummary], context: LintContext) -> [Diagnostic] {
        // Positions, not summaries: a run of thousands of specs would otherwise rehash and copy
        // every summary each time the table grows.
        var first: [String: Int] = [:]
        first.reserveCapacity(transitions.count)
        var findings: [Diagnostic] = []
        for (position, transition) in transitions.enumerated() {
            guard let originalPosition = first[transition.name] else {
                first[transition.name] = position
                continue
            }
            let original = transitions[originalPosition]
            findings.append(finding(
                Self.message(transition.name), at: transition.nameRange,
                in: transition, hint: Self.hint,
                related: [RelatedLocation(file: original.file, location: original.nameRange.start, message: Self.relatedMessage(transition.name))]
            ))
        }
        return findings
    }
}
