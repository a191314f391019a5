// Modal presentation and dismissal as UIKit performs them, step by step:
//
// 1. `present` reads the presented controller's weak `transitioningDelegate` and its resolved
//    `modalPresentationStyle`. Sheet and popover styles never consult the delegate's animator.
// 2. It asks `animationController(forPresented:presenting:source:)` through the protocol, then
//    `interactionControllerForPresentation(using:)`; for `.custom` also `presentationController(…)`.
// 3. With no animator it runs UIKit's default transition and logs `defaultTransition`.
// 4. Otherwise it builds a TransitionContext: the container is a new view in the window; under
//    `.fullScreen`/`.currentContext` (whose presentation controller removes the presenter's view) the
//    presenting view is moved into the container and `view(forKey: .from)` returns it; under `.custom`
//    and the "over" styles it stays where it is and `view(forKey: .from)` is nil (B2–B4).
// 5. On `completeTransition(true)` the presenter's view leaves the window if the style removes it;
//    on `false` everything goes back as it was. Dismissal mirrors this: `view(forKey: .to)` is the
//    presenting view only when it was removed, and the animator must put it back into the container.

/// What a presented controller remembers about its presentation.
@MainActor final class PresentationRecord {
    let presenting: UIViewController
    let style: UIModalPresentationStyle
    let presentationController: UIPresentationController
    let containerView: UIView
    let removesPresentersView: Bool
    let presenterSuperview: UIView?
    let presenterIndex: Int

    init(presenting: UIViewController, style: UIModalPresentationStyle, presentationController: UIPresentationController,
         containerView: UIView, removesPresentersView: Bool, presenterSuperview: UIView?, presenterIndex: Int) {
        self.presenting = presenting
        self.style = style
        self.presentationController = presentationController
        self.containerView = containerView
        self.removesPresentersView = removesPresentersView
        self.presenterSuperview = presenterSuperview
        self.presenterIndex = presenterIndex
    }

    /// Puts the presenting view back where it was before the presentation.
    func restorePresenterView() {
        guard removesPresentersView, let superview = presenterSuperview else { return }
        superview.insertSubview(presenting.view, at: presenterIndex)
        presenting.view.frame = superview.bounds
    }
}

@MainActor enum PresentationEngine {
    /// UIKit's own animations take about this long; the model only needs a positive time.
    static let defaultDuration: TimeInterval = 0.5

