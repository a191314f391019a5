// The tab bar controller, as far as a transition sees it (UITabBarController.h, Docs/UIKitFacts.md §22): the
// controllers of its tabs and the one selected, whose view it shows. Presenting from a screen inside one makes
// the tab bar controller (the root) the `.from` controller of the presentation, as with a navigation controller.

@available(iOS 2.0, *)
@MainActor open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        didSet {
            oldValue?.forEach { $0.setParent(nil) }
            viewControllers?.forEach { $0.setParent(self) }
            selectedViewController = viewControllers?.first
        }
    }

    /// The selected tab's controller (nil without tabs); setting it to one of `viewControllers` selects that tab.
    open var selectedViewController: UIViewController? {
        didSet {
            guard isViewLoaded, let selected = selectedViewController else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            selected.view.frame = view.bounds
            view.addSubview(selected.view)
        }
    }

    open var selectedIndex: Int {
        get { viewControllers?.firstIndex { $0 === selectedViewController } ?? Int.max }
        set {
            guard let controllers = viewControllers, controllers.indices.contains(newValue) else { return }
            selectedViewController = controllers[newValue]
        }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    open override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.accessibilityIdentifier = title.map { "\($0).view" } ?? "UILayoutContainerView"
        view = root
        if let selected = selectedViewController {
            selected.view.frame = root.bounds
            root.addSubview(selected.view)
        }
    }
}
