// The navigation controller (Docs/UIKitFacts.md §8). Its weak `delegate` is asked, through the protocol, for an
// animator on every animated push and pop; without one UIKit's own push/pop runs (logged as
// `defaultTransition`). The transition container is the controller's transition view, in which the
// outgoing controller's view already is; the animator must add the incoming one.

@MainActor open class UINavigationController: UIViewController {
    #if CHOREO_OBJC_INTEROP
    @objc
    #endif
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }

    open private(set) var viewControllers: [UIViewController] = []
    open weak var delegate: (any UINavigationControllerDelegate)?
    @available(iOS 7.0, *)
    open private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?
    open var isNavigationBarHidden = false
    private let transitionView: UIView = {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.accessibilityIdentifier = "UINavigationTransitionView"
        return view
    }()
    private var transitionInFlight = false

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        rootViewController.setParent(self)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.accessibilityIdentifier = title.map { "\($0).view" } ?? "UILayoutContainerView"
        transitionView.frame = root.bounds
        root.addSubview(transitionView)
        view = root
        let edgePan = UIScreenEdgePanGestureRecognizer()
        edgePan.edges = .left
        root.addGestureRecognizer(edgePan)
        interactivePopGestureRecognizer = edgePan
        if let top = viewControllers.last {
            top.view.frame = transitionView.bounds
            transitionView.addSubview(top.view)
        }
    }

    override func layoutForSimulation() {
        transitionView.frame = view.bounds
        topViewController?.view.frame = transitionView.bounds
    }

    open var topViewController: UIViewController? { viewControllers.last }
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard let from = viewControllers.last else {
            viewControllers = [viewController]
            viewController.setParent(self)
            return
        }
        viewControllers.append(viewController)
        viewController.setParent(self)
        transition(.push, from: from, to: viewController, animated: animated) { [weak self] completed in
            guard let self, !completed else { return }
            self.viewControllers.removeAll { $0 === viewController }
            viewController.setParent(nil)
        }
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let from = viewControllers.last else { return nil }
        let to = viewControllers[viewControllers.count - 2]
        viewControllers.removeLast()
        transition(.pop, from: from, to: to, animated: animated) { [weak self] completed in
            guard let self else { return }
            if completed {
                from.setParent(nil)
            } else {
                self.viewControllers.append(from)
            }
        }
        return from
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1, let from = viewControllers.last, let root = viewControllers.first else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = [root]
        transition(.pop, from: from, to: root, animated: animated) { [weak self] completed in
            guard let self else { return }
            if completed {
                popped.forEach { $0.setParent(nil) }
            } else {
                self.viewControllers = [root] + popped
            }
        }
        return popped
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let from = self.viewControllers.last
        self.viewControllers.forEach { $0.setParent(nil) }
        self.viewControllers = viewControllers
        viewControllers.forEach { $0.setParent(self) }
        guard isViewLoaded, let to = viewControllers.last, let from, from !== to else { return }
        transition(.push, from: from, to: to, animated: animated) { _ in }
    }

    private func transition(_ operation: Operation, from: UIViewController, to: UIViewController, animated: Bool,
                            revert: @escaping (Bool) -> Void) {
        guard isViewLoaded else { return }
        let kind: TransitionOperation = operation == .pop ? .pop : .push
        let delegate = self.delegate
        UIKitSimulation.log(kind.rawValue, "\(from.simulationName) -> \(to.simulationName) delegate \(delegate.map { simulationTypeName($0) } ?? "nil")")
        if transitionInFlight {
            UIKitSimulation.warn("\(kind.rawValue) while another navigation transition is running")
        }
        delegate?.callWillShow(self, to, animated: animated)
        let container = transitionView
        let fromView: UIView = from.view
        let toView: UIView = to.view
        let finish: (Bool) -> Void = { [weak self] completed in
            guard let self else { return }
            self.transitionInFlight = false
            if completed {
                fromView.removeFromSuperview()
                if !toView.isDescendant(of: container) {
                    UIKitSimulation.warn("\(to.simulationName)'s view is not in the container after the \(kind.rawValue)")
                }
                delegate?.callDidShow(self, to, animated: animated)
            } else {
                toView.removeFromSuperview()
                if !fromView.isDescendant(of: container) {
                    UIKitSimulation.warn("\(from.simulationName)'s view is not in the container after the cancelled \(kind.rawValue)")
                }
            }
            revert(completed)
            UIKitSimulation.log(completed ? "\(kind.rawValue)Finished" : "\(kind.rawValue)Cancelled", to.simulationName)
        }
        transitionInFlight = true
        let animator = animated ? delegate?.callAnimationController(self, for: operation, from: from, to: to) : nil
        guard let animator else {
            let reason = delegate == nil ? "no delegate" : (animated ? "the delegate returned no animator" : "not animated")
            UIKitSimulation.log("defaultTransition", "\(kind.rawValue) \(to.simulationName): \(reason)")
            toView.frame = container.bounds
            if operation == .pop {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.addSubview(toView)
            }
            UIKitSimulation.schedule(after: animated ? 0.35 : 0) { finish(true) }
            return
        }
        let interaction = delegate?.callInteractionController(self, for: animator)
        let context = TransitionContext(
            operation: kind, containerView: container, style: .none, animated: animated, animator: animator,
            from: from, to: to, fromView: fromView, toView: toView,
            initialFrames: [(from, container.bounds)],
            finalFrames: [(to, container.bounds)],
            onComplete: finish
        )
        context.start(interactionController: interaction, animatorName: simulationTypeName(animator))
    }
}
