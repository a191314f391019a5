// The transitioning protocols (Docs/UIKitFacts.md §2–§6, §8), in the two build modes:
//
// - Type-check mode: `@objc` protocols with `optional` requirements, exactly as UIKit declares them,
//   so that a near-miss signature in an implementer compiles (with the compiler's "nearly matches"
//   warning) as it does on iOS.
// - Simulation mode: plain protocols whose optional requirements have defaults in protocol
//   extensions (returning nil, or doing nothing). The model calls every delegate method through these
//   requirements, which dispatch dynamically to an implementer's method only when its signature
//   matches exactly; a near-miss method is not a witness, the default runs, and the simulation shows
//   what UIKit would do when the optional method is missing: the default transition.

// The context keys: Swift structs in simulation mode; in type-check mode they come from the clang
// module ObjCRuntimeModel, because `@objc` requirements can only use Objective-C-bridged types.
#if !CHOREO_OBJC_INTEROP
public struct UITransitionContextViewControllerKey: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

extension UITransitionContextViewControllerKey {
    @available(iOS 7.0, *) public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    @available(iOS 7.0, *) public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

public struct UITransitionContextViewKey: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

extension UITransitionContextViewKey {
    @available(iOS 8.0, *) public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    @available(iOS 8.0, *) public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}
#endif

#if CHOREO_OBJC_INTEROP

@MainActor @objc public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    @available(iOS 10.0, *) func pauseInteractiveTransition()
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    @available(iOS 8.0, *) func view(forKey key: UITransitionContextViewKey) -> UIView?
    @available(iOS 8.0, *) var targetTransform: CGAffineTransform { get }
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}

@MainActor @objc public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    @available(iOS 10.0, *)
    @objc optional func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    @objc optional func animationEnded(_ transitionCompleted: Bool)
}

@MainActor @objc public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    @objc optional var completionSpeed: CGFloat { get }
    @objc optional var completionCurve: UIView.AnimationCurve { get }
    @available(iOS 10.0, *) @objc optional var wantsInteractiveStart: Bool { get }
}

@MainActor @objc public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    @objc optional func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    @objc optional func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    @objc optional func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    @objc optional func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    @available(iOS 8.0, *)
    @objc optional func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController?
}

@MainActor @objc public protocol UINavigationControllerDelegate: NSObjectProtocol {
    @objc optional func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    @objc optional func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    @available(iOS 7.0, *)
    @objc optional func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    @available(iOS 7.0, *)
    @objc optional func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

#else

@MainActor public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var targetTransform: CGAffineTransform { get }
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}

@MainActor public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Stands for "not implemented": the model recognises the returned object and behaves as UIKit
    /// does for an animator without `interruptibleAnimator(using:)`.
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        UnimplementedInterruptibleAnimator()
    }

    public func animationEnded(_ transitionCompleted: Bool) {}
}

@MainActor public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    var completionSpeed: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// "If an interactor does not implement [it], YES is assumed" (header).
    public var wantsInteractiveStart: Bool { true }
}

@MainActor public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? { nil }
}

@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}

/// What the simulation-mode default of `interruptibleAnimator(using:)` returns.
public final class UnimplementedInterruptibleAnimator: NSObject, UIViewImplicitlyAnimating {
    public var state: UIViewAnimatingState { .inactive }
    public var isRunning: Bool { false }
    public var isReversed = false
    public var fractionComplete: CGFloat = 0
    public func startAnimation() {}
    public func startAnimation(afterDelay delay: TimeInterval) {}
    public func pauseAnimation() {}
    public func stopAnimation(_ withoutFinishing: Bool) {}
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}

#endif
