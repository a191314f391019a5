import ChoreoSpec

/// Phases or gestures written beside a native `sheet`, which UIKit never plays.
public struct NativeSheetIgnoresPhases: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "native_sheet_ignores_phases",
        name: "Native sheet ignores phases",
        defaultSeverity: .error,
        rationale: """
            With `sheet:` the presentation is UIKit's own sheet: UIKit slides it up and down and \
            drives its drag between detents itself, and never asks a transitioning delegate for an \
            animator or an interaction controller. So a spec with a sheet has no phases and no \
            `interactive`: Choreo generates no animator for it, and what they describe would never \
            be seen. Remove them, or drop `sheet` and write `style: custom` with a `container` to \
            animate a sheet of your own.
            """,
        triggeringExamples: [
            """
            transition: Details
            kind: modal
            presentation:
              style: pageSheet
              sheet: { detents: [medium, large] }
            ↓present:
              effect: slide
            ↓dismiss: reverse
            """,
            """
            transition: Details
            kind: modal
            presentation:
              style: pageSheet
              sheet: { grabber: true }
            interactive:
              ↓dismiss: { gesture: pan, direction: down }
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: Details
            kind: modal
            presentation:
              style: pageSheet
              sheet: { detents: [medium, large], grabber: true }
            """,
        ]
    )

    static let hint = "remove it: UIKit animates its sheets itself; for motion of your own use 'style: custom' with a 'container'"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard transition.nativeSheet != nil else { return [] }
        var findings: [Diagnostic] = []
        for located in transition.spec.phases {
            guard let key = located.keyRange else { continue }
            findings.append(finding("'\(located.value.role.rawValue)' is never played: UIKit animates a native sheet itself",
                                    at: key, in: transition, hint: Self.hint))
        }
        for located in transition.spec.interactive {
            findings.append(finding("the '\(located.value.role.rawValue)' gesture is never used: UIKit drives a native sheet's drag itself",
                                    at: located.keyRange ?? located.range, in: transition, hint: Self.hint))
        }
        return findings
    }
}
