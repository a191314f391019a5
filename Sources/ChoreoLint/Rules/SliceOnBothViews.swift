import ChoreoSpec
import ChoreoYAML

/// A phase that slices both of its views.
public struct SliceOnBothViews: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "slice_on_both_views",
        name: "Slice on both views",
        defaultSeverity: .warning,
        rationale: """
            A slice hides its view behind snapshot pieces for the whole phase. With both views \
            sliced, nothing real is on screen until the phase ends: up to twice the pieces to \
            snapshot (the incoming ones after a screen update each) and to scrub, and two sets of \
            pieces crossing each other, which reads as noise rather than doors or tiles. Slice the \
            view that leaves (doors opening) or the one that arrives (tiles assembling), and move \
            the other whole.
            """,
        triggeringExamples: [
            """
            transition: Shuffle
            kind: navigation
            push:
              to:
                slice: { tiles: [3, 3] }
                start: { alpha: 0 }
              from:
                ↓slice: { tiles: [3, 3] }
                end: { alpha: 0 }
            pop: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: Doors
            kind: navigation
            push:
              order: fromAbove
              to: { start: { scale: 0.9 } }
              from:
                slice: { split: vertical }
                end: { offset: [1, 0] }
            pop: reverse
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        transition.spec.phases.compactMap { phase in
            guard phase.value.to?.slice != nil, let from = phase.value.from?.slice else { return nil }
            return finding(
                "\(phase.value.role.rawValue) slices both of its views: nothing real is on screen until it ends",
                at: from.anchor, in: transition,
                hint: "slice one view (the one leaving, or the one arriving) and move the other whole")
        }
    }
}
