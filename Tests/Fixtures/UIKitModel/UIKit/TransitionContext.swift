// The transition context UIKit hands to animators (Docs/UIKitFacts.md §3). It records every call the
// animator makes; `completeTransition(_:)` hands control back to the engine that started the transition,
// which updates the hierarchy as UIKit does (the first call only: later calls are logged and ignored).
// When that is done the context lets go of the view controllers, so a dismissed controller that nothing
// else holds is freed inside `completeTransition(_:)`: nothing documents when UIKit frees it, and an
// animator must not depend on it outliving the call.

/// What kind of transition a context drives.
enum TransitionOperation: String {
    case present, dismiss, push, pop
    /// A tab bar controller switching tabs.
    case select
}

@MainActor final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
    let operation: TransitionOperation
    let containerView: UIView
    let presentationStyle: UIModalPresentationStyle
    let isAnimated: Bool
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    let animator: any UIViewControllerAnimatedTransitioning
    private var fromViewController: UIViewController?
    private var toViewController: UIViewController?
    let operationDescription: String
    private let fromView: UIView?
    private let toView: UIView?
    private let initialFrames: [ObjectIdentifier: CGRect]
    private let finalFrames: [ObjectIdentifier: CGRect]
    private var onComplete: ((Bool) -> Void)?
    private(set) var completionCount = 0
    /// When the transition started and the `transitionDuration(using:)` it reported.
    private var startTime: TimeInterval = 0
    private var reportedDuration: TimeInterval = 0
    var reportedAsStuck = false
    /// True once `start(interactionController:animatorName:)` has handed the context to the animator.
    private(set) var isStarted = false
    /// The coordinator of a presentation or dismissal (`UIViewController.transitionCoordinator`).
    var coordinator: TransitionCoordinator?

    init(operation: TransitionOperation, containerView: UIView, style: UIModalPresentationStyle, animated: Bool,
         animator: any UIViewControllerAnimatedTransitioning,
         from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
         initialFrames: [(UIViewController, CGRect)], finalFrames: [(UIViewController, CGRect)],
         onComplete: @escaping (Bool) -> Void) {
        self.operation = operation
        self.containerView = containerView
        self.presentationStyle = style
        self.isAnimated = animated
        self.animator = animator
        self.fromViewController = from
        self.toViewController = to
        self.fromView = fromView
        self.toView = toView
        self.initialFrames = Dictionary(initialFrames.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { $1 })
        self.finalFrames = Dictionary(finalFrames.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { $1 })
        self.onComplete = onComplete
        self.operationDescription = "\(operation.rawValue) \(from.simulationName) -> \(to.simulationName)"
        super.init()
    }

    // MARK: UIViewControllerContextTransitioning

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        #if CHOREO_OBJC_INTEROP
        return nil  // type-check mode never runs
        #else
        switch key {
        case .from: return fromViewController
        case .to: return toViewController
        default: return nil
        }
        #endif
    }

    /// nil means "do not touch this view" (header); see PresentationEngine for when UIKit gives nil.
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        #if CHOREO_OBJC_INTEROP
        return nil  // type-check mode never runs
        #else
        switch key {
        case .from: return fromView
        case .to: return toView
        default: return nil
        }
        #endif
    }

    var targetTransform: CGAffineTransform { .identity }

    /// `.zero` when not known (header).
    func initialFrame(for vc: UIViewController) -> CGRect {
        initialFrames[ObjectIdentifier(vc)] ?? .zero
    }

    /// `.zero` for the from controller iff its view leaves the window at the end (header).
    func finalFrame(for vc: UIViewController) -> CGRect {
        finalFrames[ObjectIdentifier(vc)] ?? .zero
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        UIKitSimulation.log("updateInteractiveTransition", UIKitSimulation.format(percentComplete))
    }

    func finishInteractiveTransition() {
        UIKitSimulation.log("finishInteractiveTransition", operationDescription)
        isInteractive = false
    }

    func cancelInteractiveTransition() {
        UIKitSimulation.log("cancelInteractiveTransition", operationDescription)
        transitionWasCancelled = true
        isInteractive = false
    }

    func pauseInteractiveTransition() {
        UIKitSimulation.log("pauseInteractiveTransition", operationDescription)
        isInteractive = true
    }

    func completeTransition(_ didComplete: Bool) {
        completionCount += 1
        UIKitSimulation.log("completeTransition", "\(operationDescription) \(didComplete)")
        guard completionCount == 1 else {
            UIKitSimulation.warn("completeTransition(_:) called \(completionCount) times for \(operationDescription)")
            return
        }
        // Completing a cancelled transition is wrong; not completing one that was not cancelled is how an
        // animator says it stopped short (the header: false when "the original view controller is still visible").
        if didComplete && transitionWasCancelled {
            UIKitSimulation.warn("completeTransition(true) but transitionWasCancelled is true")
        }
        // Called from a property animator's completion: the argument must say what the screen shows.
        if let position = UIViewPropertyAnimator.finishingPosition, (position == .end) != didComplete {
            UIKitSimulation.warn("completeTransition(\(didComplete)) from the completion of a property animator that stopped at .\(position): the screen shows the \(position == .end ? "new" : "old") state")
        }
        UIKitSimulation.log("transitionTiming", "\(operationDescription) reported \(reportedDuration) ran \(UIKitSimulation.format(CGFloat(UIKitSimulation.now - startTime)))")
        UIKitSimulation.transitionsInFlight.removeAll { $0 === self }
        do {
            let onComplete = self.onComplete
            self.onComplete = nil
            onComplete?(didComplete)
        }
        coordinator?.finish()
        coordinator = nil
        fromViewController = nil
        toViewController = nil
        animator.callAnimationEnded(didComplete)
    }

    // MARK: Starting

    /// Starts the transition the way UIKit does: asks for the duration, then either hands the context to
    /// the interaction controller (when it wants an interactive start) or to the animator.
    func start(interactionController: (any UIViewControllerInteractiveTransitioning)?, animatorName: String) {
        UIKitSimulation.transitionsInFlight.append(self)
        let duration = animator.transitionDuration(using: self)
        startTime = UIKitSimulation.now
        reportedDuration = duration
        let interactive = interactionController?.resolvedWantsInteractiveStart ?? false
        UIKitSimulation.log("customTransition",
                            "\(operationDescription) animator \(animatorName) duration \(duration) style \(presentationStyle.simulationName)\(interactive ? " interactive" : "")")
        if let interactionController, interactive {
            isInteractive = true
            interactionController.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
        isStarted = true
        coordinator?.transitionDidStart(self)
    }
}

func simulationTypeName(_ object: AnyObject) -> String {
    String(describing: type(of: object))
}
