// UIView's geometry and hierarchy (Docs/UIKitFacts.md §16). Geometry lives in the view's layer, as in UIKit:
// `center` is the layer's position, `bounds` its bounds, `transform` its affine transform, `frame`
// derived from them. Everything animatable is recorded when set inside an animation block.

@MainActor open class UIView: UIResponder {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
             topLeft, topRight, bottomLeft, bottomRight
    }

    private let backingLayer = CALayer()
    private var storedAlpha: CGFloat = 1
    private var storedSubviews: [UIView] = []
    private var storedGestureRecognizers: [UIGestureRecognizer] = []

    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    #if CHOREO_OBJC_INTEROP
    /// Type-check mode: Objective-C's `init()` is nonisolated and cannot be overridden by a main-actor
    /// convenience initializer, so it is a designated one here (see Docs/Verification.md).
    public override init() {
        super.init()
    }
    #else
    public override convenience init() {
        self.init(frame: .zero)
    }
    #endif

    open class var layerClass: AnyClass { CALayer.self }

    open var layer: CALayer { backingLayer }

    // MARK: Geometry

    /// Do not rely on it while the view is transformed (UIView.h): use bounds and center then.
    open var frame: CGRect {
        get { backingLayer.frame }
        set { backingLayer.frame = newValue }
    }

    open var bounds: CGRect {
        get { backingLayer.bounds }
        set { backingLayer.bounds = newValue }
    }

    open var center: CGPoint {
        get { backingLayer.position }
        set { backingLayer.position = newValue }
    }

    open var transform: CGAffineTransform {
        get { backingLayer.affineTransform() }
        set { backingLayer.setAffineTransform(newValue) }
    }

    @available(iOS 13.0, *)
    open var transform3D: CATransform3D {
        get { backingLayer.transform }
        set { backingLayer.transform = newValue }
    }

    #if CHOREO_BELOW_IOS_16_0
    @available(*, deprecated, message: "introduced in iOS 16.0, later than the deployment target")
    #endif
    @available(iOS 16.0, *)
    open var anchorPoint: CGPoint {
        get { backingLayer.anchorPoint }
        set { backingLayer.anchorPoint = newValue }
    }

    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            let old = storedAlpha
            storedAlpha = newValue
            AnimationRecorder.record(self, "alpha", from: .scalar(old), to: .scalar(newValue)) { [unowned self] value in
                if case let .scalar(scalar) = value { self.alpha = scalar }
            }
        }
    }

    open var isHidden: Bool = false
    /// A view whose alpha channel masks this one (UIView.h, iOS 8). It is in this view's coordinates, like a subview,
    /// but not one: it has no superview, and its frame and its layer's corner radius animate as any view's do.
    open var mask: UIView?
    open var isOpaque: Bool = true
    open var clipsToBounds: Bool {
        get { backingLayer.masksToBounds }
        set { backingLayer.masksToBounds = newValue }
    }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var tag: Int = 0
    open var isUserInteractionEnabled: Bool = true
    open var autoresizingMask: AutoresizingMask = []
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    open var contentMode: ContentMode = .scaleToFill
    open var accessibilityIdentifier: String?
    /// The controller whose root view this is, if any: `next` goes to it.
    weak var simulationOwner: UIViewController?

    /// "the UIViewController object that manages it (if it has one) or its superview" (AD:uikit/uiresponder/next).
    open override var next: UIResponder? { simulationOwner ?? superview }

    // MARK: Hierarchy

    open private(set) weak var superview: UIView?

    open var subviews: [UIView] { storedSubviews }

    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: Int.max)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        if view === self { return }
        view.detachFromSuperview()
        let clamped = min(max(index, 0), storedSubviews.count)
        storedSubviews.insert(view, at: clamped)
        view.superview = self
    }

    /// If `siblingSubview` is not a subview of the receiver, UIKit's behaviour is undefined; the model
    /// adds the view on top and logs a warning so tests notice.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        if view === siblingSubview { return }
        view.detachFromSuperview()
        guard let index = storedSubviews.firstIndex(where: { $0 === siblingSubview }) else {
            UIKitSimulation.warn("insertSubview(\(view.simulationName), aboveSubview: \(siblingSubview.simulationName)) but the sibling is not a subview of \(simulationName)")
            insertSubview(view, at: Int.max)
            return
        }
        insertSubview(view, at: index + 1)
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        if view === siblingSubview { return }
        view.detachFromSuperview()
        guard let index = storedSubviews.firstIndex(where: { $0 === siblingSubview }) else {
            UIKitSimulation.warn("insertSubview(\(view.simulationName), belowSubview: \(siblingSubview.simulationName)) but the sibling is not a subview of \(simulationName)")
            insertSubview(view, at: Int.max)
            return
        }
        insertSubview(view, at: index)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: index)
        storedSubviews.append(view)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: index)
        storedSubviews.insert(view, at: 0)
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else { return }
        storedSubviews.swapAt(index1, index2)
    }

    open func removeFromSuperview() {
        detachFromSuperview()
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.storedSubviews.removeAll { $0 === self }
        superview = nil
    }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Layout

    open func layoutSubviews() {}

    open func setNeedsLayout() {}

    open func layoutIfNeeded() {
        layoutSubviews()
    }

    open func sizeToFit() {}

    // MARK: Snapshots and coordinates

    /// A stand-in view with the receiver's size; it does not draw anything in the model.
    @available(iOS 7.0, *)
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.accessibilityIdentifier = "snapshot(\(simulationName))"
        return snapshot
    }

    /// A stand-in view with the size of `rect`, the part of the receiver it shows; it does not draw anything in the
    /// model. UIKit stretches such a snapshot by its cap insets when it is resized; the model does not draw, so it
    /// keeps only the part's size (Docs/UIKitFacts.md, snapshots).
    @available(iOS 7.0, *)
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
        snapshot.accessibilityIdentifier = "resizableSnapshot(\(simulationName) \(rect.minX) \(rect.minY) \(rect.width) \(rect.height))"
        return snapshot
    }

    /// UIKit's hit-testing (AD:uikit/uiview/hittest(_:with:)): nil for a hidden view, one that takes no touches or one
    /// almost transparent (alpha below 0.01), or a point outside `point(inside:with:)`; else the front-most subview's
    /// hit, else the view itself. `point` is in this view's coordinates; the model converts by frames, ignoring
    /// transforms.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.minX + subview.bounds.minX, y: point.y - subview.frame.minY + subview.bounds.minY)
            if let hit = subview.hitTest(local, with: event) {
                return hit
            }
        }
        return self
    }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// Converts through window coordinates, ignoring transforms.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = originInWindow()
        let target = view?.originInWindow() ?? .zero
        return CGPoint(x: point.x + inWindow.x - target.x, y: point.y + inWindow.y - target.y)
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? window ?? self).convert(point, to: view == nil ? window : self)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    private func originInWindow() -> CGPoint {
        var x: CGFloat = 0
        var y: CGFloat = 0
        var current: UIView? = self
        while let view = current, !(view is UIWindow) {
            x += view.frame.origin.x - (view.superview?.bounds.origin.x ?? 0)
            y += view.frame.origin.y - (view.superview?.bounds.origin.y ?? 0)
            current = view.superview
        }
        return CGPoint(x: x, y: y)
    }

    // MARK: Safe area and fitting size

    /// The part of the window's safe-area insets that this view overlaps: a view inside the safe area has none.
    @available(iOS 11.0, *)
    open var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let insets = window.simulationSafeAreaInsets
        let origin = self === window ? .zero : convert(CGPoint.zero, to: window)
        let windowBounds = window.bounds
        return UIEdgeInsets(
            top: max(0, insets.top - origin.y),
            left: max(0, insets.left - origin.x),
            bottom: max(0, origin.y + bounds.height - (windowBounds.height - insets.bottom)),
            right: max(0, origin.x + bounds.width - (windowBounds.width - insets.right))
        )
    }

    @available(iOS 6.0, *)
    public static var layoutFittingCompressedSize: CGSize { .zero }

    /// There is no Auto Layout in the model: a view's fitting size is what a test sets in
    /// `simulationFittingSize`, whatever the target size.
    @available(iOS 6.0, *)
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { simulationFittingSize }

    public var simulationFittingSize = CGSize.zero

    // MARK: Accessibility

    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
    open var accessibilityHint: String?

    /// Declared on NSObject without main-actor isolation (UIAccessibility.h, iOS 17 SDK); VoiceOver calls them on
    /// the main thread. The default does nothing and returns false.
    @available(iOS 7.0, *)
    nonisolated open func accessibilityActivate() -> Bool { false }


    // MARK: Layout direction

    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: return UIKitSimulation.applicationLayoutDirection
        }
    }

    /// A forced semantic attribute decides; otherwise the direction is inherited from the superview,
    /// and at the top from the application.
    @available(iOS 10.0, *)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        default: return superview?.effectiveUserInterfaceLayoutDirection ?? UIKitSimulation.applicationLayoutDirection
        }
    }

    open var traitCollection: UITraitCollection {
        UITraitCollection(layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    // MARK: Gestures

    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set {
            storedGestureRecognizers.forEach { $0.attachedView = nil }
            storedGestureRecognizers = newValue ?? []
            storedGestureRecognizers.forEach { $0.attachedView = self }
        }
    }

    /// The pan that has the finger of `simulatePan(_:translation:velocity:)` (UIGestureRecognizer.swift).
    weak var simulationDraggingPan: UIPanGestureRecognizer?

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.attachedView?.removeGestureRecognizer(gestureRecognizer)
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.attachedView = self
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        storedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.attachedView === self { gestureRecognizer.attachedView = nil }
    }

    // MARK: Simulation

    /// The name the simulation log uses: the accessibility identifier, else the class name.
    public var simulationName: String {
        accessibilityIdentifier ?? String(describing: type(of: self))
    }
}
