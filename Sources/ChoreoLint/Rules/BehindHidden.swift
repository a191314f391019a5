import ChoreoSpec
import ChoreoYAML

/// A container's `behind` that cannot be seen: the presented view covers the whole container, so the screen
/// that shrinks or slides behind it never shows.
public struct BehindHidden: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "behind_hidden",
        name: "Screen behind hidden",
        defaultSeverity: .warning,
        rationale: """
            A container's `behind` moves the presenting screen behind the presented view: a card \
            stack shrinks it and rounds its corners so that its top shows above the card, a \
            push-aside menu slides it out beside the menu. Behind a presented view that covers the \
            whole container (height and width 1, no insets) none of it shows, yet the presentation \
            controller still transforms, clips and redraws the screen on every transition. A card \
            stack's card leaves room above it (`height: 0.92`, or `insets`); a menu is narrower \
            than the screen (`width: 0.8`).
            """,
        triggeringExamples: [
            """
            transition: DeckCard
            kind: modal
            presentation:
              style: custom
              container:
                cornerRadius: 12
                behind: ↓{ scale: 0.92, offset: [0, 0.02], cornerRadius: 10 }
            present:
              effect: slide
              direction: fromBottom
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: DeckCard
            kind: modal
            presentation:
              style: custom
              container:
                height: 0.92
                cornerRadius: 12
                behind: { scale: 0.92, offset: [0, 0.02], cornerRadius: 10 }
            present:
              effect: slide
              direction: fromBottom
            dismiss: reverse
            """,
            """
            transition: PushAsideMenu
            kind: modal
            presentation:
              style: custom
              container:
                width: 0.8
                alignment: leading
                behind: { offset: { trailing: 0.8 } }
            present:
              effect: slide
              direction: fromLeading
            dismiss: reverse
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard let container = transition.container, container.movesBehind, container.coversContainer,
              let behind = transition.spec.presentation?.container?.behind else { return [] }
        return [finding(
            "the presented view covers the whole container, so nothing of the screen moving behind it shows",
            at: behind.range, in: transition,
            hint: "leave room for the screen behind: a height under 1 for a card stack (height: 0.92), a width under 1 for a menu, or insets; or drop 'behind'")]
    }
}
