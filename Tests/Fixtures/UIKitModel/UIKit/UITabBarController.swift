// The tab bar controller (UITabBarController.h, Docs/UIKitFacts.md §22.8): the controllers of its tabs and the one
// selected, whose view it shows in its transition view. Its weak `delegate` is asked, through the protocol, for an
// animator whenever the selected tab changes, by a tap on the bar (`simulateTap(at:)`, which also asks
// `shouldSelect` and tells `didSelect`, as UIKit does only for a user's tap) or by code setting `selectedIndex` or
// `selectedViewController`; without an animator the switch is immediate (UIKit has no default tab animation; logged
// as `defaultTransition`). A cancelled interactive switch selects the tab it started from again.
// Presenting from a screen inside one makes the tab bar controller (the root) the `.from` controller of the
// presentation, as with a navigation controller.

#if CHOREO_OBJC_INTEROP
@MainActor @objc public protocol UITabBarControllerDelegate: NSObjectProtocol {
    @available(iOS 3.0, *)
    @objc optional func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    @objc optional func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    @available(iOS 7.0, *)
    @objc optional func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    @available(iOS 7.0, *)
    @objc optional func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}
#else
@MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UITabBarControllerDelegate {
    /// "If you do not implement this method, the tab bar assumes YES" (header).
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}
#endif

@available(iOS 2.0, *)
@MainActor open class UITabBarController: UIViewController {
    open weak var delegate: (any UITabBarControllerDelegate)?

    open var viewControllers: [UIViewController]? {
        didSet {
            oldValue?.forEach { $0.setParent(nil) }
            viewControllers?.forEach { $0.setParent(self) }
            switchTo(viewControllers?.first, animated: false)
        }
    }

    /// The selected tab's controller (nil without tabs); setting it to one of `viewControllers` selects that tab,
    /// through the delegate's animator when it gives one.
    open var selectedViewController: UIViewController? {
        get { selected }
        set { switchTo(newValue, animated: true) }
    }

    open var selectedIndex: Int {
        get { viewControllers?.firstIndex { $0 === selected } ?? Int.max }
        set {
            guard let controllers = viewControllers, controllers.indices.contains(newValue) else { return }
            switchTo(controllers[newValue], animated: true)
        }
    }

    private var selected: UIViewController?
    private let transitionView: UIView = {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.accessibilityIdentifier = "UITransitionView"
        return view
    }()
    private var transitionInFlight = false

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    open override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.accessibilityIdentifier = title.map { "\($0).view" } ?? "UILayoutContainerView"
        transitionView.frame = root.bounds
        root.addSubview(transitionView)
        view = root
        if let selected {
            selected.view.frame = transitionView.bounds
            transitionView.addSubview(selected.view)
        }
    }

    override func layoutForSimulation() {
        transitionView.frame = view.bounds
        selected?.view.frame = transitionView.bounds
    }

    // MARK: Simulation

    /// A tap on the tab bar's item `index`, as UIKit handles it: `shouldSelect` may refuse it, then the tab is
    /// selected (animated through the delegate), then `didSelect`. A tap on the selected tab selects it again.
    public func simulateTap(at index: Int) {
        guard let controllers = viewControllers, controllers.indices.contains(index) else { return }
        let controller = controllers[index]
        UIKitSimulation.log("tabTap", controller.simulationName)
        if let delegate, !delegate.callShouldSelect(self, controller) {
            UIKitSimulation.log("tabTapRefused", controller.simulationName)
            return
        }
        switchTo(controller, animated: true)
        delegate?.callDidSelect(self, controller)
    }

    private func switchTo(_ controller: UIViewController?, animated: Bool) {
        let from = selected
        guard controller !== from else { return }
        selected = controller
        guard isViewLoaded, let to = controller else {
            from?.viewIfLoaded?.removeFromSuperview()
            return
        }
        guard let from else {
            to.view.frame = transitionView.bounds
            transitionView.addSubview(to.view)
            return
        }
        transition(from: from, to: to, animated: animated)
    }

    private func transition(from: UIViewController, to: UIViewController, animated: Bool) {
        let delegate = self.delegate
        UIKitSimulation.log("select", "\(from.simulationName) -> \(to.simulationName) delegate \(delegate.map { simulationTypeName($0) } ?? "nil")")
        if transitionInFlight {
            UIKitSimulation.warn("select while another tab bar transition is running")
        }
        let container = transitionView
        let fromView: UIView = from.view
        let toView: UIView = to.view
        let animator = animated ? delegate?.callAnimationController(self, from: from, to: to) : nil
        guard let animator else {
            let reason = delegate == nil ? "no delegate" : (animated ? "the delegate returned no animator" : "not animated")
            UIKitSimulation.log("defaultTransition", "select \(to.simulationName): \(reason)")
            fromView.removeFromSuperview()
            toView.frame = container.bounds
            container.addSubview(toView)
            return
        }
        let finish: (Bool) -> Void = { [weak self] completed in
            guard let self else { return }
            self.transitionInFlight = false
            if completed {
                fromView.removeFromSuperview()
                if !toView.isDescendant(of: container) {
                    UIKitSimulation.warn("\(to.simulationName)'s view is not in the container after the tab switch")
                }
            } else {
                toView.removeFromSuperview()
                if !fromView.isDescendant(of: container) {
                    UIKitSimulation.warn("\(from.simulationName)'s view is not in the container after the cancelled tab switch")
                }
                // The tab the switch started from is the selected one again.
                if self.selected === to { self.selected = from }
            }
            UIKitSimulation.log(completed ? "selectFinished" : "selectCancelled", to.simulationName)
        }
        transitionInFlight = true
        // Its `transitionCoordinator` while the switch runs (Apple's sample starts no pan-driven switch while there is one).
        let coordinator = TransitionCoordinator(containerView: container, style: .none, animated: animated)
        activeTransitionCoordinator = coordinator
        let interaction = delegate?.callInteractionController(self, for: animator)
        let context = TransitionContext(
            operation: .select, containerView: container, style: .none, animated: animated, animator: animator,
            from: from, to: to, fromView: fromView, toView: toView,
            initialFrames: [(from, container.bounds)],
            finalFrames: [(to, container.bounds)],
            onComplete: finish
        )
        context.coordinator = coordinator
        context.start(interactionController: interaction, animatorName: simulationTypeName(animator))
    }
}
