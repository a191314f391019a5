import ChoreoSpec

/// `dismissOnTapOutside` in a spec that leaves the dismissal to UIKit's default animation.
public struct TapOutsideWithoutDismiss: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "tap_outside_without_dismiss",
        name: "Tap outside without a dismiss phase",
        defaultSeverity: .warning,
        rationale: """
            `dismissOnTapOutside` makes a tap outside the presented view dismiss it, but without a \
            `dismiss` phase no animator of the spec plays that dismissal: UIKit's default one does, \
            which under a custom presentation controller does not take the view back the way it \
            came. Add `dismiss: reverse`.
            """,
        triggeringExamples: [
            """
            transition: CenterCard
            kind: modal
            presentation:
              style: custom
              container: { height: fit, width: fit, alignment: center, dismissOnTapOutside: ↓true }
            present:
              effect: zoom
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: CenterCard
            kind: modal
            presentation:
              style: custom
              container: { height: fit, width: fit, alignment: center, dismissOnTapOutside: true }
            present:
              effect: zoom
            dismiss: reverse
            """,
        ]
    )

    static let hint = "add 'dismiss: reverse' so that the tap dismisses with the spec's own motion"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard transition.backward == nil, let tap = transition.spec.presentation?.container?.dismissOnTapOutside,
              tap.value else { return [] }
        let backward = transition.kind.phaseRoles.backward.rawValue
        return [finding("a tap outside dismisses, but there is no '\(backward)' phase: UIKit's default animation plays it",
                        at: tap.range, in: transition, hint: Self.hint)]
    }
}
