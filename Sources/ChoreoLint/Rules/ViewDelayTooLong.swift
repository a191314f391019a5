import ChoreoSpec

/// A view that waits longer than the phase's motion lasts.
public struct ViewDelayTooLong: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "view_delay_too_long",
        name: "View delay too long",
        defaultSeverity: .warning,
        rationale: """
            A view's own `delay` staggers it against the other view. When it is as long as the \
            motion itself, the other view has finished before this one starts, so the transition \
            plays as two separate animations with a pause-like seam, and in an interactive phase \
            the first part of the drag moves only one view. `transitionDuration(using:)` also grows \
            by the delay, which slows the whole transition. Keep per-view delays to a fraction of \
            the duration (a third or less reads as a stagger).
            """,
        triggeringExamples: [
            """
            transition: CardStagger
            kind: modal
            presentation:
              style: custom
            present:
              effect: fade
              duration: 0.3
              to:
                delay: ↓0.3
                start: { offset: [0, 0.1] }
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: CardStagger
            kind: modal
            presentation:
              style: custom
            present:
              effect: fade
              duration: 0.3
              to:
                delay: 0.1
                start: { offset: [0, 0.1] }
            dismiss: reverse
            """,
        ]
    )

    static func message(view: PhaseView, delay: Double, motion: Double) -> String {
        "the \(view.noun) waits \(Format.seconds(delay)), as long as or longer than the \(Format.seconds(motion)) the phase moves: the views animate one after the other"
    }

    static let hint = "keep a view's delay to a third of the duration or less"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        transition.forEachPhase { phase in
            guard !phase.isMirrored else { return }
            // The spec is looked up only for a delay that is too long: most phases have none.
            var written: PhaseSpec?
            for view in PhaseView.allCases {
                let delay = phase.motion(view).delay
                guard delay > 0, delay >= phase.motionDuration else { continue }
                if written == nil { written = transition.spec.phase(phase.role)?.value }
                guard let range = written?.view(view)?.delay?.range else { continue }
                findings.append(finding(Self.message(view: view, delay: delay, motion: phase.motionDuration), at: range, in: transition, hint: Self.hint))
            }
        }
        return findings
    }
}
