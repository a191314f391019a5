// Gesture recognizers (Docs/UIKitFacts.md §17), drivable by tests: `simulate(_:translation:velocity:)` sets the
// state and values and sends the action to every target, as UIKit does on each touch update.
//
// Targets and actions: in type-check mode an action is an Objective-C `Selector` (`#selector` is checked
// by the compiler). In simulation mode there is no Objective-C runtime, so `Selector` wraps an unbound
// method reference, `Selector(Self.handlePan(_:))`, which is what `ObjCInteropRewriter` turns
// `#selector(handlePan(_:))` into; the target is held weakly, as UIKit does not retain it either.

#if !CHOREO_OBJC_INTEROP
/// Simulation mode's stand-in for an Objective-C selector: a method of the target's class.
public struct Selector {
    let invoke: (AnyObject, UIGestureRecognizer) -> Bool

    @MainActor public init<Target: AnyObject, Recognizer: UIGestureRecognizer>(_ method: @escaping (Target) -> @MainActor (Recognizer) -> Void) {
        invoke = { target, recognizer in
            guard let target = target as? Target, let recognizer = recognizer as? Recognizer else { return false }
            method(target)(recognizer)
            return true
        }
    }

    @MainActor public init<Target: AnyObject>(_ method: @escaping (Target) -> @MainActor () -> Void) {
        invoke = { target, _ in
            guard let target = target as? Target else { return false }
            method(target)()
            return true
        }
    }
}
#endif

public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

#if CHOREO_OBJC_INTEROP
@MainActor @objc public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    @objc optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    @objc optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    @objc optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    @objc optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}
#else
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}
#endif

@MainActor open class UIGestureRecognizer: NSObject {
    #if CHOREO_OBJC_INTEROP
    @objc
    #endif
    public enum State: Int, Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
        public static var recognized: State { .ended }
    }

    private struct TargetAction {
        weak var target: AnyObject?
        let action: Selector
    }

    private var targets: [TargetAction] = []
    open internal(set) var state: State = .possible
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// "If you change this property to false while a gesture recognizer is currently recognizing a gesture, the
    /// gesture recognizer transitions to a cancelled state" (AD): the model sends `.cancelled` to the targets.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, state == .began || state == .changed else { return }
            state = .cancelled
            UIKitSimulation.log("gesture", "\(simulationTypeName(self)) cancelled: disabled")
            sendActions()
            simulationDidUpdate()
        }
    }
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var name: String?
    weak var attachedView: UIView?
    var simulatedLocation = CGPoint.zero

    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { addTarget(target as AnyObject, action: action) }
    }

    public override init() {
        super.init()
    }

    open var view: UIView? { attachedView }
    open var numberOfTouches: Int { state == .possible ? 0 : 1 }

    open func addTarget(_ target: Any, action: Selector) {
        targets.append(TargetAction(target: target as AnyObject, action: action))
    }

    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { entry in
            target == nil || entry.target === (target as AnyObject)
        }
    }

    open func location(in view: UIView?) -> CGPoint { simulatedLocation }
    /// Recorded for `UIView.simulatePan`, which lets this recognizer begin only once the other has failed.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        requiredToFail.append(Weak(otherGestureRecognizer))
    }

    struct Weak {
        weak var recognizer: UIGestureRecognizer?
        init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
    }

    var requiredToFail: [Weak] = []

    /// Whether this recognizer waits for `other` to fail before it may begin: its own `require(toFail:)`, or the other's
    /// delegate saying so (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`, asked of the other's delegate with this one).
    func waits(for other: UIGestureRecognizer) -> Bool {
        if requiredToFail.contains(where: { $0.recognizer === other }) { return true }
        guard let delegate = other.delegate else { return false }
        #if CHOREO_OBJC_INTEROP
        return delegate.gestureRecognizer?(other, shouldBeRequiredToFailBy: self) ?? false
        #else
        return delegate.gestureRecognizer(other, shouldBeRequiredToFailBy: self)
        #endif
    }

    // MARK: Simulation

    /// Sets the state and sends the action to every target. A `.began` that the delegate's
    /// `gestureRecognizerShouldBegin(_:)` refuses turns into `.failed` and sends nothing.
    public func simulate(_ state: State) {
        guard isEnabled else {
            UIKitSimulation.log("gesture", "\(simulationTypeName(self)) is disabled: \(state) ignored")
            return
        }
        if state == .began, let delegate, !shouldBegin(delegate) {
            self.state = .failed
            UIKitSimulation.log("gesture", "\(simulationTypeName(self)) refused by its delegate")
            return
        }
        self.state = state
        UIKitSimulation.log("gesture", "\(simulationTypeName(self)) \(state)")
        sendActions()
        simulationDidUpdate()
    }

    /// Called after the targets have had each update: what UIKit's own recognizers (a scroll view's pan) do
    /// with the gesture themselves.
    func simulationDidUpdate() {}

    func shouldBegin(_ delegate: any UIGestureRecognizerDelegate) -> Bool {
        #if CHOREO_OBJC_INTEROP
        return delegate.gestureRecognizerShouldBegin?(self) ?? true
        #else
        return delegate.gestureRecognizerShouldBegin(self)
        #endif
    }

    /// The delegate's `gestureRecognizer(_:shouldReceive:)`; true without a delegate or an answer.
    func shouldReceive(_ touch: UITouch) -> Bool {
        guard let delegate else { return true }
        #if CHOREO_OBJC_INTEROP
        return delegate.gestureRecognizer?(self, shouldReceive: touch) ?? true
        #else
        return delegate.gestureRecognizer(self, shouldReceive: touch)
        #endif
    }

    /// The delegate's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`; false without a delegate or an answer.
    func allowsSimultaneousRecognition(with other: UIGestureRecognizer) -> Bool {
        guard let delegate else { return false }
        #if CHOREO_OBJC_INTEROP
        return delegate.gestureRecognizer?(self, shouldRecognizeSimultaneouslyWith: other) ?? false
        #else
        return delegate.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other)
        #endif
    }

    private func sendActions() {
        #if !CHOREO_OBJC_INTEROP
        for entry in targets {
            guard let target = entry.target else { continue }
            if !entry.action.invoke(target, self) {
                UIKitSimulation.warn("action of \(simulationTypeName(self)) does not match target \(simulationTypeName(target))")
            }
        }
        #endif
    }
}

