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

    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }

    open func makeKey() {
        isKeyWindow = true
    }
}
