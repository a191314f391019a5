import ChoreoSpec
import ChoreoYAML

/// A `dim` on the view that is on top, where it darkens the screen the user looks at.
public struct DimOnTopView: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "dim_on_top_view",
        name: "Dim on the top view",
        defaultSeverity: .warning,
        rationale: """
            `dim` lays a black overlay over a view, the way UIKit's own push darkens the screen it \
            covers so that the new one stands out. Dimming the view on top (the incoming view with \
            `order: toAbove`, the outgoing one with `fromAbove`) darkens the screen in focus, and \
            with an interactive phase the overlay lingers over the content under the finger. Put \
            the dim on the view underneath, or fade the top view with `alpha`.
            """,
        triggeringExamples: [
            """
            transition: ListPush
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
              to:
                start: { dim: ↓0.3 }
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: ListPush
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
              from:
                end: { dim: 0.1 }
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
        ]
    )

    static func message(view: PhaseView, role: PhaseRole) -> String {
        "dim on the \(view.noun), which is on top during \(role.rawValue): it darkens the screen in focus"
    }

    static let hint = "dim the view underneath, or fade this one with 'alpha'"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        // A mirrored phase swaps both the views and the order, so it keeps the spec's dims where they were.
        var findings: [Diagnostic] = []
        transition.forEachPhase { phase in
            guard !phase.isMirrored else { return }
            let top: PhaseView = phase.order == .toAbove ? .incoming : .outgoing
            // Indexed, so only the view's states are copied out of the spec, not the whole phase.
            guard let index = transition.spec.phases.firstIndex(where: { $0.value.role == phase.role }),
                  let view = transition.spec.phases[index].value.view(top) else { return }
            for end in StateRole.allCases {
                guard let dim = view.state(end)?.dim, dim.value > 0 else { continue }
                findings.append(finding(Self.message(view: top, role: phase.role), at: dim.range, in: transition, hint: Self.hint))
            }
        }
        return findings
    }
}
