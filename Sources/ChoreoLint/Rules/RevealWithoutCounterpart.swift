import ChoreoSpec
import ChoreoYAML

/// A forward phase that reveals or hides a view through a mask, or zooms it, whose backward phase
/// masks and zooms nothing.
public struct RevealWithoutCounterpart: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "reveal_without_counterpart",
        name: "Reveal without a counterpart",
        defaultSeverity: .warning,
        rationale: """
            A screen that opened as a circle from a button is expected to close back into it: the \
            way back retraces the way in, and the shape is what says where the screen came from. \
            When the forward phase masks a view and the backward phase masks none (or is left to \
            UIKit, which slides a presented screen down and pops with its own push), the screen \
            closes some other way and the button it grew from is forgotten. Write the backward \
            phase as `reverse` (the mask shrinks back into its origin) or give one of its views a \
            mask of its own. A view that zoomed out of the tapped cell is the same: it is expected to \
            shrink back into it.
            """,
        triggeringExamples: [
            """
            transition: ZoomFromCell
            kind: navigation
            source: { id: cell }
            push:
              to:
                ↓zoom: { from: source }
            pop:
              effect: slide
            """,
            """
            transition: Bubble
            kind: modal
            presentation:
              style: fullScreen
            source: { id: button }
            present:
              to:
                ↓mask: { shape: circle, from: source }
            """,
            """
            transition: Reveal
            kind: navigation
            push:
              to:
                ↓mask: { shape: capsule, from: [0.5, 0.5] }
            pop:
              effect: fade
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: Bubble
            kind: modal
            presentation:
              style: fullScreen
            source: { id: button }
            present:
              to:
                mask: { shape: circle, from: source }
            dismiss: reverse
            """,
            """
            transition: Reveal
            kind: navigation
            push:
              to:
                mask: { shape: capsule, from: [0.5, 0.5] }
            pop:
              from:
                mask: { shape: circle, from: center }
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        let forward = transition.forward
        func reveals(_ motion: ViewMotion) -> Bool { motion.mask != nil || motion.zoom != nil }
        guard let view = PhaseView.allCases.first(where: { reveals(forward.motion($0)) }) else { return [] }
        if let backward = transition.backward, reveals(backward.incoming) || reveals(backward.outgoing) { return [] }
        let written = transition.spec.phase(forward.role)
        let writtenView = written?.value.view(view)
        let isMask = forward.motion(view).mask != nil
        let range = (isMask ? writtenView?.mask?.anchor : writtenView?.zoom?.anchor) ?? written?.anchor ?? transition.spec.documentAnchor
        let backwardName = transition.kind.phaseRoles.backward.rawValue
        let how = transition.backward == nil ? "is left to UIKit" : (isMask ? "masks no view" : "zooms no view")
        let what = isMask ? "reveals through a mask" : "zooms a view out of its origin"
        return [finding("\(forward.role.rawValue) \(what), but \(backwardName) \(how), so the screen does not close back into where it came from",
                        at: range, in: transition,
                        hint: "write '\(backwardName): reverse', which shrinks the \(isMask ? "mask" : "view") back into its origin")]
    }
}
