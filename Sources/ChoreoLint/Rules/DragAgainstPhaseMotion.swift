import ChoreoSpec

/// A `gesture: drag` dismissal whose phase also slides the presented view somewhere: the finger and the phase move it at
/// once, so it does not stay under the finger.
public struct DragAgainstPhaseMotion: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "drag_against_phase_motion",
        name: "Drag against the phase's motion",
        defaultSeverity: .warning,
        rationale: """
            A `drag` moves the presented view with the finger, both ways, and scrubs the dismissal \
            by how far the finger has gone. When the dismissal itself slides the view (an offset, \
            such as `slide` or `cover` reversed), both move it: dragged 100 points to the left, a \
            view whose dismissal slides it down is also half way down the screen, and it runs away \
            from the finger. A drag's dismissal should leave the view where the finger takes it and \
            only fade or shrink it (`fade`, `zoom`, a `scale`), as photo viewers do; for a \
            dismissal that slides one way, use `gesture: pan` in that direction.
            """,
        triggeringExamples: [
            """
            transition: SlidingPhoto
            kind: modal
            presentation: { style: custom }
            present: { effect: slide, direction: fromBottom }
            dismiss: reverse
            interactive:
              dismiss: { ↓gesture: drag }
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: PhotoViewer
            kind: modal
            presentation: { style: custom }
            present: { effect: zoom }
            dismiss: reverse
            interactive:
              dismiss: { gesture: drag }
            """,
            """
            transition: SlidingPhoto
            kind: modal
            presentation: { style: custom }
            present: { effect: slide, direction: fromBottom }
            dismiss: reverse
            interactive:
              dismiss: { gesture: pan, direction: down }
            """,
        ]
    )

    static func message(_ motion: Vector) -> String {
        "the dismissal also moves the presented view \(motion.words) while the drag moves it with the finger: it does not stay under the finger"
    }

    static func hint(_ motion: Vector) -> String {
        "let the dismissal fade or shrink the view without an offset (fade, zoom, scale), or use 'gesture: pan, direction: \(motion.y.magnitude >= motion.x.magnitude ? (motion.y > 0 ? "down" : "up") : (motion.x > 0 ? "right" : "left"))'"
    }

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        transition.interactions.compactMap { interaction in
            guard interaction.gesture == .drag,
                  let phase = transition.eachPhase.first(where: { $0.role == interaction.role }) else { return nil }
            let motion = phase.motion(phase.presentedView).displacement
            guard !motion.isNegligible else { return nil }
            let written = transition.spec.interaction(interaction.role)
            let anchor = written?.value.gesture?.keyRange ?? written?.anchor ?? transition.spec.documentAnchor
            return finding(Self.message(motion), at: anchor, in: transition, hint: Self.hint(motion))
        }
    }
}
