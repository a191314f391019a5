import ChoreoSpec
import ChoreoYAML

/// A phase's `perspective` with no view to act on: nothing turns about x or y or moves in depth.
public struct UnusedPerspective: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "unused_perspective",
        name: "Unused perspective",
        defaultSeverity: .warning,
        rationale: """
            `perspective` is how far the viewer is from the screen, and it shows only in a view that \
            turns about x or y (`rotationX`, `rotationY`) or moves in depth (`depth`): the generated \
            code applies it to those views' 3D transforms and to nothing else. In a phase without \
            them it does nothing, which usually means the turn it was written for is missing, \
            misplaced (in another phase, or in the other view's states) or written as the flat \
            `rotation`. Give a view the 3D motion, or remove the perspective.
            """,
        triggeringExamples: [
            """
            transition: CardTilt
            kind: modal
            presentation:
              style: custom
            present:
              effect: fade
              perspective: ↓500
              to: { start: { rotation: 20 } }
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: CardTilt
            kind: modal
            presentation:
              style: custom
            present:
              effect: fade
              perspective: 500
              to: { start: { rotationX: 20 } }
            dismiss: reverse
            """,
            """
            transition: PagePush
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
              perspective: 1000
              from: { end: { depth: 35 } }
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
        ]
    )

    static func message(role: PhaseRole) -> String {
        "'perspective' has nothing to act on: no view turns about x or y or moves in depth in \(role.rawValue)"
    }

    static let hint = "give a view 'rotationX', 'rotationY' or 'depth', or remove 'perspective'"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        // Lowering gives both views the phase's perspective, so most phases are passed over at once.
        transition.forEachPhase { phase in
            guard phase.incoming.perspective != nil, !phase.isMirrored,
                  !phase.incoming.isThreeDimensional, !phase.outgoing.isThreeDimensional,
                  let perspective = transition.spec.phase(phase.role)?.value.perspective else { return }
            findings.append(finding(Self.message(role: phase.role), at: perspective.range, in: transition, hint: Self.hint))
        }
        return findings
    }
}
