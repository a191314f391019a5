import ChoreoSpec
import ChoreoYAML

/// A spring damped outside the range that suits a transition: a UIKit damping ratio above the
/// documented 1, or so little damping that the screen wobbles.
///
/// Values that can never work (damping 0, bounce 1) are already rejected by the decoder as
/// `invalid_value`; this rule judges the ones that work but look wrong.
public struct SpringDampingOutOfRange: Rule {
    public init() {}

    /// Below this damping ratio (bounce above 0.6) a screen visibly swings back and forth
    /// several times before it settles; SwiftUI's `bouncy` preset is 0.7.
    static let minimumRatio = 0.4

    public static let description = RuleDescription(
        id: "spring_damping_out_of_range",
        name: "Spring damping out of range",
        defaultSeverity: .warning,
        rationale: """
            UIKit's `usingSpringWithDamping:` and `UISpringTimingParameters(dampingRatio:)` take a \
            damping ratio from 0 to 1: 1 decelerates smoothly without oscillation, values toward 0 \
            oscillate more, and values above 1 are undocumented. Below a ratio of about 0.4 \
            (`bounce` above 0.6) a whole screen swings back and forth several times before it comes \
            to rest, which reads as a glitch rather than liveliness, and the settling time that \
            `transitionDuration(using:)` must report grows long. Use a ratio from 0.4 to 1 (0.7–0.9 \
            for a light bounce, as SwiftUI's `bouncy` is 0.7), in whichever spring form you write.
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
              spring: { bounce: ↓0.8 }
            dismiss: reverse
            """,
            """
            transition: CardPop
            kind: modal
            presentation:
              style: custom
            present:
              effect: pop
              spring: { mass: 1, stiffness: 300, damping: ↓5 }
            dismiss:
              effect: fade
              spring: { response: 0.4, dampingRatio: ↓0.2 }
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

    static func message(ratio: Double, form: Spring.Form) -> String {
        if case .uikit = form, ratio > 1 {
            return "damping ratio \(Format.number(ratio)) is above 1; UIKit documents spring damping from 0 to 1"
        }
        return "damping ratio \(Format.number(ratio)) makes the screen swing back and forth before it settles"
    }

    static let hint = "use a damping ratio from 0.4 to 1; 0.7–0.9 gives a light bounce"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        transition.forEachPhase { phase in
            guard !phase.isMirrored, case .spring(let spring) = phase.timing else { return }
            let ratio: Double
            if case .uikit(let written) = spring.form { ratio = written } else { ratio = spring.dampingRatio }
            let tooHigh: Bool
            if case .uikit = spring.form { tooHigh = ratio > 1 } else { tooHigh = false }
            guard tooHigh || ratio < Self.minimumRatio else { return }
            findings.append(finding(
                Self.message(ratio: ratio, form: spring.form), at: Self.anchor(for: phase.role, in: transition.spec),
                in: transition, hint: Self.hint
            ))
        }
        return findings
    }

    /// The damping the user wrote, in whichever form, else the spring.
    static func anchor(for role: PhaseRole, in spec: Spec) -> SourceRange {
        guard let phase = spec.phase(role) else { return spec.documentAnchor }
        guard let spring = phase.value.spring else { return phase.anchor }
        let written = spring.value
        return written.damping?.range ?? written.dampingRatio?.range ?? written.bounce?.range ?? spring.range
    }
}
