// UIViewController's view and presentation surface (Docs/UIKitFacts.md §9). `transitioningDelegate` is weak
// (B1); `modalPresentationStyle` resolves `.automatic` when read (B5). Presentation itself is done by
// PresentationEngine.swift.

@MainActor open class UIViewController: UIResponder, UIContentContainer {
    private var loadedView: UIView? {
        didSet { loadedView?.simulationOwner = self }
    }

    /// "UIViewController… returns its view's superview" (AD:uikit/uiresponder/next). (Apple's responder-chain
    /// article says a presented controller's is the presenting controller: Docs/UIKitFacts.md §33.4.)
    open override var next: UIResponder? { loadedView?.superview }
    open var title: String?
    open private(set) weak var parent: UIViewController?
    open private(set) var children: [UIViewController] = []

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    #if CHOREO_OBJC_INTEROP
    /// Type-check mode: see UIView.init().
    public override init() {
        super.init()
    }
    #else
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }
    #endif

    // MARK: View

    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    @available(iOS 9.0, *)
    open var viewIfLoaded: UIView? { loadedView }

    @available(iOS 9.0, *)
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
        viewDidLoad()
    }

    /// Creates a plain view; override to supply another.
    open func loadView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.accessibilityIdentifier = title.map { "\($0).view" }
        loadedView = view
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    // MARK: Containment

    open var navigationController: UINavigationController? {
        var current = parent
        while let candidate = current {
            if let navigation = candidate as? UINavigationController { return navigation }
            current = candidate.parent
        }
        return nil
    }

    @available(iOS 5.0, *)
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    @available(iOS 5.0, *)
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    func setParent(_ newParent: UIViewController?) {
        if let newParent {
            newParent.addChild(self)
        } else {
            removeFromParent()
        }
    }

    // MARK: Presentation

    /// Weak, as in UIKit: a delegate nobody else retains is gone before `present` reads it.
    @available(iOS 7.0, *)
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    private var storedModalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Reading always returns a concrete style: `.automatic` reads as `.pageSheet` before iOS 18 and
    /// `.formSheet` from iOS 18 (B5; the simulated version is `UIKitSimulation.systemMajorVersion`).
    @available(iOS 3.2, *)
    open var modalPresentationStyle: UIModalPresentationStyle {
        get {
            guard storedModalPresentationStyle == .automatic else { return storedModalPresentationStyle }
            return UIKitSimulation.systemMajorVersion >= 18 ? .formSheet : .pageSheet
        }
        set { storedModalPresentationStyle = newValue }
    }

    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    @available(iOS 13.0, *) open var isModalInPresentation = false

    open internal(set) var presentedViewController: UIViewController?
    open internal(set) weak var presentingViewController: UIViewController?
    open internal(set) var isBeingPresented = false
    open internal(set) var isBeingDismissed = false

    var storedPresentationController: UIPresentationController?
    var presentationRecord: PresentationRecord?

    /// Created from `modalPresentationStyle` on first access if not presented yet (AD): a sheet for the two sheet
    /// styles, from iOS 15.
    @available(iOS 8.0, *)
    open var presentationController: UIPresentationController? {
        if let storedPresentationController { return storedPresentationController }
        let controller: UIPresentationController
        if modalPresentationStyle == .pageSheet || modalPresentationStyle == .formSheet {
            controller = UISheetPresentationController(presentedViewController: self, presenting: nil)
        } else {
            controller = UIPresentationController(presentedViewController: self, presenting: nil)
        }
        storedPresentationController = controller
        return controller
    }

    /// "non-nil only if modalPresentationStyle is pageSheet or formSheet"; the instance UIKit then presents with (AD).
    @available(iOS 15.0, *)
    open var sheetPresentationController: UISheetPresentationController? {
        guard modalPresentationStyle == .pageSheet || modalPresentationStyle == .formSheet else { return nil }
        if let sheet = storedPresentationController as? UISheetPresentationController { return sheet }
        if presentationRecord != nil { return nil }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
        storedPresentationController = sheet
        return sheet
    }

    @available(iOS 5.0, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        PresentationEngine.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
    }

    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        PresentationEngine.dismiss(from: self, animated: flag, completion: completion)
    }

    /// The coordinator of the presentation or dismissal of this controller while it runs, else the parent's
    /// (UIViewControllerTransitionCoordinator.h).
    var activeTransitionCoordinator: TransitionCoordinator?

    @available(iOS 7.0, *)
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if let activeTransitionCoordinator, !activeTransitionCoordinator.isFinished { return activeTransitionCoordinator }
        return parent?.transitionCoordinator
    }

    // MARK: Content container

    /// Setting it tells the container of the controller: a presented controller's presentation controller
    /// (`preferredContentSizeDidChange(forChildContentContainer:)`, UIContentContainer).
    @available(iOS 7.0, *)
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue, presentationRecord != nil, let controller = storedPresentationController else { return }
            controller.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    @available(iOS 8.0, *)
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    // MARK: Status bar (Docs/UIKitFacts.md §30)

    /// "Specifies whether a view controller, presented non-fullscreen, takes over control of status bar appearance
    /// from the presenting view controller. Defaults to NO." (UIViewController.h)
    @available(iOS 7.0, *)
    open var modalPresentationCapturesStatusBarAppearance = false

    @available(iOS 7.0, *)
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    @available(iOS 7.0, *)
    open var prefersStatusBarHidden: Bool { false }

    /// Logs `statusBarUpdate` with the controller's name, and `animated` when called inside an animation block: the
    /// header's "If this method is called from within an animation block, the changes will be animated along with
    /// the rest of the animation block."
    @available(iOS 7.0, *)
    open func setNeedsStatusBarAppearanceUpdate() {
        UIKitSimulation.log("statusBarUpdate", simulationName + (AnimationRecorder.current == nil ? "" : " animated"))
    }

    /// The controller whose status bar attributes the model's window shows: from the root, each presented controller
    /// takes over when it is presented full screen, or captures the status bar appearance (UIViewController.h, iOS 7).
    public var simulationStatusBarController: UIViewController {
        guard let presented = presentedViewController, presentedViewController?.presentingViewController === self,
              presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance
        else { return self }
        return presented.simulationStatusBarController
    }

    // MARK: Segues

    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// There are no storyboards in the model: drivers create the segue and call
    /// `UIKitSimulation.perform(_:sender:)`.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        UIKitSimulation.warn("performSegue(withIdentifier: \(identifier)) needs a storyboard; use UIKitSimulation.perform(_:sender:)")
    }

    // MARK: Simulation

    /// Lays out the controller's own subviews after its view was resized (the model has no Auto Layout
    /// or autoresizing; containers do what their autoresizing masks would).
    func layoutForSimulation() {}

    /// The name the simulation log uses: the title, else the class name.
    public var simulationName: String {
        title ?? String(describing: type(of: self))
    }
}
