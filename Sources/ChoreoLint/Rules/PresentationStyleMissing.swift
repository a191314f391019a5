import ChoreoSpec

/// A modal or segue spec that names no presentation style.
///
/// Since iOS 13 `modalPresentationStyle` defaults to `.automatic`, which resolves to a sheet
/// (Docs/UIKitFacts.md B5); UIKit animates sheets itself and never asks the transitioning delegate for
/// the animator, so the transition the spec describes would silently not play.
public struct PresentationStyleMissing: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "presentation_style_missing",
        name: "Presentation style missing",
        defaultSeverity: .error,
        rationale: """
            A custom animator only runs when the presented view controller's `modalPresentationStyle` \
            lets UIKit ask the transitioning delegate for one. Left unset, the style is `.automatic` \
            (iOS 13 and later), which UIKit resolves to a page sheet before iOS 18 and to a form sheet \
            from iOS 18; sheets are animated by UIKit's own presentation controller and the custom \
            animator is silently ignored. Say which style the transition is for: `custom` keeps the \
            presenting view in the window under the presented one, `fullScreen` removes it after the \
            presentation, `overFullScreen` keeps it.
            """,
        triggeringExamples: [
            """
            transition: CardSlide
            kind: ↓modal
            present:
              effect: slide
              direction: fromBottom
            dismiss: reverse
            """,
            """
            transition: DetailFade
            kind: ↓segue
            presentation:
              delegate: retained
            perform:
              effect: fade
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: CardSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
              direction: fromBottom
            dismiss: reverse
            """,
            """
            transition: ListPush
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
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

    static func message(for kind: TransitionKind) -> String {
        "\(kind.rawValue) transition has no presentation style: UIKit presents it as a sheet (.automatic) and never asks for the custom animator"
    }

    static let hint = "add 'presentation: { style: custom }' (or fullScreen / overFullScreen)"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard transition.kind.presents, transition.presentationStyle == nil else { return [] }
        return [finding(Self.message(for: transition.kind), at: transition.spec.documentAnchor, in: transition, hint: Self.hint)]
    }
}
