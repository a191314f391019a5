// The transition coordinator (Docs/UIKitFacts.md §23): `transitionCoordinator` of a controller that is being
// presented or dismissed. The model's coordinator exists from just before `presentationTransitionWillBegin()` /
// `dismissalTransitionWillBegin()` until the transition completes:
//
// - `animate(alongsideTransition:completion:)` queues its block; once the transition has started the blocks
//   join the animator's interruptible animator (`addAnimations`), so they run, scrub and reverse with it. An
//   animator without one gets them in a `UIView.animate` of the transition's duration. The header's "run in
//   the same animation context as the transition".
// - the completions run after `completeTransition(_:)`, with `isCancelled` saying whether it was cancelled.

#if CHOREO_OBJC_INTEROP
@MainActor @objc public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var containerView: UIView { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    @available(iOS 8.0, *) func view(forKey key: UITransitionContextViewKey) -> UIView?
}

@MainActor @objc public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Discardable, as every imported Objective-C method's result is.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}
#else
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var containerView: UIView { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Discardable, as every imported Objective-C method's result is.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}
#endif

extension UIViewControllerTransitionCoordinator {
    /// The imported method's default `completion: nil` (a protocol requirement cannot have one).
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of one presentation or dismissal.
@MainActor final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

    let containerView: UIView
    let presentationStyle: UIModalPresentationStyle
    let isAnimated: Bool
    private(set) var context: TransitionContext?
    private var pendingAnimations: [Block] = []
    private var completions: [Block] = []
    private(set) var isFinished = false

    init(containerView: UIView, style: UIModalPresentationStyle, animated: Bool) {
        self.containerView = containerView
        self.presentationStyle = style
        self.isAnimated = animated
        super.init()
    }

    var initiallyInteractive: Bool { context?.isInteractive ?? false }
    var isInteractive: Bool { context?.isInteractive ?? false }
    var isCancelled: Bool { context?.transitionWasCancelled ?? false }
    var transitionDuration: TimeInterval { context.map { $0.animator.transitionDuration(using: $0) } ?? 0 }
    var percentComplete: CGFloat { 0 }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context?.viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        context?.view(forKey: key)
    }

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if let context, context.isStarted {
            run([animation], in: context)
        } else {
            pendingAnimations.append(animation)
        }
        return true
    }

    /// The transition has started: the queued blocks join its animations.
    func transitionDidStart(_ context: TransitionContext) {
        self.context = context
        let blocks = pendingAnimations
        pendingAnimations = []
        if !blocks.isEmpty { run(blocks, in: context) }
    }

    /// A transition that ran no animator (UIKit's default one): the blocks run at once.
    func runWithoutAnimator() {
        let blocks = pendingAnimations
        pendingAnimations = []
        for block in blocks { block(self) }
    }

    private func run(_ blocks: [Block], in context: TransitionContext) {
        if let animator = context.animator.callInterruptibleAnimator(using: context) {
            #if CHOREO_OBJC_INTEROP
            animator.addAnimations? { [unowned self] in blocks.forEach { $0(self) } }
            #else
            animator.addAnimations { [unowned self] in blocks.forEach { $0(self) } }
            #endif
        } else {
            UIView.animate(withDuration: transitionDuration) { [unowned self] in blocks.forEach { $0(self) } }
        }
    }

    /// Runs the completions once, after `completeTransition(_:)`.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        let handlers = completions
        completions = []
        for handler in handlers { handler(self) }
        context = nil
    }
}
