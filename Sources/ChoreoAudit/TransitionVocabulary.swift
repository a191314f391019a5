/// The UIKit names that make code transition code. Kept narrow on purpose: a transitioning
/// *delegate* is often a view controller doing much else, so only the animator, interaction and
/// presentation-controller sides count (and any function handed a transition context).
enum TransitionVocabulary {
    static let contextType = "UIViewControllerContextTransitioning"

    /// Conformances and superclasses whose methods run during a transition.
    static let transitionTypes: Set<String> = [
        "UIViewControllerAnimatedTransitioning",
        "UIViewControllerInteractiveTransitioning",
        "UIPercentDrivenInteractiveTransition",
        "UIPresentationController",
        // A custom segue's `perform()` plays its transition itself, in whatever window it finds.
        "UIStoryboardSegue",
    ]

    /// Methods only an animator has.
    static let animatorMethods: Set<String> = ["animateTransition", "interruptibleAnimator"]

    /// The calls whose closure argument runs when an animation ends.
    static let animationCalls: Set<String> = [
        "animate", "animateKeyframes", "transition", "perform", "animateAlongsideTransition",
    ]

    /// The labels under which an animation's completion is passed.
    static let completionLabels: Set<String> = ["completion", "completionBlock"]

    /// Whether an argument label passes a completion: `completion`, `withCompletion`,
    /// `completionHandler`, `completionBlock`.
    static func isCompletionLabel(_ label: String) -> Bool {
        completionLabels.contains(label) || label.lowercased().contains("completion")
    }

    /// Delegate callbacks that run when an animation has ended: Core Animation's and UIKit
    /// Dynamics'.
    static let animationEndCallbacks: Set<String> = ["animationDidStop", "dynamicAnimatorDidPause"]

    /// Calls that take a completion closure as their only argument.
    static let completionCalls: Set<String> = ["addCompletion", "setCompletionBlock"]
}
