import ChoreoSpec
import ChoreoYAML

/// A view's keyframes not in the order of their fractions, or outside the part of the phase the view
/// moves in.
public struct KeyframesOutOfOrder: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "keyframes_out_of_order",
        name: "Keyframes out of order",
        defaultSeverity: .error,
        rationale: """
            A view's keyframes are the states it passes through, each at a fraction `at` of the phase, \
            and it passes through them in the order of those fractions, whatever order the list has: \
            the generated code adds one `UIView.addKeyframe(withRelativeStartTime:relativeDuration:)` \
            per step from one state to the next. A list out of order reads as a different motion \
            from the one that plays, and two keyframes at the same moment make the view jump. A \
            keyframe outside the view's window (`during`, the whole phase when left out) is never \
            reached and is left out. List the keyframes in order, each after the one before and \
            within the window.
            """,
        triggeringExamples: [
            """
            transition: Bounce
            kind: modal
            presentation:
              style: fullScreen
            present:
              to:
                start: { offset: [0, 1] }
                keyframes:
                  - { at: 0.8, offset: [0, 0.02] }
                  - { at: ↓0.6, offset: [0, -0.05] }
            dismiss: reverse
            """,
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
                keyframes:
                  - { at: ↓0.25, rotationY: -45 }
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
              to:
                start: { offset: [0, 1] }
                keyframes:
                  - { at: 0.6, offset: [0, -0.05] }
                  - { at: 0.8, offset: [0, 0.02] }
            dismiss: reverse
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for phase in transition.spec.phases {
            for view in PhaseView.allCases {
                guard let written = phase.value.view(view), !written.keyframes.isEmpty else { continue }
                let name = "\(phase.value.role.rawValue).\(view.specKey)"
                let window = written.window
                let fractions = written.keyframes.compactMap { $0.at?.value }
                var previous: Double?
                for keyframe in written.keyframes {
                    guard let at = keyframe.at else { continue }
                    if at.value < window.start || at.value > window.end {
                        findings.append(finding(
                            "the keyframe at \(Format.number(at.value)) of '\(name)' is outside the view's window [\(Format.number(window.start)), \(Format.number(window.end))], so it is never reached",
                            at: at.range, in: transition,
                            hint: "keep 'at' between \(Format.number(window.start)) and \(Format.number(window.end)), or widen 'during'"))
                    } else if let previous, at.value <= previous {
                        let order = fractions.filter { $0 >= window.start && $0 <= window.end }.sorted().map(Format.number)
                        let what = at.value == previous ? "is at the same moment as the one before it: the view would jump"
                            : "comes after the keyframe at \(Format.number(previous)) in the list, but plays before it"
                        findings.append(finding(
                            "the keyframe at \(Format.number(at.value)) of '\(name)' \(what)", at: at.range, in: transition,
                            hint: "list the keyframes in the order they play (at \(order.joined(separator: ", "))), each at its own moment"))
                        continue
                    }
                    previous = max(previous ?? at.value, at.value)
                }
            }
        }
        return findings
    }
}
