import ChoreoSpec
import ChoreoYAML

/// A view's window (`during`) that ends before it starts, or where it starts.
public struct EmptyMotionWindow: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "empty_motion_window",
        name: "Empty motion window",
        defaultSeverity: .error,
        rationale: """
            `during: [start, end]` is the part of the phase a view moves in: it waits at its start \
            state until `start` and rests at its end state from `end`. A window that ends before it \
            starts, or where it starts, leaves the view no time to move: it would jump from one state \
            to the other. Choreo then moves the view over the whole phase instead, which is not what \
            the window says either. Write the window's start first, and give it some length.
            """,
        triggeringExamples: [
            """
            transition: LateFlip
            kind: modal
            presentation:
              style: fullScreen
            present:
              perspective: 800
              to:
                start: { rotationY: -90 }
                during: ↓[1, 0.5]
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: LateFlip
            kind: modal
            presentation:
              style: fullScreen
            present:
              perspective: 800
              to:
                start: { rotationY: -90 }
                during: [0.5, 1]
            dismiss: reverse
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for phase in transition.spec.phases {
            for view in PhaseView.allCases {
                guard let during = phase.value.view(view)?.during, during.value.end <= during.value.start else { continue }
                let window = during.value
                let name = "\(phase.value.role.rawValue).\(view.specKey).during"
                let hint = window.end < window.start
                    ? "write the start first: during: [\(Format.number(window.end)), \(Format.number(window.start))]"
                    : "give the window some length, such as during: [\(Format.number(max(window.start - 0.25, 0))), \(Format.number(max(window.start, 0.25)))]"
                findings.append(finding(
                    "'\(name)' [\(Format.number(window.start)), \(Format.number(window.end))] \(window.end < window.start ? "ends before it starts" : "has no length"): the view has no time to move",
                    at: during.range, in: transition, hint: hint))
            }
        }
        return findings
    }
}
