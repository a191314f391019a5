import ChoreoSpec

/// A custom pop with no interactive pop: the system back swipe stops working.
public struct BackSwipeDisabled: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "back_swipe_disabled",
        name: "Back swipe disabled",
        defaultSeverity: .warning,
        rationale: """
            UIKit's edge swipe back is an interactive pop driven by the navigation controller's \
            `interactivePopGestureRecognizer`. Once the navigation controller's delegate returns a \
            custom animator from `navigationController(_:animationControllerFor:from:to:)` for a \
            pop, UIKit can only make the pop interactive through an interaction controller from \
            `navigationController(_:interactionControllerFor:)`; without one, the swipe no longer \
            follows the finger and in practice stops working (widely observed; Apple documents the \
            delegate methods, not this consequence), which users of any iOS app notice at once. Add `interactive: { pop: { gesture: edgePan } }`, so the generated delegate \
            provides a percent-driven interaction controller, or leave `pop` out so UIKit keeps its \
            own pop and swipe.
            """,
        triggeringExamples: [
            """
            transition: ListPush
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
            ↓pop: reverse
            """,
        ],
        nonTriggeringExamples: [
            // A tab bar has no back swipe to lose.
            """
            transition: TabSlide
            kind: tabBar
            next:
              effect: push
              direction: fromTrailing
            previous: reverse
            """,
            """
            transition: ListPush
            kind: navigation
            push:
              effect: push
              direction: fromTrailing
            pop: reverse
            interactive:
              pop: { gesture: edgePan }
            """,
            """
            transition: ListFade
            kind: navigation
            push:
              effect: fade
              duration: 0.3
            """,
        ]
    )

    static let message = "custom pop without an interactive pop: UIKit's back swipe no longer drives the pop"

    static let hint = "add 'interactive: { pop: { gesture: edgePan } }'"

    public func check(_ transition: Transition, context: LintContext) -> [Diagnostic] {
        guard transition.kind == .navigation, let backward = transition.backward,
              transition.interaction(for: backward.role) == nil else { return [] }
        let range = transition.spec.phaseAnchor(backward.role) ?? transition.spec.documentAnchor
        return [finding(Self.message, at: range, in: transition, hint: Self.hint)]
    }
}
