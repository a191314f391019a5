// The animating protocols (Docs/UIKitFacts.md §13). `UIViewImplicitlyAnimating`'s members are optional in
// UIKit; in simulation mode they are requirements with empty defaults (see Docs/Verification.md).

@available(iOS 10.0, *)
#if CHOREO_OBJC_INTEROP
@objc
#endif
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0
    case active = 1
    case stopped = 2
}

@available(iOS 10.0, *)
#if CHOREO_OBJC_INTEROP
@objc
#endif
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}

#if CHOREO_OBJC_INTEROP
@available(iOS 10.0, *)
@MainActor @objc public protocol UIViewAnimating: NSObjectProtocol {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

@available(iOS 10.0, *)
@MainActor @objc public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    @objc optional func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    @objc optional func addAnimations(_ animation: @escaping () -> Void)
    @objc optional func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    @objc optional func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
#else
@MainActor public protocol UIViewAnimating: NSObjectProtocol {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

@MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addAnimations(_ animation: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}
#endif