    static func present(_ presented: UIViewController, from source: UIViewController, animated: Bool,
                        completion: (() -> Void)?) {
        let presenting = rootAncestor(of: source)
        if let already = presenting.presentedViewController {
            UIKitSimulation.warn("attempt to present \(presented.simulationName) on \(presenting.simulationName) which is already presenting \(already.simulationName)")
            return
        }
        if presented.presentingViewController != nil {
            UIKitSimulation.warn("attempt to present \(presented.simulationName) which is already presented")
            return
        }
        let style = presented.modalPresentationStyle
        let delegate = presented.transitioningDelegate
        UIKitSimulation.log("present", "\(presented.simulationName) on \(presenting.simulationName) style \(style.simulationName) transitioningDelegate \(delegate.map { simulationTypeName($0) } ?? "nil")")

        let presentationController: UIPresentationController
        if style == .custom {
            presentationController = delegate?.callPresentationController(forPresented: presented, presenting: presenting, source: source)
                ?? UIPresentationController(presentedViewController: presented, presenting: presenting)
        } else if style == .pageSheet || style == .formSheet {
            // The sheet configured before presenting is the one UIKit presents with.
            presentationController = presented.storedPresentationController as? UISheetPresentationController
                ?? UISheetPresentationController(presentedViewController: presented, presenting: presenting)
        } else {
            presentationController = SystemPresentationController(presentedViewController: presented, presenting: presenting)
        }
        presentationController.assignedStyle = style
        presentationController.assignedPresentingViewController = presenting
        presented.storedPresentationController = presentationController

        let presentingView: UIView = presenting.view
        guard let window = presentingView.window else {
            UIKitSimulation.warn("presenting view of \(presenting.simulationName) is not in a window; nothing is shown")
            return
        }
        let container = TransitionContainerView(frame: window.bounds)
        container.accessibilityIdentifier = "UITransitionView"
        container.presentationController = presentationController
        window.addSubview(container)
        presentationController.assignedContainerView = container

        let removes = presentationController.shouldRemovePresentersView
        let originalSuperview = presentingView.superview
        let originalIndex = originalSuperview?.subviews.firstIndex { $0 === presentingView } ?? 0
        let record = PresentationRecord(presenting: presenting, style: style, presentationController: presentationController,
                                        containerView: container, removesPresentersView: removes,
                                        presenterSuperview: originalSuperview, presenterIndex: originalIndex)
        if removes {
            container.addSubview(presentingView)
        }
        presenting.presentedViewController = presented
        presented.presentingViewController = presenting
        presented.presentationRecord = record
        presented.isBeingPresented = true

        let presentedView = presentationController.presentedView ?? presented.view!
        let finalFrame = presentationController.frameOfPresentedViewInContainerView
        let coordinator = TransitionCoordinator(containerView: container, style: style, animated: animated)
        presented.activeTransitionCoordinator = coordinator
        presentationController.presentationTransitionWillBegin()
        presented.viewWillAppear(animated)

        let finish: (Bool) -> Void = { completed in
            presented.isBeingPresented = false
            presentationController.presentationTransitionDidEnd(completed)
            if completed {
                if removes { presentingView.removeFromSuperview() }
                if !presentedView.isDescendant(of: container) {
                    UIKitSimulation.warn("presented view \(presentedView.simulationName) is not in the container after the presentation: the screen shows nothing of it")
                }
                presented.viewDidAppear(animated)
                UIKitSimulation.log("presented", presented.simulationName)
                if let completion { UIKitSimulation.schedule(after: 0, completion) }
            } else {
                presentedView.removeFromSuperview()
                container.removeFromSuperview()
                record.restorePresenterView()
                presenting.presentedViewController = nil
                presented.presentingViewController = nil
                presented.presentationRecord = nil
                presented.storedPresentationController = nil
                UIKitSimulation.log("presentationCancelled", presented.simulationName)
            }
        }

        let animator = (style.consultsTransitioningDelegate && (animated || style == .custom))
            ? delegate?.callAnimationController(forPresented: presented, presenting: presenting, source: source)
            : nil
        guard let animator else {
            let reason: String
            if !style.consultsTransitioningDelegate {
                reason = "style \(style.simulationName) is animated by UIKit, the transitioning delegate is not asked"
            } else if delegate == nil {
                reason = "no transitioning delegate"
            } else if !animated {
                reason = "not animated"
            } else {
                reason = "the transitioning delegate returned no animator for the presentation"
            }
            UIKitSimulation.log("defaultTransition", "present \(presented.simulationName): \(reason)")
            presentedView.frame = finalFrame
            container.addSubview(presentedView)
            coordinator.runWithoutAnimator()
            UIKitSimulation.schedule(after: animated ? defaultDuration : 0) {
                finish(true)
                coordinator.finish()
            }
            return
        }
        let interaction = delegate?.callInteractionControllerForPresentation(using: animator)
        let context = TransitionContext(
            operation: .present, containerView: container, style: style, animated: animated, animator: animator,
            from: presenting, to: presented,
            fromView: removes ? presentingView : nil, toView: presentedView,
            initialFrames: [(presenting, presentingView.frame)],
            finalFrames: [(presenting, removes ? .zero : presentingView.frame), (presented, finalFrame)],
            onComplete: finish
        )
        context.coordinator = coordinator
        context.start(interactionController: interaction, animatorName: simulationTypeName(animator))
    }

