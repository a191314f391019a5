import ChoreoSpec

/// A custom presentation with nothing said about the way back.
public struct DismissMissing: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "dismiss_missing",
        name: "Dismiss missing",
        defaultSeverity: .warning,
        rationale: """
            When the transitioning delegate returns no animator from \
            `animationController(forDismissed:)`, UIKit dismisses with its default animation, the \
            presented view controller's `modalTransitionStyle` (`.coverVertical` unless set): the \
            screen slides down and out whatever way it came in. A screen that zoomed or slid in \
            from the side and then drops out of the bottom looks broken, and the outgoing view's \
            changes (scale, dim) made during the presentation are not undone by an animation. Add \
            `dismiss: reverse`, or a dismiss phase of its own.
            """,
        triggeringExamples: [
            """
            transition: CardZoom
            kind: modal
            presentation:
              style: custom
            ↓present:
              effect: zoom
            """,
            """
            transition: DetailFade
            kind: segue
            presentation:
              style: fullScreen
            ↓perform:
              effect: fade
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: CardZoom
            kind: modal
            presentation:
              style: custom
            present:
              effect: zoom
            dismiss: reverse
            """,
            """
            transition: TabSlide
            kind: tabBar
            next:
              effect: push
              direction: fromTrailing
            """,
        ]
    )

    static func message(for role: PhaseRole) -> String {
        "custom \(role.rawValue) without a dismiss: UIKit dismisses with its default animation, which does not match"
    }

    static let hint = "add 'dismiss: reverse'"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard transition.kind.presents, transition.backward == nil else { return [] }
        // A tap outside that dismisses is the same missing phase, which `tap_outside_without_dismiss`
        // reports where the tap is said: one cause, one finding (unless that rule is switched off).
        if transition.spec.presentation?.container?.dismissOnTapOutside?.value == true,
           context.configuration.ruleSettings[TapOutsideWithoutDismiss.description.id] != .off { return [] }
        let role = transition.forward.role
        let range = transition.spec.phaseAnchor(role) ?? transition.spec.documentAnchor
        return [finding(Self.message(for: role), at: range, in: transition, hint: Self.hint)]
    }
}
