import ChoreoSpec
import ChoreoYAML

/// The outgoing view is on top and still covers the container when the phase ends, so the
/// incoming view's motion is hidden and the view pops into sight when UIKit removes the outgoing one.
public struct IncomingViewHidden: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "incoming_view_hidden",
        name: "Incoming view hidden",
        defaultSeverity: .warning,
        rationale: """
            The animator adds the incoming view to the transition's container view and orders the \
            two views as the spec says. With `order: fromAbove` the outgoing view is on top; if it \
            ends opaque and in place, filling the container, it never uncovers the incoming view: \
            whatever the incoming view does is hidden, and it appears all at once when the \
            outgoing view is removed after the transition completes. Put the incoming view on top (`order: toAbove`), \
            or move, shrink or fade the outgoing view out of the way (as `effect: uncover` does).
            """,
        triggeringExamples: [
            """
            transition: ListPush
            kind: navigation
            push:
              effect: slide
              direction: fromTrailing
              order: ↓fromAbove
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
            """
            transition: CardReveal
            kind: modal
            presentation:
              style: custom
            present:
              order: ↓fromAbove
              to:
                start: { scale: 0.9 }
              from:
                end: { alpha: 0.95 }
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: ListPush
            kind: navigation
            push:
              effect: uncover
              direction: fromTrailing
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
            """
            transition: CardReveal
            kind: modal
            presentation:
              style: custom
            present:
              order: fromAbove
              to:
                start: { scale: 0.9 }
              from:
                end: { alpha: 0 }
            dismiss: reverse
            """,
        ]
    )

    static func message(for role: PhaseRole) -> String {
        "during \(role.rawValue) the outgoing view is on top and still covers the container at the end, so the incoming view is hidden until the outgoing one is removed"
    }

    static let hint = "use 'order: toAbove', or move or fade the outgoing view away"

    /// Opaque enough that what is underneath cannot be made out.
    static let opaqueAlpha = 0.9

    /// Whether a view in this state still fills its whole frame, which for the views of a
    /// transition is the whole container: in place, not shrunk, faded, turned (about any axis: a
    /// turn about x or y narrows it, and past 90° its back is hidden) or pushed back in depth under
    /// the view's `perspective`.
    static func covers(_ state: ViewState, perspective: Double?) -> Bool {
        abs(state.offset.x) < 0.001 && abs(state.offset.y) < 0.001
            && state.scale.x >= 0.999 && state.scale.y >= 0.999
            && Turn.isWholeTurn(state.rotation) && !Turn.isTilted(state)
            && Turn.depthScale(state, perspective: perspective) >= 0.999
            && state.alpha >= opaqueAlpha
    }

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        transition.eachPhase.compactMap { phase in
            // A mask that shrinks the outgoing view into its origin uncovers the incoming one.
            guard phase.order == .fromAbove, Self.covers(phase.outgoing.end, perspective: phase.outgoing.perspective),
                  phase.outgoing.mask?.grows ?? true else {
                return nil
            }
            return finding(Self.message(for: phase.role), at: Self.anchor(for: phase, in: transition.spec), in: transition, hint: Self.hint)
        }
    }

    static func anchor(for phase: Phase, in spec: Spec) -> SourceRange {
        guard let written = spec.phase(phase.role) else { return spec.documentAnchor }
        if !phase.isMirrored, let order = written.value.order { return order.range }
        return written.anchor
    }
}
