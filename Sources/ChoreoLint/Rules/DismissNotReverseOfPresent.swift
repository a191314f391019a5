import ChoreoSpec

/// A dismiss that sends the presented view off in another direction than it came from.
public struct DismissNotReverseOfPresent: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "dismiss_not_reverse_of_present",
        name: "Dismiss not the reverse of present",
        defaultSeverity: .warning,
        rationale: """
            People read a presented screen's entrance as where it lives: a screen that slid in from \
            the right is expected to leave to the right, as a sheet that rose from the bottom goes \
            back down. An explicit dismiss that moves the presented view in another direction (in \
            from the right, out to the bottom) looks like a different screen leaving, and an \
            interactive dismiss then has no natural direction to drag. Write `dismiss: reverse`, or \
            give the dismissal the opposite direction of the presentation.
            """,
        triggeringExamples: [
            """
            transition: DetailSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
              direction: fromTrailing
            dismiss:
              order: fromAbove
              from:
                end: { offset: ↓[0, 1] }
            """,
            """
            transition: DetailSlide
            kind: segue
            presentation:
              style: fullScreen
            perform:
              effect: slide
              direction: fromBottom
            dismiss:
              effect: uncover
              direction: ↓fromTrailing
            """,
        ],
        nonTriggeringExamples: [
            // A tab bar's is previous_not_reverse_of_next.
            """
            transition: TabSlide
            kind: tabBar
            next:
              effect: push
              direction: fromTrailing
            previous:
              effect: push
              direction: fromTrailing
            """,
            """
            transition: DetailSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
              direction: fromTrailing
            dismiss: reverse
            """,
            """
            transition: DetailSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
              direction: fromBottom
            dismiss:
              order: fromAbove
              from:
                end: { offset: [0, 1] }
            """,
            """
            transition: DetailSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
              direction: fromBottom
            dismiss:
              order: fromAbove
              from:
                end: { alpha: 0 }
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard transition.kind.presents, let mismatch = ReverseConsistency.mismatch(in: transition) else { return [] }
        let forward = transition.kind.phaseRoles.forward
        return [finding(
            ReverseConsistency.message(mismatch, forward: forward, backward: .dismiss, view: "presented view"),
            at: mismatch.range, in: transition, hint: ReverseConsistency.hint(mismatch, backward: .dismiss)
        )]
    }
}
