// A window: the root of a view hierarchy. Presentations put their container view in it.

@MainActor open class UIWindow: UIView {
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let root = rootViewController else { return }
            root.view.frame = bounds
            root.layoutForSimulation()
            addSubview(root.view)
        }
    }

    public private(set) var isKeyWindow = false

    /// The insets of the status bar, notch and home indicator that a test gives the window; its views'
    /// `safeAreaInsets` are the part of these they overlap.
    public var simulationSafeAreaInsets = UIEdgeInsets.zero

    /// A rotation or multitasking resize: the window, its root view and every presentation's container take the
    /// new size, and each container lays out (so its presentation controller hears `containerViewWillLayoutSubviews()`).
    public func simulateSizeChange(to size: CGSize) {
        UIKitSimulation.log("sizeChange", "\(UIKitSimulation.format(size.width))x\(UIKitSimulation.format(size.height))")
        frame = CGRect(origin: frame.origin, size: size)
        if let root = rootViewController {
            root.view.frame = bounds
            root.layoutForSimulation()
        }
        for case let container as TransitionContainerView in subviews {
            container.frame = bounds
            container.layoutIfNeeded()
        }
    }

    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }

    open func makeKey() {
        isKeyWindow = true
    }
}