    static func dismiss(from caller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let root = rootAncestor(of: caller)
        let presented: UIViewController
        if let child = root.presentedViewController {
            presented = child
        } else if root.presentationRecord != nil {
            presented = root
        } else {
            UIKitSimulation.warn("dismiss called on \(caller.simulationName), which neither presents nor is presented")
            return
        }
        guard let record = presented.presentationRecord else { return }
        if let nested = presented.presentedViewController {
            UIKitSimulation.warn("dismissing \(presented.simulationName) while it presents \(nested.simulationName): the model dismisses only the top one")
            dismiss(from: nested, animated: animated, completion: completion)
            return
        }
        let presenting = record.presenting
        let style = record.style
        let delegate = presented.transitioningDelegate
        let container = record.containerView
        let controller = record.presentationController
        UIKitSimulation.log("dismiss", "\(presented.simulationName) from \(presenting.simulationName) style \(style.simulationName) transitioningDelegate \(delegate.map { simulationTypeName($0) } ?? "nil")")
        let presentedView = controller.presentedView ?? presented.view!
        let presentingView: UIView = presenting.view
        let coordinator = TransitionCoordinator(containerView: container, style: style, animated: animated)
        presented.activeTransitionCoordinator = coordinator
        controller.dismissalTransitionWillBegin()
        presented.isBeingDismissed = true
        presented.viewWillDisappear(animated)

        let finish: (Bool) -> Void = { completed in
            presented.isBeingDismissed = false
            controller.dismissalTransitionDidEnd(completed)
            if completed {
                presentedView.removeFromSuperview()
                container.removeFromSuperview()
                record.restorePresenterView()
                presenting.presentedViewController = nil
                presented.presentingViewController = nil
                presented.presentationRecord = nil
                // The presentation controller holds the presented controller: let go of it, or neither is ever freed.
                presented.storedPresentationController = nil
                presented.viewDidDisappear(animated)
                UIKitSimulation.log("dismissed", presented.simulationName)
                if let completion { UIKitSimulation.schedule(after: 0, completion) }
            } else {
                if record.removesPresentersView { presentingView.removeFromSuperview() }
                if !presentedView.isDescendant(of: container) {
                    UIKitSimulation.warn("presented view \(presentedView.simulationName) is not in the container after a cancelled dismissal")
                }
                UIKitSimulation.log("dismissalCancelled", presented.simulationName)
            }
        }

        let animator = (style.consultsTransitioningDelegate && (animated || style == .custom))
            ? delegate?.callAnimationController(forDismissed: presented)
            : nil
        guard let animator else {
            let reason: String
            if !style.consultsTransitioningDelegate {
                reason = "style \(style.simulationName) is animated by UIKit, the transitioning delegate is not asked"
            } else if delegate == nil {
                reason = "no transitioning delegate"
            } else if !animated {
                reason = "not animated"
            } else {
                reason = "the transitioning delegate returned no animator for the dismissal"
            }
            UIKitSimulation.log("defaultTransition", "dismiss \(presented.simulationName): \(reason)")
            coordinator.runWithoutAnimator()
            UIKitSimulation.schedule(after: animated ? defaultDuration : 0) {
                finish(true)
                coordinator.finish()
            }
            return
        }
        let interaction = delegate?.callInteractionControllerForDismissal(using: animator)
        let context = TransitionContext(
            operation: .dismiss, containerView: container, style: style, animated: animated, animator: animator,
            from: presented, to: presenting,
            fromView: presentedView, toView: record.removesPresentersView ? presentingView : nil,
            initialFrames: [(presented, presentedView.frame)],
            finalFrames: [(presented, .zero), (presenting, record.removesPresentersView ? container.bounds : presentingView.frame)],
            onComplete: finish
        )
        context.coordinator = coordinator
        context.start(interactionController: interaction, animatorName: simulationTypeName(animator))
    }

    /// UIKit presents from the controller at the root of the source's containment hierarchy (the
    /// model ignores `definesPresentationContext`).
    static func rootAncestor(of controller: UIViewController) -> UIViewController {
        var current = controller
        while let parent = current.parent { current = parent }
        return current
    }
}

/// The view UIKit presents in (`UITransitionView`): laying it out is when UIKit tells its presentation controller
/// `containerViewWillLayoutSubviews()` and `containerViewDidLayoutSubviews()`. `setNeedsLayout()` lays it out on the
/// next turn of the run loop, once however often it is called.
@MainActor final class TransitionContainerView: UIView {
    weak var presentationController: UIPresentationController?
    private var layoutScheduled = false

    override func setNeedsLayout() {
        guard !layoutScheduled else { return }
        layoutScheduled = true
        UIKitSimulation.schedule(after: 0) { [weak self] in
            guard let self, self.layoutScheduled else { return }
            self.layoutIfNeeded()
        }
    }

    override func layoutSubviews() {
        layoutScheduled = false
        presentationController?.containerViewWillLayoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
