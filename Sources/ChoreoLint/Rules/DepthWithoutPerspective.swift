import ChoreoSpec
import ChoreoYAML

/// `depth` in a phase without `perspective`: the view moves toward or away from a viewer who sees
/// no depth, so nothing moves on screen.
public struct DepthWithoutPerspective: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "depth_without_perspective",
        name: "Depth without perspective",
        defaultSeverity: .warning,
        rationale: """
            `depth` moves a view toward or away from the viewer, and only a perspective makes that \
            show: with it a view farther away is drawn smaller. Without a phase `perspective` the \
            generated 3D transform has no `m34`, the screen is a flat projection, and a view pushed \
            back 35 points looks exactly as it did: the motion the spec describes never appears. \
            (A turn about x or y does show without a perspective, as a narrowing, so it is not \
            reported.) Give the phase a `perspective` (500 is strong, 1000 gentle), or use `scale` \
            for a flat zoom.
            """,
        triggeringExamples: [
            """
            transition: PagePush
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
              from: { end: { depth: ↓35 } }
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: PagePush
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
              perspective: 1000
              from: { end: { depth: 35 } }
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
        ]
    )

    static func message(view: PhaseView, role: PhaseRole) -> String {
        "the \(view.noun) moves in depth during \(role.rawValue), but the phase has no 'perspective': nothing shows on screen"
    }

    static let hint = "add 'perspective: 1000' (points from the viewer) to the phase, or use 'scale' for a flat zoom"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        // Lowered values first: a phase with a perspective or without depth (nearly all) is passed over
        // before the spec is looked at.
        transition.forEachPhase { phase in
            guard phase.incoming.perspective == nil && !phase.isMirrored else { return }
            for view in PhaseView.allCases {
                let motion = phase.motion(view)
                guard motion.anyState({ $0.sets(.depth) }),
                      let written = transition.spec.phase(phase.role) else { continue }
                let spec = view == .incoming ? written.value.to : written.value.from
                let range = spec?.start?[.depth]?.range ?? spec?.end?[.depth]?.range
                    ?? spec?.keyframes.lazy.compactMap({ $0.state[.depth]?.range }).first ?? written.keyRange ?? written.range
                findings.append(finding(Self.message(view: view, role: phase.role), at: range, in: transition, hint: Self.hint))
            }
        }
        return findings
    }
}
