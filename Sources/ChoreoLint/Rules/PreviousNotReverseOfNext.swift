import ChoreoSpec

/// A switch to an earlier tab that does not move the views back the way a switch to a later one
/// brought them.
public struct PreviousNotReverseOfNext: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "previous_not_reverse_of_next",
        name: "Previous not the reverse of next",
        defaultSeverity: .warning,
        rationale: """
            A tab bar lays its tabs side by side, in the order of the bar: when a later tab slides \
            in from the trailing edge, the tabs read as a strip, and going to an earlier tab must \
            slide the strip back, the current tab leaving toward the trailing edge it came from. A \
            `previous` phase that sends it off another way (down, or toward the leading edge) \
            breaks that strip, and the tab bar's pan, which picks the tab by the way the finger \
            goes, then has no natural way to drag. Write `previous: reverse`, or give `previous` \
            the opposite direction of `next`.
            """,
        triggeringExamples: [
            """
            transition: TabSlide
            kind: tabBar
            next:
              effect: push
              direction: fromTrailing
            previous:
              effect: push
              direction: ↓fromTrailing
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: TabSlide
            kind: tabBar
            next:
              effect: push
              direction: fromTrailing
            previous: reverse
            """,
            """
            transition: TabSlide
            kind: tabBar
            next:
              effect: slide
              direction: fromTrailing
            previous:
              effect: slide
              direction: fromLeading
              duration: 0.3
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard transition.kind == .tabBar, let mismatch = ReverseConsistency.mismatch(in: transition) else { return [] }
        return [finding(
            ReverseConsistency.message(mismatch, forward: .next, backward: .previous, view: "later tab's view"),
            at: mismatch.range, in: transition, hint: ReverseConsistency.hint(mismatch, backward: .previous)
        )]
    }
}
