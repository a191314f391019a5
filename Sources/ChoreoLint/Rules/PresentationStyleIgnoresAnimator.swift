import ChoreoSpec

/// A sheet style, which UIKit animates itself whatever the transitioning delegate offers.
public struct PresentationStyleIgnoresAnimator: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "presentation_style_ignores_animator",
        name: "Presentation style ignores the animator",
        defaultSeverity: .error,
        rationale: """
            `pageSheet` and `formSheet` are presented by UIKit's sheet presentation controller, which \
            runs its own slide-up animation and does not consult the transitioning delegate's \
            animator; `automatic` is no different, because UIKit resolves it to a page sheet before \
            iOS 18 and to a form sheet from iOS 18. The spec's motion would never be seen. Use \
            `custom` (the presenting view stays in the window), `fullScreen` (UIKit removes it after \
            the presentation) or `overFullScreen`. To have UIKit's own sheet on purpose, say so with \
            a `sheet:` block (detents, grabber, …) and no phases: the rule then stays silent \
            (`native_sheet_ignores_phases` reports phases beside it).
            """,
        triggeringExamples: [
            """
            transition: CardSlide
            kind: modal
            presentation:
              style: ↓automatic
            present:
              effect: slide
              direction: fromBottom
            dismiss: reverse
            """,
            """
            transition: CardSlide
            kind: modal
            presentation:
              style: ↓pageSheet
            present:
              effect: fade
            dismiss: reverse
            """,
            """
            transition: DetailZoom
            kind: segue
            presentation: { style: ↓formSheet }
            perform:
              effect: zoom
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: CardSlide
            kind: modal
            presentation:
              style: overFullScreen
            present:
              effect: slide
              direction: fromBottom
            dismiss: reverse
            """,
            """
            transition: CardSlide
            kind: modal
            presentation:
              style: fullScreen
            present:
              effect: fade
            dismiss: reverse
            """,
            """
            transition: Details
            kind: modal
            presentation:
              style: pageSheet
              sheet: { detents: [medium, large] }
            """,
        ]
    )

    static func message(for style: PresentationStyle) -> String {
        let sheet: String
        switch style {
        case .automatic: sheet = "'automatic' resolves to a page sheet before iOS 18 and a form sheet from iOS 18"
        case .pageSheet: sheet = "'pageSheet' is a sheet"
        default: sheet = "'formSheet' is a sheet"
        }
        return "\(sheet); UIKit animates sheets itself and never uses the custom animator"
    }

    static let hint = "use 'custom', 'fullScreen' or 'overFullScreen'"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        // A native sheet asks for UIKit's sheet on purpose.
        guard let style = transition.presentationStyle, style.ignoresCustomAnimator, transition.nativeSheet == nil else { return [] }
        let range = transition.spec.presentation?.style?.range ?? transition.spec.documentAnchor
        return [finding(Self.message(for: style), at: range, in: transition, hint: Self.hint)]
    }
}
