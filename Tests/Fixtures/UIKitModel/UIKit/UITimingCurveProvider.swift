// Timing parameters (Docs/UIKitFacts.md §14). The model records them for the log; an animator's progress
// is linear in time whatever the curve, and only `simulationApplyPresentation()` plays the curve or the
// spring (SimulationTiming.swift; see Docs/Verification.md).

#if CHOREO_OBJC_INTEROP
@objc
#endif
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

#if CHOREO_OBJC_INTEROP
@MainActor @objc public protocol UITimingCurveProvider: NSCoding, NSCopying {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}
#else
@MainActor public protocol UITimingCurveProvider: NSCoding, NSCopying {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}
#endif

@available(iOS 10.0, *)
@MainActor open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// The default Core Animation timing curve.
    public override init() {
        animationCurve = .easeInOut
        controlPoint1 = CGPoint(x: 0.25, y: 0.1)
        controlPoint2 = CGPoint(x: 0.25, y: 1)
        super.init()
    }

    public nonisolated required init?(coder: NSCoder) {
        animationCurve = .easeInOut
        controlPoint1 = .zero
        controlPoint2 = .zero
        super.init()
    }

    /// Control points read back as `.zero` (AD controlPoint2).
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        controlPoint1 = .zero
        controlPoint2 = .zero
        super.init()
    }

    /// x and y of both points must be in 0...1 (AD).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    public nonisolated func encode(with coder: NSCoder) {}

    public nonisolated func copy(with zone: NSZone? = nil) -> Any { self }

    open var timingCurveType: UITimingCurveType { .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    var simulationSummary: String {
        if controlPoint1 == .zero && controlPoint2 == .zero { return "cubic \(animationCurve)" }
        return "cubic (\(controlPoint1.x), \(controlPoint1.y), \(controlPoint2.x), \(controlPoint2.y))"
    }
}

@available(iOS 10.0, *)
@MainActor open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public let initialVelocity: CGVector
    public let simulationSummary: String
    /// How long UIKit runs an animator with these parameters when it works the duration out itself
    /// (`init(mass:stiffness:damping:initialVelocity:)`); nil when the animator's duration holds.
    var simulationSettlingDuration: TimeInterval?
    /// The physical spring these parameters stand for, where a published formula gives it (the physical
    /// form itself; duration and bounce, Docs/UIKitFacts.md §19.1); nil for `dampingRatio:`, whose mapping
    /// Apple does not document (§19.2), and which the simulation then plays linearly.
    var simulationSpring: (mass: Double, stiffness: Double, damping: Double, velocity: Double)?

    /// "Sets the initial velocity to 0.0 and the damping ratio to 4.56" (AD, sic).
    public override init() {
        initialVelocity = .zero
        simulationSummary = "spring default"
        super.init()
    }

    public nonisolated required init?(coder: NSCoder) {
        initialVelocity = .zero
        simulationSummary = "spring coded"
        super.init()
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        simulationSummary = "spring dampingRatio \(ratio) velocity \(velocity)"
        super.init()
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        simulationSummary = "spring mass \(mass) stiffness \(stiffness) damping \(damping) velocity \(velocity)"
        simulationSettlingDuration = CoreAnimationSettling.duration(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), velocity: Double(velocity.dx))
        simulationSpring = (Double(mass), Double(stiffness), Double(damping), Double(velocity.dx))
        super.init()
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    #if CHOREO_BELOW_IOS_17_0
    @available(*, deprecated, message: "introduced in iOS 17.0, later than the deployment target")
    #endif
    @available(iOS 17.0, *)
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        simulationSummary = "spring duration \(duration) bounce \(bounce) velocity \(velocity)"
        // SwiftUI's Spring(duration:bounce:): ζ = 1 − bounce (1 / (1 + bounce) below 0), k = (2π / duration)², c = 4πζ / duration.
        let zeta = bounce < 0 ? 1 / (1 + Double(bounce)) : 1 - Double(bounce)
        let omega = 2 * Double.pi / duration
        simulationSpring = (1, omega * omega, 4 * Double.pi * zeta / duration, Double(velocity.dx))
        super.init()
    }

    #if CHOREO_BELOW_IOS_17_0
    @available(*, deprecated, message: "introduced in iOS 17.0, later than the deployment target")
    #endif
    @available(iOS 17.0, *)
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    public nonisolated func encode(with coder: NSCoder) {}

    public nonisolated func copy(with zone: NSZone? = nil) -> Any { self }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }
}
