import ChoreoSpec

/// A `container` under a style whose presentation controller is UIKit's own.
public struct ContainerNeedsCustomStyle: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "container_needs_custom_style",
        name: "Container needs the custom style",
        defaultSeverity: .error,
        rationale: """
            UIKit asks the transitioning delegate for a presentation controller \
            (`presentationController(forPresented:presenting:source:)`) only when the presented \
            controller's style is `.custom`; under every other style it uses its own, which covers \
            the screen (or makes a sheet). A `container` there would never be laid out: the \
            presented view would fill the screen, nothing would be dimmed and a tap outside would \
            not dismiss. Write `style: custom`.
            """,
        triggeringExamples: [
            """
            transition: BottomSheet
            kind: modal
            presentation:
              style: overFullScreen
              ↓container: { height: 0.5, dimming: 0.4 }
            present:
              effect: slide
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: BottomSheet
            kind: modal
            presentation:
              style: custom
              container: { height: 0.5, dimming: 0.4 }
            present:
              effect: slide
            dismiss: reverse
            """,
        ]
    )

    static let hint = "write 'style: custom': UIKit asks for a presentation controller under no other style"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard let style = transition.presentationStyle, style != .custom,
              let container = transition.spec.presentation?.container else { return [] }
        let anchor = transition.spec.presentation?.containerKeyRange ?? container.range
        return [finding("'container' needs 'style: custom'; under '\(style.rawValue)' UIKit uses its own presentation controller and never lays it out",
                        at: anchor, in: transition, hint: Self.hint)]
    }
}
