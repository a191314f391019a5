import ChoreoSpec
import ChoreoYAML

/// An incoming view that ends moved, scaled, turned or faded.
public struct IncomingViewNotAtRest: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "incoming_view_not_at_rest",
        name: "Incoming view not at rest",
        defaultSeverity: .warning,
        rationale: """
            When the transition completes, the incoming view controller's view is the screen: UIKit \
            expects it at `finalFrame(for:)`, untransformed and opaque, and it stays that way until \
            the next transition. An incoming `end` state that leaves it offset, scaled, rotated or \
            faded either leaves the new screen broken (half visible, off-centre) or, when the \
            animator restores it, makes it jump at the last frame. Let the incoming view end at \
            rest (leave `to.end` out) and animate the outgoing view instead.
            """,
        triggeringExamples: [
            """
            transition: CardPeek
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
              direction: fromBottom
              to:
                end: ↓{ offset: [0, 0.5] }
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: CardPeek
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
              direction: fromBottom
              from:
                end: { alpha: 0.8 }
            dismiss: reverse
            """,
        ]
    )

    static func message(role: PhaseRole) -> String {
        "the incoming view does not end at rest after \(role.rawValue): UIKit leaves it as the new screen in that state"
    }

    static let hint = "leave 'to.end' out so it ends at its final frame"

    /// Offset, scale, the turns about each axis, depth and alpha; corner radius, dim and shadow
    /// are how the view looks, which the animator undoes or keeps on purpose.
    static func isAtRest(_ state: ViewState) -> Bool {
        let offset = state.offset, scale = state.scale
        return abs(offset.x) < 0.001 && abs(offset.y) < 0.001
            && abs(scale.x - 1) < 0.001 && abs(scale.y - 1) < 0.001
            && Turn.isWholeTurn(state.rotation) && !Turn.isTilted(state) && abs(state.depth) < 0.001
            && abs(state.alpha - 1) < 0.001
    }

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        // An incoming view that ends turned away is `view_turned_away`'s: it is not seen at all.
        transition.forEachPhase { phase in
            guard !Self.isAtRest(phase.incoming.end), !Turn.isTurnedAway(phase.incoming.end) else { return }
            findings.append(finding(Self.message(role: phase.role), at: Self.anchor(for: phase, in: transition.spec), in: transition, hint: Self.hint))
        }
        return findings
    }

    static func anchor(for phase: Phase, in spec: Spec) -> SourceRange {
        guard let written = spec.phase(phase.role) else { return spec.documentAnchor }
        if !phase.isMirrored, let end = written.value.to?.end { return end.range }
        return written.anchor
    }
}
