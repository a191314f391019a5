import ChoreoSpec
import ChoreoYAML

/// A keyframe at the very start or end of a view's window that gives a property another value than
/// the view's own `start` or `end` state does.
public struct KeyframeContradictsState: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "keyframe_contradicts_state",
        name: "Keyframe contradicts state",
        defaultSeverity: .warning,
        rationale: """
            A keyframe at the start of a view's window (`at: 0` without a `during`) or at its end \
            (`at: 1`) is the view's start or end state, and Choreo lays it over that state. Where the \
            view's own `start:` or `end:` sets the same property, that value wins: the view ends where \
            `end` says, which is where the completion hands it back to UIKit, and the keyframe's value \
            is never shown. Two different values for one moment are a mistake either way: keep one.
            """,
        triggeringExamples: [
            """
            transition: Settle
            kind: modal
            presentation:
              style: fullScreen
            present:
              to:
                start: { offset: [0, 1] }
                keyframes:
                  - { at: 0.7, offset: [0, -0.05] }
                  - { at: 1, offset: ↓[0, 0.1] }
                end: { offset: [0, 0] }
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: Settle
            kind: modal
            presentation:
              style: fullScreen
            present:
              to:
                keyframes:
                  - { at: 0, offset: [0, 1] }
                  - { at: 0.7, offset: [0, -0.05] }
                  - { at: 1, offset: [0, 0] }
            dismiss: reverse
            """,
        ]
    )

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for phase in transition.spec.phases {
            for view in PhaseView.allCases {
                guard let written = phase.value.view(view), !written.keyframes.isEmpty else { continue }
                let window = written.window
                for keyframe in written.keyframes {
                    guard let at = keyframe.at?.value else { continue }
                    let role: StateRole
                    if at == window.start { role = .start } else if at == window.end { role = .end } else { continue }
                    guard let state = written.state(role) else { continue }
                    for (property, value) in keyframe.state.written {
                        guard let own = state[property], own.value != value.value else { continue }
                        let name = "\(phase.value.role.rawValue).\(view.specKey)"
                        findings.append(finding(
                            "the keyframe at \(Format.number(at)) of '\(name)' sets \(property.name) \(Self.describe(value.value)), but '\(name).\(role.specKey)' sets \(Self.describe(own.value)) for the same moment; '\(role.specKey)' wins",
                            at: value.range, in: transition,
                            hint: "remove \(property.name) from the keyframe (or the keyframe), or from '\(role.specKey)'"))
                    }
                }
            }
        }
        return findings
    }

    static func describe(_ numbers: [Double]) -> String {
        numbers.count == 1 ? Format.number(numbers[0]) : "[" + numbers.map(Format.number).joined(separator: ", ") + "]"
    }
}
