import ChoreoSpec
import ChoreoYAML

/// A mask or a zoom on the presenting view under a style where UIKit does not hand that view over.
public struct MaskOnPresentingView: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "mask_on_presenting_view",
        name: "Mask or zoom on the presenting view",
        defaultSeverity: .warning,
        rationale: """
            Under `.custom`, `.overFullScreen` and `.overCurrentContext` the presenting view stays in \
            the window and `view(forKey:)` is nil for it (the `from` view while presenting, the `to` \
            view while dismissing; see `presenting_view_motion_ignored`): the generated code has no \
            view to set the mask on, so a mask (or a zoom) written there never shows. Mask or zoom \
            the presented view instead (a reveal on `to` while presenting shows the same thing over the screen behind), \
            or use `style: fullScreen`, under which UIKit hands both views over.
            """,
        triggeringExamples: [
            """
            transition: ZoomCard
            kind: modal
            presentation:
              style: overFullScreen
            source: { id: card }
            present:
              to: { start: { alpha: 0 } }
              from:
                ↓zoom: { from: source }
            dismiss: reverse
            """,
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
            transition: ZoomCard
            kind: modal
            presentation:
              style: custom
            source: { id: card }
            present:
              to:
                zoom: { from: source }
            dismiss: reverse
            """,
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
            let motion = phase.motion(view)
            guard motion.mask != nil || motion.zoom != nil else { return nil }
            let writtenView = transition.spec.phase(phase.role)?.value.view(view)
            let (what, written) = motion.mask != nil ? ("mask", writtenView?.mask?.anchor) : ("zoom", writtenView?.zoom?.anchor)
            guard let written else { return nil }
            return finding(
                "under style '\(style.rawValue)' UIKit gives the animator no presenting view (view(forKey: .\(view.specKey)) is nil), so its \(what) in \(phase.role.rawValue) never shows",
                at: written, in: transition,
                hint: "\(what) the presented view instead, or use 'style: fullScreen'")
        }
    }
}
