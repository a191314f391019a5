import ChoreoSpec

/// A spring that starts by moving away from where it is going.
public struct SpringVelocityNegative: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "spring_velocity_negative",
        name: "Spring velocity negative",
        defaultSeverity: .warning,
        rationale: """
            UIKit's `initialSpringVelocity` is measured in a unit coordinate system where 1 means \
            travelling the whole animated distance in one second, toward the target. A negative \
            velocity throws the view backwards first: an incoming view that slides in from the right \
            would first jump further right, off the screen, before it comes in. Use 0 to start from \
            rest, or a positive value to continue a gesture's momentum (the gesture's speed divided \
            by the distance left).
            """,
        triggeringExamples: [
            """
            transition: CardPop
            kind: modal
            presentation:
              style: custom
            present:
              effect: pop
              duration: 0.5
              spring: { damping: 0.7, velocity: ↓-2 }
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: CardPop
            kind: modal
            presentation:
              style: custom
            present:
              effect: pop
              duration: 0.5
              spring: { damping: 0.7, velocity: 0.5 }
            dismiss: reverse
            """,
            """
            transition: CardPop
            kind: modal
            presentation:
              style: custom
            present:
              effect: pop
              duration: 0.5
              spring: { damping: 0.7 }
            dismiss: reverse
            """,
        ]
    )

    static func message(_ value: Double) -> String {
        "initial velocity \(Format.number(value)) starts the spring moving away from its target"
    }

    static let hint = "use 0 to start from rest, or a positive velocity"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for index in transition.spec.phases.indices {
            // Through the phase in place: most phases have no spring, and none a negative velocity.
            guard let velocity = transition.spec.phases[index].value.spring?.value.velocity, velocity.value < 0 else { continue }
            findings.append(finding(Self.message(velocity.value), at: velocity.range, in: transition, hint: Self.hint))
        }
        return findings
    }
}
