import ChoreoSpec
import ChoreoYAML

/// A forward phase that slices a view whose backward phase slices none.
public struct SliceWithoutCounterpart: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "slice_without_counterpart",
        name: "Slice without a counterpart",
        defaultSeverity: .warning,
        rationale: """
            A screen that opened as two doors is expected to close as two doors, and tiles that \
            flew apart to fly back together: the way back retraces the way in. When the forward \
            phase slices a view (`slice:`) and the backward phase slices none (or is left to UIKit, \
            which slides a presented screen down and pops with its own push), the screen comes back \
            whole some other way. Write the backward phase as `reverse` (the pieces play the way in \
            backwards) or give one of its views a slice of its own.
            """,
        triggeringExamples: [
            """
            transition: Portal
            kind: modal
            presentation:
              style: fullScreen
            present:
              from:
                ↓slice: { split: vertical }
                end: { offset: [1, 0] }
            """,
            """
            transition: Explode
            kind: navigation
            push:
              from:
                ↓slice: { tiles: [3, 4] }
                end: { offset: [0.5, 0.5], alpha: 0 }
            pop:
              effect: fade
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: Portal
            kind: modal
            presentation:
              style: fullScreen
            present:
              from:
                slice: { split: vertical }
                end: { offset: [1, 0] }
            dismiss: reverse
            """,
            """
            transition: Explode
            kind: navigation
            push:
              from:
                slice: { tiles: [3, 4] }
                end: { offset: [0.5, 0.5], alpha: 0 }
            pop:
              to:
                slice: { tiles: [2, 2] }
                start: { alpha: 0 }
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        let forward = transition.forward
        guard let view = PhaseView.allCases.first(where: { forward.motion($0).slice != nil }) else { return [] }
        if let backward = transition.backward, backward.incoming.slice != nil || backward.outgoing.slice != nil { return [] }
        let written = transition.spec.phase(forward.role)
        let range = written?.value.view(view)?.slice?.anchor ?? written?.anchor ?? transition.spec.documentAnchor
        let backwardName = transition.kind.phaseRoles.backward.rawValue
        let how = transition.backward == nil ? "is left to UIKit" : "slices no view"
        return [finding("\(forward.role.rawValue) cuts a view into pieces, but \(backwardName) \(how), so the screen does not come back the way it went",
                        at: range, in: transition, hint: "write '\(backwardName): reverse', which plays the pieces back")]
    }
}
