import ChoreoSpec
import ChoreoYAML

/// A shadow that is not seen: on the view underneath where the view on top covers it for the
/// whole phase or where the phase dims it throughout. (A view that clips, to rounded corners or a
/// container's, still shows its shadow: the generated code casts it from a view behind it.)
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
              style: fullScreen
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
              style: fullScreen
            present:
              order: toAbove
              to: { start: { offset: [0, 1] } }
              from: { start: { shadow: { opacity: 0.4, radius: 12 } } }
            dismiss: reverse
            """,
            """
            transition: CardRise
            kind: modal
            presentation:
              style: custom
            present:
              to:
                start: { offset: [0, 1], cornerRadius: 24, shadow: { opacity: 0.3, radius: 12 } }
            dismiss: reverse
            """,
            """
            transition: Sheet
            kind: modal
            presentation:
              style: custom
              container: { height: 0.5, cornerRadius: 16, dimming: 0.4 }
            present:
              effect: slide
              direction: fromBottom
              to: { end: { shadow: { opacity: 0.44, radius: 10 } } }
            dismiss: reverse
            """,
        ]
    )

    /// Why a shadow is not seen.
    enum Reason: Equatable {
        /// The view on top fills the container at both ends of the phase.
        case covered
        /// The view is under the other and dimmed at both ends.
        case dimmed
    }

    static func message(view: PhaseView, role: PhaseRole, reason: Reason) -> String {
        let other: PhaseView = view == .incoming ? .outgoing : .incoming
        switch reason {
        case .covered:
            return "the shadow is on the \(view.noun), which the \(other.noun) covers throughout \(role.rawValue): it is drawn every frame and never seen"
        case .dimmed:
            return "the shadow is on the \(view.noun), which is under the \(other.noun) and dimmed throughout \(role.rawValue): it falls behind the dimmed view, where it is not seen"
        }
    }

    static func hint(for reason: Reason) -> String {
        "put the shadow on the view on top, which casts it onto this one"
    }

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        // A mirrored phase plays the same views backwards with the order flipped, so the view under
        // is the same one: the spec's own phase says it.
        var findings: [Diagnostic] = []
        transition.forEachPhase { phase in
            guard !phase.isMirrored, Self.castsShadow(phase.incoming) || Self.castsShadow(phase.outgoing) else { return }
            for view in PhaseView.allCases {
                guard let reason = Self.reason(view: view, in: phase, of: transition) else { continue }
                findings.append(finding(Self.message(view: view, role: phase.role, reason: reason),
                                        at: Self.anchor(view: view, phase: phase, in: transition.spec),
                                        in: transition, hint: Self.hint(for: reason)))
            }
        }
        return findings
    }

    /// Why the shadow `view` casts in `phase` is not seen, or nil when it casts none or it shows.
    static func reason(view: PhaseView, in phase: Phase, of transition: Transition) -> Reason? {
        let motion = phase.motion(view)
        guard castsShadow(motion) else { return nil }
        let under: PhaseView = phase.order == .toAbove ? .outgoing : .incoming
        guard view == under else { return nil }
        let top = phase.motion(under == .incoming ? .outgoing : .incoming)
        if !top.anyState({ !IncomingViewHidden.covers($0, perspective: top.perspective) }) {
            return .covered
        }
        return !motion.anyState({ $0.dim <= 0 }) ? .dimmed : nil
    }

    /// True when the motion gives the view a shadow that shows at some point (opacity above 0).
    /// Asked of both views of every phase, most without a shadow, so it reads them in place.
    static func castsShadow(_ motion: ViewMotion) -> Bool {
        func casts(_ state: ViewState) -> Bool { state.sets(.shadow) && (state[.shadow]?.first ?? 0) > 0 }
        return motion.anyState(casts)
    }

    /// The first shadow written for the view in the phase, else the view's states, else the phase.
    static func anchor(view: PhaseView, phase: Phase, in spec: Spec) -> SourceRange {
        guard let written = spec.phase(phase.role) else { return spec.documentAnchor }
        guard let states = written.value.view(view) else { return written.anchor }
        return (states.start?[.shadow] ?? states.end?[.shadow] ?? states.keyframes.lazy.compactMap({ $0.state[.shadow] }).first)?.range
            ?? states.range
    }
}