@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    private var translation = CGPoint.zero
    private var currentVelocity = CGPoint.zero
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    /// Total translation since the gesture began, not a delta (AD). The model ignores `view`'s
    /// coordinate system.
    open func translation(in view: UIView?) -> CGPoint { translation }

    /// "Changing the translation value resets the velocity of the pan" (AD).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        self.translation = translation
        currentVelocity = .zero
    }

    /// Points per second.
    open func velocity(in view: UIView?) -> CGPoint { currentVelocity }

    /// Sets translation and velocity, then the state, and sends the action.
    public func simulate(_ state: State, translation: CGPoint, velocity: CGPoint = .zero) {
        guard state == .began || (self.state != .cancelled && self.state != .failed) else {
            // Cancelled (disabled) or failed: UIKit sends nothing more for this touch.
            UIKitSimulation.log("gesture", "\(simulationTypeName(self)) \(self.state): \(state) ignored")
            return
        }
        setSimulatedValues(translation: translation, velocity: velocity)
        simulate(state)
    }

    func setSimulatedValues(translation: CGPoint, velocity: CGPoint) {
        self.translation = translation
        self.currentVelocity = velocity
    }
}

@available(iOS 7.0, *)
@MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// Relative to the current interface orientation.
    open var edges: UIRectEdge = []
}

@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    /// A tap: the recognizer goes straight to `.ended` (`.recognized`) and sends its action once, as UIKit does
    /// for a discrete gesture.
    public func simulateTap() {
        simulate(.ended)
    }
}

extension UIView {
    /// One finger dragging on this view, as UIKit hands it to the pans attached here: on `.began`, each enabled pan in
    /// the order added, except that one that waits for another (`require(toFail:)`, or the other's delegate's
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`) is asked only after that one has failed; the first whose delegate
    /// lets it begin recognizes the drag, the others fail (no simultaneous recognition). Later states go to that one.
    /// The model does not dispatch to superviews' recognizers. Returns the recognizer that has the drag, if any.
    @discardableResult
    public func simulatePan(_ state: UIGestureRecognizer.State, translation: CGPoint, velocity: CGPoint = .zero) -> UIPanGestureRecognizer? {
        if state == .began {
            simulationDraggingPan = nil
            var pending = (gestureRecognizers ?? []).compactMap { $0 as? UIPanGestureRecognizer }.filter(\.isEnabled)
            while let index = pending.firstIndex(where: { pan in
                !pending.contains { other in other !== pan && pan.waits(for: other) }
            }) {
                let pan = pending.remove(at: index)
                if let delegate = pan.delegate, !pan.shouldBeginWithValues(translation: translation, velocity: velocity, delegate) {
                    pan.state = .failed
                    UIKitSimulation.log("gesture", "\(simulationTypeName(pan)) refused by its delegate")
                    continue
                }
                simulationDraggingPan = pan
                pending.forEach { $0.state = .failed }
                break
            }
        }
        guard let pan = simulationDraggingPan else { return nil }
        pan.simulate(state, translation: translation, velocity: velocity)
        if state == .ended || state == .cancelled { simulationDraggingPan = nil }
        return pan
    }
}

extension UIPanGestureRecognizer {
    /// Sets the values a delegate reads in `gestureRecognizerShouldBegin(_:)` and asks it.
    func shouldBeginWithValues(translation: CGPoint, velocity: CGPoint, _ delegate: any UIGestureRecognizerDelegate) -> Bool {
        setSimulatedValues(translation: translation, velocity: velocity)
        return shouldBegin(delegate)
    }
}
