import ChoreoSpec
import ChoreoYAML

/// A shadow on the view underneath, where the view on top covers it for the whole phase or where
/// the phase dims it throughout: the shadow is drawn for nothing, on the wrong view.
public struct InvisibleShadow: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "invisible_shadow",
        name: "Invisible shadow",
        defaultSeverity: .warning,
        rationale: """
            A layer's shadow is drawn behind the view, around its outline, onto whatever is under it. \
            On the view underneath (the outgoing view with `order: toAbove`, the incoming one with \
            `fromAbove`) it is out of sight when the view on top fills the container from the start \
            of the phase to its end: the shadow is rendered every frame and never seen. A shadow on a \
            view that the phase dims at both ends is on the wrong view too: the dim says the view is \
            being covered, and the shadow, which makes a view look raised, falls behind it, under the \
            view that covers it. Cast the shadow from the view on top onto the one underneath, as \
            UIKit's own push does.
            """,
        triggeringExamples: [
            """
            transition: ListPush
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
              from:
                start: { dim: 0.1 }
                end: { dim: 0.2, shadow: ↓{ opacity: 0.3, radius: 8 } }
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
            """
            transition: Reveal
            kind: modal
            presentation:
              style: custom
            present:
              order: toAbove
              to: { start: { alpha: 0.95 } }
              from: { start: { shadow: ↓{ opacity: 0.4, radius: 12 } }, end: { scale: 0.95 } }
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: ListPush
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
              to: { start: { shadow: { opacity: 0.3, radius: 8 } } }
              from: { end: { dim: 0.1 } }
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
            """
            transition: Reveal
            kind: modal
            presentation:
              style: custom
            present:
              order: toAbove
              to: { start: { offset: [0, 1] } }
              from: { start: { shadow: { opacity: 0.4, radius: 12 } } }
            dismiss: reverse
            """,
        ]
    )

    static func message(view: PhaseView, role: PhaseRole, dimmed: Bool) -> String {
        let other: PhaseView = view == .incoming ? .outgoing : .incoming
        if dimmed {
            return "the shadow is on the \(view.noun), which is under the \(other.noun) and dimmed throughout \(role.rawValue): it falls behind the dimmed view, where it is not seen"
        }
        return "the shadow is on the \(view.noun), which the \(other.noun) covers throughout \(role.rawValue): it is drawn every frame and never seen"
    }

    static let hint = "put the shadow on the view on top, which casts it onto this one"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        // A mirrored phase plays the same views backwards with the order flipped, so the view under
        // is the same one: the spec's own phase says it.
        var findings: [Diagnostic] = []
        for phase in transition.eachPhase where !phase.isMirrored {
            let under: PhaseView = phase.order == .toAbove ? .outgoing : .incoming
            let motion = phase.motion(under)
            guard Self.castsShadow(motion) else { continue }
            let top = phase.motion(under == .incoming ? .outgoing : .incoming)
            let covered = IncomingViewHidden.covers(top.start, perspective: top.perspective)
                && IncomingViewHidden.covers(top.end, perspective: top.perspective)
            let dimmed = motion.start.dim > 0 && motion.end.dim > 0
            guard covered || dimmed else { continue }
            findings.append(finding(Self.message(view: under, role: phase.role, dimmed: !covered), at: Self.anchor(view: under, phase: phase, in: transition.spec),
                                    in: transition, hint: Self.hint))
        }
        return findings
    }

    /// True when the motion gives the view a shadow that shows at some point (opacity above 0).
    static func castsShadow(_ motion: ViewMotion) -> Bool {
        [motion.start, motion.end].contains { state in
            state.sets(.shadow) && (state[.shadow]?.first ?? 0) > 0
        }
    }

    /// The first shadow written for the view in the phase, else the view's states, else the phase.
    static func anchor(view: PhaseView, phase: Phase, in spec: Spec) -> SourceRange {
        guard let written = spec.phase(phase.role) else { return spec.documentAnchor }
        guard let states = written.value.view(view) else { return written.anchor }
        return (states.start?[.shadow] ?? states.end?[.shadow])?.range ?? states.range
    }
}
