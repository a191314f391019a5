import ChoreoSpec

/// `reduceMotion: same` on a transition that slides, spins or zooms.
public struct ReduceMotionIgnored: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "reduce_motion_ignored",
        name: "Reduce Motion ignored",
        defaultSeverity: .warning,
        rationale: """
            People turn on Settings › Accessibility › Motion › Reduce Motion because sliding, \
            zooming and spinning make them unwell; `UIAccessibility.isReduceMotionEnabled` tells an \
            app so, and UIKit's own transitions switch to cross-fades. `reduceMotion: same` plays \
            the full motion anyway. For a transition with large motion (a slide of a quarter of the \
            screen or more, rotation, a turn about x or y of 10° or more, a depth that looks like a \
            scale outside 0.8–1.25 under the phase's perspective, or such a scale) use `crossfade` (the \
            default), which drops the turns and depth as it drops every motion, or `none`; keep `same` \
            for transitions that only fade or barely move.
            """,
        triggeringExamples: [
            """
            transition: CardSpin
            kind: modal
            presentation:
              style: custom
            present:
              effect: rotate
              duration: 0.6
            dismiss: reverse
            reduceMotion: ↓same
            """,
            """
            transition: CardFlip
            kind: modal
            presentation:
              style: fullScreen
            present:
              perspective: 800
              to: { start: { rotationY: -179 } }
              from: { end: { rotationY: 179 } }
            dismiss: reverse
            reduceMotion: ↓same
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: CardSpin
            kind: modal
            presentation:
              style: custom
            present:
              effect: rotate
              duration: 0.6
            dismiss: reverse
            reduceMotion: crossfade
            """,
            """
            transition: CardFade
            kind: modal
            presentation:
              style: custom
            present:
              effect: fade
            dismiss: reverse
            reduceMotion: same
            """,
            """
            transition: Tilt
            kind: modal
            presentation:
              style: fullScreen
            present:
              effect: fade
              perspective: 1000
              from: { end: { rotationX: 3.75, depth: 35 } }
            dismiss: reverse
            reduceMotion: same
            """,
        ]
    )

    static let message = "the transition slides, spins, turns or zooms, but 'reduceMotion: same' plays it in full when the user asked to reduce motion"

    static let hint = "use 'crossfade' (the default) or 'none'"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard transition.reduceMotion == .same, transition.eachPhase.contains(where: LargeMotion.isLarge) else { return [] }
        let range = transition.spec.reduceMotion?.range ?? transition.spec.documentAnchor
        return [finding(Self.message, at: range, in: transition, hint: Self.hint)]
    }
}
