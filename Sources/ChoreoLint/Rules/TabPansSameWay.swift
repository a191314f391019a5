import ChoreoSpec

/// A tab bar's two pans dragged the same way, so the one pan they share cannot tell them apart.
public struct TabPansSameWay: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "tab_pans_same_way",
        name: "Tab bar pans the same way",
        defaultSeverity: .warning,
        rationale: """
            A tab bar's interactive phases share one pan on the tab bar controller's view, which \
            picks the phase by the way the finger sets off: toward the leading edge the next tab, \
            toward the trailing edge the previous one, by default. When `next` and `previous` are \
            dragged the same way (both `leading`, or `left` and a `leading` that is left in a \
            left-to-right layout), that way selects the next tab whenever there is one, and the pan \
            reaches an earlier tab only from the last. Drag them opposite ways, or leave \
            `direction` out so that each follows its phase's motion. (A direction against the \
            phase's own motion is `interactive_direction_mismatch`.)
            """,
        triggeringExamples: [
            """
            transition: TabFade
            kind: tabBar
            next: { effect: fade, duration: 0.25 }
            previous: reverse
            interactive:
              next: { gesture: pan, direction: leading }
              previous: { gesture: pan, direction: ↓leading }
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: TabFade
            kind: tabBar
            next: { effect: fade, duration: 0.25 }
            previous: reverse
            interactive:
              next: { gesture: pan }
              previous: { gesture: pan }
            """,
            // The direction against the motion is the other rule's finding.
            """
            transition: TabSlide
            kind: tabBar
            next: { effect: push, direction: fromTrailing }
            previous: reverse
            interactive:
              next: { gesture: pan }
              previous: { gesture: pan, direction: leading }
            """,
        ]
    )

    static func message(_ way: Interaction.PanDirection, layout: String) -> String {
        "next and previous are both dragged \(way.rawValue)\(layout): the tab bar's one pan picks next that way while there is a later tab, so it reaches an earlier tab only from the last"
    }

    static let hint = "drag previous the other way, or leave 'direction' out so that each pan follows its phase's motion"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard transition.kind == .tabBar, let next = transition.interaction(for: .next),
              let previous = transition.interaction(for: .previous) else { return [] }
        // A pan against its own phase's motion is one cause, which `interactive_direction_mismatch` reports.
        if context.configuration.ruleSettings[InteractiveDirectionMismatch.description.id] != .off,
           InteractiveDirectionMismatch.mismatch(next, in: transition) != nil
            || InteractiveDirectionMismatch.mismatch(previous, in: transition) != nil { return [] }
        let clashes = [false, true].filter { Self.resolved(next, rightToLeft: $0) == Self.resolved(previous, rightToLeft: $0) }
        guard let first = clashes.first else { return [] }
        let layout = clashes.count == 2 ? "" : first ? " in a right-to-left layout" : " in a left-to-right layout"
        let way = clashes.count == 2 ? next.direction : Self.resolved(next, rightToLeft: first)
        let anchor = InteractiveDirectionMismatch.anchor(for: previous, in: transition.spec)
        return [finding(Self.message(way, layout: layout), at: anchor, in: transition, hint: Self.hint)]
    }

    /// The way the finger goes on screen: leading and trailing resolved for the layout direction.
    static func resolved(_ interaction: Interaction, rightToLeft: Bool) -> Interaction.PanDirection {
        switch interaction.direction {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case .up, .down, .left, .right: return interaction.direction
        }
    }
}
