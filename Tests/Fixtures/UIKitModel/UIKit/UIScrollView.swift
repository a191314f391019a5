// Scroll views (Docs/UIKitFacts.md §32): the content offset is the bounds' origin, the content insets, and the pan
// that scrolls, which tests drive through `UIKitSimulation.touch(_:)` together with every other recognizer the
// finger reaches.

@MainActor open class UIScrollView: UIView {
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    private let scrollPan = ScrollViewPan()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        scrollPan.scrollView = self
        addGestureRecognizer(scrollPan)
    }

    /// Nonisolated in type-check mode, as NSCoding's initializer is: it cannot set up the pan, and no test decodes one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    #if CHOREO_OBJC_INTEROP
    /// Type-check mode only, where Objective-C's `init()` is nonisolated (see UIView): nothing runs there.
    public override init() {
        super.init()
    }
    #endif

    /// "The point at which the origin of the content view is offset from the origin of the scroll view" (AD): the
    /// bounds' origin, as in UIKit.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// UIKit adds the safe area to `contentInset` as `contentInsetAdjustmentBehavior` says; the model's scroll views
    /// have no safe area of their own, so this is `contentInset` plus `simulationSafeAreaAdjustment`.
    open var adjustedContentInset: UIEdgeInsets {
        UIEdgeInsets(
            top: contentInset.top + simulationSafeAreaAdjustment.top,
            left: contentInset.left + simulationSafeAreaAdjustment.left,
            bottom: contentInset.bottom + simulationSafeAreaAdjustment.bottom,
            right: contentInset.right + simulationSafeAreaAdjustment.right)
    }
    /// What the tests say UIKit adds to `contentInset` for the safe area.
    public var simulationSafeAreaAdjustment: UIEdgeInsets = .zero

    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isScrollEnabled = true {
        didSet { scrollPan.isEnabled = isScrollEnabled }
    }

    /// "The gesture recognizer is not configurable" beyond its delegate (AD); its delegate is the scroll view.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }

    /// "Whether the user has touched the content to initiate scrolling" (AD): true while its pan follows a finger.
    open var isTracking: Bool { scrollPan.state == .began || scrollPan.state == .changed }
    /// "Whether the user has begun scrolling the content" (AD).
    open var isDragging: Bool { isTracking }

    /// The pan moves the content with the finger: the offset goes the other way than the finger, point for point, and
    /// past an edge only when the scroll view bounces. (UIKit's rubber band past an edge moves less than the finger
    /// and is not documented; the model follows the finger there too.)
    fileprivate func follow(_ pan: ScrollViewPan) {
        switch pan.state {
        case .began:
            pan.startOffset = contentOffset
        case .changed, .ended:
            let translation = pan.translation(in: self)
            var offset = CGPoint(x: pan.startOffset.x - translation.x, y: pan.startOffset.y - translation.y)
            if !bounces {
                let inset = adjustedContentInset
                let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
                let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
                offset.x = min(max(offset.x, -inset.left), maxX)
                offset.y = min(max(offset.y, -inset.top), maxY)
            }
            contentOffset = offset
        default:
            break
        }
    }
}

/// The scroll view's own pan: after its targets, it scrolls the content.
@MainActor final class ScrollViewPan: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?
    var startOffset = CGPoint.zero

    override func simulationDidUpdate() {
        scrollView?.follow(self)
    }
}

@MainActor open class UITableView: UIScrollView {}

@MainActor open class UICollectionView: UIScrollView {}

/// A finger on the screen, as a gesture recognizer's delegate sees it in `gestureRecognizer(_:shouldReceive:)`.
@MainActor open class UITouch: NSObject {
    /// "The view to which touches are being delivered": the hit-tested view (AD).
    open private(set) var view: UIView?
    private let point: CGPoint

    init(view: UIView, at point: CGPoint) {
        self.view = view
        self.point = point
        super.init()
    }

    /// The point in `view`'s coordinates; the model keeps the point it was given in the touched view's.
    open func location(in view: UIView?) -> CGPoint { point }
}
