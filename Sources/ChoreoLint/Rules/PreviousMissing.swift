import ChoreoSpec

/// A tab bar transition that animates switching to a later tab but not back.
public struct PreviousMissing: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "previous_missing",
        name: "Previous missing",
        defaultSeverity: .warning,
        rationale: """
            Without a `previous` phase the generated delegate returns no animator for a switch to \
            an earlier tab, and UIKit then switches tabs at once, without any animation. A later \
            tab that slides in but an earlier one that snaps into place looks broken: the motion \
            of `next` told the user the tabs lie side by side, and the way back contradicts it (a \
            navigation pop, by contrast, falls back to UIKit's own sliding pop, and a dismissal to \
            its own animation, which `dismiss_missing` reports). Add `previous: reverse`, or a \
            previous phase of its own.
            """,
        triggeringExamples: [
            """
            transition: TabSlide
            kind: tabBar
            ↓next:
              effect: push
              direction: fromTrailing
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
        ]
    )

    static let message = "custom next without a previous: switching to an earlier tab is not animated at all"

    static let hint = "add 'previous: reverse'"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard transition.kind == .tabBar, transition.backward == nil else { return [] }
        let range = transition.spec.phaseAnchor(transition.forward.role) ?? transition.spec.documentAnchor
        return [finding(Self.message, at: range, in: transition, hint: Self.hint)]
    }
}
