import ChoreoSpec
import ChoreoYAML

/// A container's `behind` that lowers the top of the screen behind (a card stack's shrink or drop) while the status
/// bar stays with the presenting controller.
public struct BehindStatusBar: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "behind_status_bar",
        name: "Status bar over a lowered screen",
        defaultSeverity: .note,
        rationale: """
            A card stack's `behind` shrinks the presenting screen or drops it a little, so the top \
            of the window shows above it: the window's background, black in most apps, under the \
            status bar. Under `style: custom` UIKit leaves the status bar to the presenting \
            controller (only a full-screen presentation hands it over), whose dark text was meant \
            for its own light screen and now sits on black. Apple Music turns it light. With \
            `statusBar: presented` the generated presentation controller sets the presented \
            controller's `modalPresentationCapturesStatusBarAppearance` and updates the status bar \
            alongside the transition; the presented controller returns `.lightContent` from \
            `preferredStatusBarStyle`.
            """,
        triggeringExamples: [
            """
            transition: DeckCard
            kind: modal
            presentation:
              style: custom
              container:
                height: 0.92
                behind: ↓{ scale: 0.92, cornerRadius: 10 }
            present:
              effect: slide
              direction: fromBottom
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: DeckCard
            kind: modal
            presentation:
              style: custom
              container:
                height: 0.92
                behind: { scale: 0.92, cornerRadius: 10 }
                statusBar: presented
            present:
              effect: slide
              direction: fromBottom
            dismiss: reverse
            """,
            // A push aside leaves the screen's top edge where it was.
            """
            transition: PushAsideMenu
            kind: modal
            presentation:
              style: custom
              container:
                width: 0.8
                alignment: leading
                behind: { offset: { trailing: 0.8 } }
            present:
              effect: slide
              direction: fromLeading
            dismiss: reverse
            """,
            // Shrunk about its top edge, the screen keeps its top under the status bar.
            """
            transition: TopDeck
            kind: modal
            presentation:
              style: custom
              container:
                height: 0.8
                behind: { scale: 0.95, anchor: top }
            present:
              effect: slide
              direction: fromBottom
            dismiss: reverse
            """,
        ]
    )

    /// How far down the screen's top edge goes, as a fraction of the screen's height: its scale about its anchor
    /// lowers it by `anchor.y * (1 - scaleY)`, and a downward offset by the offset (a fraction of the full screen's
    /// height, which is what takes it out of the container).
    static func topDrop(of state: ViewState, anchor: UnitPoint) -> Double {
        anchor.y * (1 - state.scale.y) + state.offset.y
    }

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard let container = transition.container, container.statusBar == .presenting, !container.coversContainer,
              let behind = container.behind, Self.topDrop(of: behind.end, anchor: behind.anchor) > 0.001,
              let written = transition.spec.presentation?.container?.behind else { return [] }
        return [finding(
            "the screen behind moves down from the top of the window, and the status bar stays the presenting controller's, over the window's background",
            at: written.range, in: transition,
            hint: "add 'statusBar: presented' to the container and return .lightContent from the presented controller's preferredStatusBarStyle")]
    }
}
