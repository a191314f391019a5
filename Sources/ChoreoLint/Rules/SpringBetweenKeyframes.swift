import ChoreoSpec
import ChoreoYAML

/// A spring phase with a view that moves along keyframes or in a window of the phase (or staggered
/// shared elements): UIKit cannot spring between keyframes.
public struct SpringBetweenKeyframes: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "spring_between_keyframes",
        name: "Spring between keyframes",
        defaultSeverity: .warning,
        rationale: """
            A view with keyframes or a window (`during`), and each staggered shared element, is \
            played as a keyframe animation inside the phase's animator. A keyframe animation is a \
            path through fixed states and cannot overshoot them: UIKit has no spring between \
            keyframes, and what a spring animator does to one is not documented. Choreo's preview \
            and its model of UIKit carry such a view along its keyframes by the spring's progress, \
            stopping at its last state instead of overshooting it, while the phase's other views \
            spring. For a bounce, write it as keyframes that pass the end and come back on a curve; \
            for a spring, leave the keyframes out.
            """,
        triggeringExamples: [
            """
            transition: Bounce
            kind: modal
            presentation:
              style: fullScreen
            present:
              spring: ↓{ damping: 0.6 }
              to:
                start: { offset: [0, 1] }
                keyframes:
                  - { at: 0.6, offset: [0, -0.05] }
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: Bounce
            kind: modal
            presentation:
              style: fullScreen
            present:
              curve: easeOut
              to:
                start: { offset: [0, 1] }
                keyframes:
                  - { at: 0.6, offset: [0, -0.05] }
            dismiss: reverse
            """,
            """
            transition: Bounce
            kind: modal
            presentation:
              style: fullScreen
            present:
              spring: { damping: 0.6 }
              to:
                start: { offset: [0, 1] }
            dismiss: reverse
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for phase in transition.eachPhase where !phase.isMirrored {
            guard case .spring = phase.timing else { continue }
            let staggers = phase.stagger != nil && transition.sharedElements.count > 1
            guard phase.incoming.isKeyframed || phase.outgoing.isKeyframed || staggers,
                  let written = transition.spec.phase(phase.role)?.value, let spring = written.spring else { continue }
            let what = phase.incoming.isKeyframed || phase.outgoing.isKeyframed
                ? "a view with keyframes or a window" : "staggered shared elements"
            findings.append(finding(
                "\(phase.role.rawValue) springs, but \(what) cannot: UIKit has no spring between keyframes, so it stops at its last state without the spring's overshoot",
                at: spring.range, in: transition,
                hint: "use a curve (curve: easeOut) and write any bounce as keyframes, or leave the keyframes out"))
        }
        return findings
    }
}
