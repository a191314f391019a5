import ChoreoSpec
import ChoreoYAML

/// A spring whose damping is outside what its API documents: one that never comes to rest, or
/// a UIKit damping ratio above 1.
public struct SpringDampingOutOfRange: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "spring_damping_out_of_range",
        name: "Spring damping out of range",
        defaultSeverity: .warning,
        rationale: """
            Each spring form has a documented damping range. UIKit's \
            `usingSpringWithDamping:` takes a ratio from 0 to 1: 1 decelerates smoothly without \
            oscillation, values toward 0 oscillate more, and larger values are undocumented. A \
            spring without damping (ratio or `damping` 0, `bounce` 1) never comes to rest, so the \
            transition cannot report a finite `transitionDuration(using:)`; `bounce` is documented \
            from -1 to 1. Use `damping` in 0 < ratio ≤ 1 (0.7–0.9 for a light bounce), a positive \
            `dampingRatio` or physical `damping`, or a `bounce` strictly between -1 and 1.
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
              spring: { damping: ↓1.4, velocity: 0.5 }
            dismiss: reverse
            """,
            """
            transition: CardPop
            kind: modal
            presentation:
              style: custom
            present:
              effect: pop
              spring: { bounce: ↓1 }
            dismiss: reverse
            """,
            """
            transition: CardPop
            kind: modal
            presentation:
              style: custom
            present:
              effect: pop
              spring: { mass: 1, stiffness: 300, damping: ↓0 }
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
              spring: { response: 0.4, dampingRatio: 0.8 }
            dismiss: reverse
            """,
            """
            transition: CardPop
            kind: modal
            presentation:
              style: custom
            present:
              effect: pop
              spring: { mass: 1, stiffness: 300, damping: 30 }
            dismiss: reverse
            """,
        ]
    )

    static func uikitMessage(_ value: Double) -> String {
        value <= 0
            ? "damping ratio \(Format.number(value)) never comes to rest; UIKit's usingSpringWithDamping takes 0 < ratio ≤ 1"
            : "damping ratio \(Format.number(value)) is above 1; UIKit documents usingSpringWithDamping for ratios from 0 to 1"
    }

    static func ratioMessage(_ value: Double) -> String {
        "dampingRatio \(Format.number(value)) never comes to rest; it must be above 0"
    }

    static func physicalMessage(_ value: Double) -> String {
        "damping \(Format.number(value)) never comes to rest; a physical spring needs damping above 0"
    }

    static func bounceMessage(_ value: Double) -> String {
        value >= 1
            ? "bounce \(Format.number(value)) never comes to rest; bounce must be below 1"
            : "bounce \(Format.number(value)) is below -1, outside the documented range -1 to 1"
    }

    static let hint = "0.7–0.9 gives a light bounce, 1 (or bounce 0) none"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        transition.spec.phases.flatMap { phase -> [Diagnostic] in
            guard let spring = phase.value.spring?.value else { return [] }
            return Self.problems(in: spring).map { finding($0.message, at: $0.range, in: transition, hint: Self.hint) }
        }
    }

    static func problems(in spring: SpringSpec) -> [(message: String, range: SourceRange)] {
        var problems: [(String, SourceRange)] = []
        let isPhysical = spring.mass != nil || spring.stiffness != nil
        if let damping = spring.damping {
            if isPhysical {
                if damping.value <= 0 { problems.append((physicalMessage(damping.value), damping.range)) }
            } else if damping.value <= 0 || damping.value > 1 {
                problems.append((uikitMessage(damping.value), damping.range))
            }
        }
        if let ratio = spring.dampingRatio, ratio.value <= 0 {
            problems.append((ratioMessage(ratio.value), ratio.range))
        }
        if let bounce = spring.bounce, bounce.value >= 1 || bounce.value < -1 {
            problems.append((bounceMessage(bounce.value), bounce.range))
        }
        return problems
    }
}
