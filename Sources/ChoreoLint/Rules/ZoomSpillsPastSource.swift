import ChoreoSpec
import ChoreoYAML

/// A view that zooms out of the tapped view with `aspect: fill` and no mask to clip it there.
public struct ZoomSpillsPastSource: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "zoom_spills_past_source",
        name: "Zoom spills past the source",
        defaultSeverity: .warning,
        rationale: """
            `aspect: fill` scales the view until it covers the tapped view's frame, so where their \\
            shapes differ it is larger than the tapped view: a full screen zoomed out of a wide table \\
            row starts as tall as it is wide, over the rows above and below. That is the App Store \\
            card's zoom only with a mask that clips the view to the tapped view as it grows (`mask: \\
            { shape: roundedRect, from: source }` on the same view). Add the mask, or use `aspect: \\
            fit` (the view inside the tapped view's frame) or `stretch` (exactly on it).
            """,
        triggeringExamples: [
            """
            transition: CardZoom
            kind: navigation
            source: { id: card }
            push:
              to:
                ↓zoom: { from: source, aspect: fill }
            pop: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: CardZoom
            kind: navigation
            source: { id: card }
            push:
              to:
                zoom: { from: source, aspect: fill }
                mask: { shape: roundedRect, from: source }
            pop: reverse
            """,
            """
            transition: CardZoom
            kind: navigation
            source: { id: card }
            push:
              to:
                zoom: { from: source }
            pop: reverse
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        transition.forEachPhase { phase in
            // A mirrored phase repeats what its counterpart wrote, which is reported there.
            guard !phase.isMirrored else { return }
            for view in PhaseView.allCases {
                let motion = phase.motion(view)
                guard let zoom = motion.zoom, zoom.aspect == .fill, motion.mask == nil,
                      let written = transition.spec.phase(phase.role)?.value.view(view)?.zoom else { continue }
                findings.append(finding(
                    "\(phase.role.rawValue).\(view.specKey) zooms with 'aspect: fill' but no mask, so it starts larger than the tapped view and over what is around it",
                    at: written.anchor, in: transition,
                    hint: "add 'mask: { shape: roundedRect, from: \(TransitionDump.render(zoom.origin)) }' to the same view, or use 'aspect: fit'"))
            }
        }
        return findings
    }
}
