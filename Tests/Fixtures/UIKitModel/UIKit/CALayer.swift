// QuartzCore's layer: the geometry every view is made of. `CALayer` is not main-actor isolated in
// QuartzCore, so neither is the model's. In simulation mode its geometric setters record what an
// animation block changes (see AnimationRecording.swift).

open class CALayer: NSObject {
    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero
    private var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    private var storedTransform = CGAffineTransform.identity
    private var storedOpacity: Float = 1
    private var storedCornerRadius: CGFloat = 0

    public override init() {
        super.init()
    }

    public init(layer: Any) {
        super.init()
    }

    /// Defaults to `.zero`. Animatable.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            let old = storedBounds
            storedBounds = newValue
            AnimationRecorder.record(self, "bounds", from: .rect(old), to: .rect(newValue)) { [unowned self] value in
                if case let .rect(rect) = value { self.bounds = rect }
            }
        }
    }

    /// Where the anchor point of the bounds sits in the superlayer. Animatable.
    open var position: CGPoint {
        get { storedPosition }
        set {
            let old = storedPosition
            storedPosition = newValue
            AnimationRecorder.record(self, "position", from: .point(old), to: .point(newValue)) { [unowned self] value in
                if case let .point(point) = value { self.position = point }
            }
        }
    }

    /// In unit coordinates of the bounds; defaults to (0.5, 0.5). Changing it moves the layer on screen
    /// unless `position` is compensated, exactly as in Core Animation.
    open var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set {
            let old = storedAnchorPoint
            storedAnchorPoint = newValue
            AnimationRecorder.record(self, "anchorPoint", from: .point(old), to: .point(newValue)) { [unowned self] value in
                if case let .point(point) = value { self.anchorPoint = point }
            }
        }
    }

    open var transform: CATransform3D {
        get { CATransform3DMakeAffineTransform(storedTransform) }
        set { setAffineTransform(CATransform3DGetAffineTransform(newValue)) }
    }

    open func affineTransform() -> CGAffineTransform {
        storedTransform
    }

    open func setAffineTransform(_ m: CGAffineTransform) {
        let old = storedTransform
        storedTransform = m
        AnimationRecorder.record(self, "transform", from: .transform(old), to: .transform(m)) { [unowned self] value in
            if case let .transform(transform) = value { self.setAffineTransform(transform) }
        }
    }

    /// A function of position, bounds, anchor point and transform; setting it changes position and
    /// bounds size (CALayer.h).
    open var frame: CGRect {
        get {
            let size = storedBounds.size
            let untransformed = CGRect(
                x: -storedAnchorPoint.x * size.width, y: -storedAnchorPoint.y * size.height,
                width: size.width, height: size.height
            )
            let transformed = untransformed.applying(storedTransform)
            return transformed.offsetBy(dx: storedPosition.x, dy: storedPosition.y)
        }
        set {
            bounds = CGRect(origin: storedBounds.origin, size: newValue.size)
            position = CGPoint(
                x: newValue.origin.x + storedAnchorPoint.x * newValue.size.width,
                y: newValue.origin.y + storedAnchorPoint.y * newValue.size.height
            )
        }
    }

    /// Animatable, 0...1.
    open var opacity: Float {
        get { storedOpacity }
        set {
            let old = storedOpacity
            storedOpacity = newValue
            AnimationRecorder.record(self, "opacity", from: .scalar(CGFloat(old)), to: .scalar(CGFloat(newValue))) { [unowned self] value in
                if case let .scalar(scalar) = value { self.opacity = Float(scalar) }
            }
        }
    }

    open var cornerRadius: CGFloat {
        get { storedCornerRadius }
        set {
            let old = storedCornerRadius
            storedCornerRadius = newValue
            AnimationRecorder.record(self, "cornerRadius", from: .scalar(old), to: .scalar(newValue)) { [unowned self] value in
                if case let .scalar(scalar) = value { self.cornerRadius = scalar }
            }
        }
    }

    /// Which corners `cornerRadius` rounds; all four by default (CALayer.h).
    @available(iOS 11.0, *)
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var masksToBounds: Bool = false
    open var isHidden: Bool = false
    open var isDoubleSided: Bool = true
    open var zPosition: CGFloat = 0
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var shouldRasterize: Bool = false
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var name: String?
    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?

    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    open func removeAllAnimations() {}
}

public typealias CFTimeInterval = Double

/// `maskedCorners`' bits (CALayer.h: `kCALayerMinXMinYCorner = 1U << 0`, …).
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
