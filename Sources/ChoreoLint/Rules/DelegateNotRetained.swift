import ChoreoSpec

/// `delegate: local`: the spec asks for wiring in which nothing keeps the delegate alive.
public struct DelegateNotRetained: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "delegate_not_retained",
        name: "Delegate not retained",
        defaultSeverity: .error,
        rationale: """
            UIKit holds delegates weakly: `UIViewController.transitioningDelegate` and \
            `UINavigationController.delegate` are both `weak` properties. A delegate created in a \
            local variable is freed as soon as the scope ends, often before UIKit asks it for an \
            animator, and UIKit then quietly plays its default animation. Let the generated wiring \
            keep the delegate alive with `delegate: retained` (the default), or keep a strong \
            reference yourself for as long as the transition can run. (Navigation specs have no \
            `presentation` and always get a retained delegate.)
            """,
        triggeringExamples: [
            """
            transition: CardSlide
            kind: modal
            presentation:
              style: custom
              delegate: ↓local
            present:
              effect: slide
              direction: fromBottom
            dismiss: reverse
            """,
            """
            transition: DetailFade
            kind: segue
            presentation:
              style: fullScreen
              delegate: ↓local
            perform:
              effect: fade
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: CardSlide
            kind: modal
            presentation:
              style: custom
              delegate: retained
            present:
              effect: slide
              direction: fromBottom
            dismiss: reverse
            """,
            """
            transition: CardSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
              direction: fromBottom
            dismiss: reverse
            """,
        ]
    )

    static func message(for kind: TransitionKind) -> String {
        let property = kind == .navigation ? "UINavigationController.delegate" : "transitioningDelegate"
        return "\(property) is weak: a local delegate is freed before UIKit asks it for the animator, and UIKit falls back to its default animation"
    }

    static let hint = "use 'delegate: retained' so the generated wiring keeps it alive"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard transition.delegateRetention == .local else { return [] }
        let range = transition.spec.presentation?.delegate?.range ?? transition.spec.documentAnchor
        return [finding(Self.message(for: transition.kind), at: range, in: transition, hint: Self.hint)]
    }
}
