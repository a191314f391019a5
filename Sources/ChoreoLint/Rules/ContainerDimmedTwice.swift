import ChoreoSpec

/// A container that dims the screen behind, and a `dim` state on that same screen.
public struct ContainerDimmedTwice: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "container_dimmed_twice",
        name: "Container dimmed twice",
        defaultSeverity: .warning,
        rationale: """
            A container's `dimming` lays a black view over the presenting screen and fades it with \
            the transition. A `dim` state on the presenting view (the `from` view of the forward \
            phase, the `to` view of `dismiss`) asks for a second overlay on the same screen: the \
            two would darken it twice as much as either says, and under `style: custom` the \
            animator is not even handed that view. Keep the container's `dimming` and drop the \
            state. The container's own `behind` state may dim the screen behind instead (a card \
            stack dims the shrunk screen and leaves the band around it to the window), but not \
            together with `dimming`, which covers both.
            """,
        triggeringExamples: [
            """
            transition: BottomSheet
            kind: modal
            presentation:
              style: custom
              container: { height: 0.5, dimming: 0.4 }
            present:
              effect: slide
              from: { end: { dim: ↓0.3 } }
            dismiss: reverse
            """,
            """
            transition: DeckCard
            kind: modal
            presentation:
              style: custom
              container: { height: 0.92, dimming: 0.3, behind: { scale: 0.92, dim: ↓0.2 } }
            present:
              effect: slide
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: BottomSheet
            kind: modal
            presentation:
              style: custom
              container: { height: 0.5, dimming: 0.4 }
            present:
              effect: slide
            dismiss: reverse
            """,
            """
            transition: DeckCard
            kind: modal
            presentation:
              style: custom
              container: { height: 0.92, behind: { scale: 0.92, dim: 0.2 } }
            present:
              effect: slide
            dismiss: reverse
            """,
        ]
    )

    static let hint = "drop the 'dim' state: the container's dimming view already darkens the screen behind"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard let container = transition.container, container.dimming > 0 else { return [] }
        var findings: [Diagnostic] = []
        for phase in transition.spec.phases {
            // The presenting view is the outgoing one while presenting and the incoming one while dismissing.
            let presenting: PhaseView = phase.value.role.isForward ? .outgoing : .incoming
            guard let view = phase.value.view(presenting) else { continue }
            for end in StateRole.allCases {
                guard let dim = view.state(end)?.dim, dim.value > 0 else { continue }
                findings.append(finding("the presenting view is dimmed by the container's dimming (\(TransitionDump.number(container.dimming))) and again by this 'dim'",
                                        at: dim.range, in: transition, hint: Self.hint))
            }
        }
        if let dim = transition.spec.presentation?.container?.behind?.dim, dim.value > 0 {
            findings.append(finding("the screen behind is dimmed by the container's dimming (\(TransitionDump.number(container.dimming))) and again by its 'behind' dim",
                                    at: dim.range, in: transition,
                                    hint: "keep one: 'dimming' darkens the whole container, 'behind: { dim }' the screen behind only"))
        }
        return findings
    }
}
