import ChoreoSpec
import ChoreoYAML

/// A phase's `stagger` with fewer than two shared elements to stagger.
public struct UnusedStagger: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "unused_stagger",
        name: "Unused stagger",
        defaultSeverity: .warning,
        rationale: """
            `stagger` is the step between successive shared elements (`shared:`) and between a \
            sliced view's pieces (`slice:`), the repeated elements a phase has: the views themselves are timed with `delay` or `during`. With no \
            shared element, or only one, there is nothing to stagger and the setting does nothing, \
            which usually means the elements it was written for are missing, or the views were meant: \
            give the spec its shared elements, time the views with `during`, or remove `stagger`.
            """,
        triggeringExamples: [
            """
            transition: Cards
            kind: modal
            presentation:
              style: fullScreen
            present:
              effect: cover
              stagger: ↓0.05
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: Cards
            kind: modal
            presentation:
              style: fullScreen
            shared:
              - id: title
              - id: photo
            present:
              effect: fade
              stagger: 0.05
            dismiss: reverse
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard transition.sharedElements.count < 2 else { return [] }
        var findings: [Diagnostic] = []
        for phase in transition.spec.phases {
            guard let stagger = phase.value.stagger, stagger.value > 0 else { continue }
            // A slice's pieces take turns too.
            let pieces = transition.eachPhase.first { $0.role == phase.value.role }
                .map { [$0.incoming.slice, $0.outgoing.slice].compactMap { $0?.pieceCount }.max() ?? 0 } ?? 0
            guard pieces < 2 else { continue }
            let have = transition.sharedElements.isEmpty ? "no shared elements" : "one shared element"
            findings.append(finding(
                "'stagger' in \(phase.value.role.rawValue) has nothing to stagger: the spec has \(have)",
                at: stagger.range, in: transition,
                hint: "list the elements under 'shared:', time the views with 'during', or remove 'stagger'"))
        }
        return findings
    }
}
