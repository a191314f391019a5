import ChoreoSpec

/// `scrollView: handoff` where no pan takes a screen away, so nothing waits for the content's edge.
public struct ScrollHandoffWithoutPanDismissal: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "scroll_handoff_without_pan_dismissal",
        name: "Scroll handoff without a pan dismissal",
        defaultSeverity: .warning,
        rationale: """
            `scrollView: handoff` makes a pan that takes a screen away (a `dismiss`, a `pop`) wait \
            until the table or collection view under the finger rests at the edge the finger pulls \
            away from, so that the list scrolls first and the sheet moves only from its top. On a \
            forward phase (`present`, `push`, `perform`) the pan is on the screen that stays \
            behind, whose content is not the sheet's: handing off there makes the presenting pan \
            start only when that screen's list is at its edge, which is rarely what was meant. A \
            tab bar's phases share one pan owned by the tab bar delegate, which does not hand \
            off, so the key does nothing there. Put the key on the backward phase's pan.
            """,
        triggeringExamples: [
            """
            transition: PullUpSheet
            kind: modal
            presentation: { style: custom }
            present: { effect: cover, direction: fromBottom }
            dismiss: reverse
            interactive:
              present: { gesture: pan, ↓scrollView: handoff }
            """,
            """
            transition: TabFade
            kind: tabBar
            next: { effect: fade, duration: 0.25 }
            previous: reverse
            interactive:
              previous: { gesture: pan, ↓scrollView: handoff }
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: ScrollingSheet
            kind: modal
            presentation: { style: custom }
            present: { effect: cover, direction: fromBottom }
            dismiss: reverse
            interactive:
              dismiss: { gesture: pan, direction: down, scrollView: handoff }
            """,
            // Without a scroll view to hand off from, a presenting pan is fine.
            """
            transition: PullUpSheet
            kind: modal
            presentation: { style: custom }
            present: { effect: cover, direction: fromBottom }
            dismiss: reverse
            interactive:
              present: { gesture: pan }
            """,
        ]
    )

    static func message(_ interaction: Interaction, kind: TransitionKind) -> String {
        if kind == .tabBar {
            return "'scrollView: handoff' does nothing on a tab bar: its phases share one pan, which does not hand off to a scroll view"
        }
        return "'scrollView: handoff' on the '\(interaction.role.rawValue)' pan: it is on the screen that stays behind, so it would wait for that screen's list, not the presented one's"
    }

    static let hint = "put 'scrollView: handoff' on the pan of the phase that takes the screen away (dismiss, pop)"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        transition.interactions.compactMap { interaction in
            guard interaction.scrollView == .handoff, interaction.gesture == .pan,
                  transition.kind == .tabBar || interaction.role.isForward else { return nil }
            let written = transition.spec.interaction(interaction.role)
            let anchor = written?.value.scrollView?.keyRange ?? written?.anchor ?? transition.spec.documentAnchor
            return finding(Self.message(interaction, kind: transition.kind), at: anchor, in: transition, hint: Self.hint)
        }
    }
}
