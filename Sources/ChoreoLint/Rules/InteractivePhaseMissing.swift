import ChoreoSpec

/// An `interactive` entry for a phase the transition does not animate.
public struct InteractivePhaseMissing: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "interactive_phase_missing",
        name: "Interactive phase missing",
        defaultSeverity: .warning,
        rationale: """
            UIKit asks for an interaction controller (`interactionControllerForDismissal(using:)`, \
            `navigationController(_:interactionControllerFor:)`) only with the animator it has just \
            been given, and passes that animator in. When the spec has no such phase, the delegate \
            returns no animator, UIKit never asks for the interaction controller, and the gesture \
            does nothing. Add the phase (`dismiss: reverse`, `pop: reverse`), or remove the \
            `interactive` entry.
            """,
        triggeringExamples: [
            """
            transition: SheetSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
              direction: fromBottom
              duration: 0.3
            interactive:
              ↓dismiss: { gesture: pan, direction: down }
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: SheetSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
              direction: fromBottom
            dismiss: reverse
            interactive:
              dismiss: { gesture: pan, direction: down }
            """,
        ]
    )

    static func message(for role: PhaseRole) -> String {
        "interactive \(role.rawValue) has no \(role.rawValue) phase to drive: without an animator UIKit never asks for the interaction controller"
    }

    static func hint(for role: PhaseRole) -> String { "add '\(role.rawValue): reverse', or remove this entry" }

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        let animated = Set(transition.phases.map(\.role))
        return transition.spec.interactive.compactMap { entry in
            let role = entry.value.role
            guard !animated.contains(role) else { return nil }
            return finding(Self.message(for: role), at: entry.anchor, in: transition, hint: Self.hint(for: role))
        }
    }
}
