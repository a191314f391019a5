import ChoreoSpec
import ChoreoYAML

/// A mask on the presenting view under a style where UIKit does not hand that view over.
public struct MaskOnPresentingView: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "mask_on_presenting_view",
        name: "Mask on the presenting view",
        defaultSeverity: .warning,
        rationale: """
            Under `.custom`, `.overFullScreen` and `.overCurrentContext` the presenting view stays in \
            the window and `view(forKey:)` is nil for it (the `from` view while presenting, the `to` \
            view while dismissing; see `presenting_view_motion_ignored`): the generated code has no \
            view to set the mask on, so a mask written there never shows. Mask the presented view \
            instead (a reveal on `to` while presenting shows the same thing over the screen behind), \
            or use `style: fullScreen`, under which UIKit hands both views over.
            """,
        triggeringExamples: [
            """
            transition: Bubble
            kind: modal
            presentation:
              style: custom
            source: { id: button }
            present:
              to: { start: { alpha: 0.99 } }
              from:
                ↓mask: { shape: circle, from: source }
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: Bubble
            kind: modal
            presentation:
              style: custom
            source: { id: button }
            present:
              to:
                mask: { shape: circle, from: source }
            dismiss: reverse
            """,
            """
            transition: Bubble
            kind: modal
            presentation:
              style: fullScreen
            source: { id: button }
            present:
              to: { start: { alpha: 0.99 } }
              from:
                mask: { shape: circle, from: source }
            dismiss: reverse
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard let (style, places) = transition.phasesWithheldPresentingView() else { return [] }
        return places.compactMap { phase, view in
            guard phase.motion(view).mask != nil, let written = transition.spec.phase(phase.role)?.value.view(view)?.mask else {
                return nil
            }
            return finding(
                "under style '\(style.rawValue)' UIKit gives the animator no presenting view (view(forKey: .\(view.specKey)) is nil), so its mask in \(phase.role.rawValue) never shows",
                at: written.anchor, in: transition,
                hint: "mask the presented view instead, or use 'style: fullScreen'")
        }
    }
}
