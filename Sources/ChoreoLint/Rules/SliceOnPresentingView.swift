import ChoreoSpec
import ChoreoYAML

/// A slice on the presenting view under a style where UIKit does not hand that view over.
public struct SliceOnPresentingView: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "slice_on_presenting_view",
        name: "Slice on the presenting view",
        defaultSeverity: .warning,
        rationale: """
            Under `.custom`, `.overFullScreen` and `.overCurrentContext` the presenting view stays in \
            the window and `view(forKey:)` is nil for it (the `from` view while presenting, the `to` \
            view while dismissing; see `presenting_view_motion_ignored`): the generated code has no \
            view to cut, so doors or tiles written there never show. Slice the presented view \
            instead, or use `style: fullScreen`, under which UIKit hands both views over.
            """,
        triggeringExamples: [
            """
            transition: Portal
            kind: modal
            presentation:
              style: custom
            present:
              to: { start: { alpha: 0 } }
              from:
                ↓slice: { split: vertical }
                end: { offset: [1, 0] }
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: Portal
            kind: modal
            presentation:
              style: fullScreen
            present:
              to: { start: { alpha: 0 } }
              from:
                slice: { split: vertical }
                end: { offset: [1, 0] }
            dismiss: reverse
            """,
            """
            transition: Shatter
            kind: modal
            presentation:
              style: custom
            present:
              to:
                slice: { tiles: [3, 3] }
                start: { offset: [0.3, 0.3], alpha: 0 }
            dismiss: reverse
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard let (style, places) = transition.phasesWithheldPresentingView() else { return [] }
        return places.compactMap { phase, view in
            guard phase.motion(view).slice != nil, let written = transition.spec.phase(phase.role)?.value.view(view)?.slice else {
                return nil
            }
            return finding(
                "under style '\(style.rawValue)' UIKit gives the animator no presenting view (view(forKey: .\(view.specKey)) is nil), so its slice in \(phase.role.rawValue) never shows",
                at: written.anchor, in: transition,
                hint: "slice the presented view instead, or use 'style: fullScreen'")
        }
    }
}
