// QuartzCore's layer: the geometry every view is made of. `CALayer` is not main-actor isolated in
// QuartzCore, so neither is the model's. In simulation mode its geometric setters record what an
// animation block changes (see AnimationRecording.swift).

open class CALayer: NSObject {
    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero
    private var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    private var storedTransform = CATransform3DIdentity
    private var storedOpacity: Float = 1
    private var storedCornerRadius: CGFloat = 0

    public required override init() {
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

    /// Animatable. The model interpolates the matrix entry by entry, where Core Animation decomposes it (so
    /// drivers compare turned views at the ends of an animation, or through `presentation()` of a probe).
    open var transform: CATransform3D {
        get { storedTransform }
        set {
            let old = storedTransform
            storedTransform = newValue
            AnimationRecorder.record(self, "transform", from: .transform(old), to: .transform(newValue)) { [unowned self] value in
                if case let .transform(transform) = value { self.transform = transform }
            }
        }
    }

    open func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(storedTransform)
    }

    open func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
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
            let transformed = untransformed.applying(affineTransform())
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
    /// How the rounded corners bend; `.circular` by default (CALayer.h, iOS 13).
    @available(iOS 13.0, *)
    open var cornerCurve: CALayerCornerCurve = .circular
    open var masksToBounds: Bool = false
    open var isHidden: Bool = false
    open var isDoubleSided: Bool = true
    open var zPosition: CGFloat = 0
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    /// Not animated implicitly (AD: "does not support implicit animation").
    open var shadowPath: CGPath?
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

    /// What the screen shows of the layer now: a copy whose position, opacity, corner radius and transform are
    /// where the property animators that change them have got to (their curve and delay included). Core
    /// Animation's copy has every property; the model's has those animators animate.
    @MainActor open func presentation() -> Self? {
        let copy = Self.init()
        copy.storedBounds = storedBounds
        copy.storedAnchorPoint = storedAnchorPoint
        copy.storedPosition = storedPosition
        copy.storedOpacity = storedOpacity
        copy.storedCornerRadius = storedCornerRadius
        copy.storedTransform = storedTransform
        for (key, value) in UIViewPropertyAnimator.simulationPresentedValues(of: self) {
            switch (key, value) {
            case ("position", .point(let point)): copy.storedPosition = point
            case ("bounds", .rect(let rect)): copy.storedBounds = rect
            case ("opacity", .scalar(let scalar)): copy.storedOpacity = Float(scalar)
            case ("cornerRadius", .scalar(let scalar)): copy.storedCornerRadius = scalar
            case ("transform", .transform(let transform)): copy.storedTransform = transform
            default: break
            }
        }
        return copy
    }
}

/// CoreGraphics' path, only as the type of `shadowPath`; it keeps the rectangle and corner radius it outlines.
public final class CGPath: @unchecked Sendable {
    public let simulationRect: CGRect
    public let simulationCornerRadius: CGFloat

    init(rect: CGRect, cornerRadius: CGFloat) {
        simulationRect = rect
        simulationCornerRadius = cornerRadius
    }
}

/// Core Animation's transaction; the model has no implicit layer animations, so it only logs nothing.
open class CATransaction: NSObject {
    nonisolated(unsafe) private static var actionsDisabled = [Bool]()

    open class func begin() { actionsDisabled.append(false) }
    open class func commit() { _ = actionsDisabled.popLast() }
    open class func setDisableActions(_ flag: Bool) {
        if !actionsDisabled.isEmpty { actionsDisabled[actionsDisabled.count - 1] = flag }
    }
}

public typealias CFTimeInterval = Double

/// `CALayer.cornerCurve`'s values (CALayer.h: `kCACornerCurveCircular`, `kCACornerCurveContinuous`, iOS 13), a string
/// wrapper as in the SDK.
@available(iOS 13.0, *)
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// `maskedCorners`' bits (CALayer.h: `kCALayerMinXMinYCorner = 1U << 0`, …).
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
