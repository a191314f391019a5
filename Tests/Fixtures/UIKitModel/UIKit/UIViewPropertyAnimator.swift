// UIViewPropertyAnimator (Docs/UIKitFacts.md §13). In the simulation its progress is linear in time: while it
// runs, `fractionComplete` moves by 1/duration per second (by 1/(duration·durationFactor) after
// `continueAnimation`), backwards when reversed. Its animation blocks run when it becomes active (model
// values become the end values); ending at `.start` puts back the values recorded before the blocks ran,
// `.current` the interpolated ones, as UIKit does for property animators.
//
// With `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` UIKit ignores the animator's
// duration and runs for the spring's settling duration (Docs/UIKitFacts.md §19.2, the header: "the duration is
// computed"); the model does the same with `UISpringTimingParameters.simulationSettlingDuration`.
//
// A keyframe animation in a block (`UIView.animateKeyframes` without `.overrideInheritedDuration`) inherits the
// animator (Docs/UIKitFacts.md §25, "Keyframes inside a property animator"): each property it changes follows its
// keyframe track, evaluated at the block's eased progress, so the animator's curve or spring applies to the
// keyframe animation as a whole. A spring's progress can pass 1 and come back; UIKit documents nothing about
// springing between keyframes, and the model clamps the progress to 0…1 on a track (no overshoot past the last
// keyframe's value). Its completion runs when the animator ends: finished if the animator ran to an end,
// not if it was stopped.

@available(iOS 10.0, *)
@MainActor open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, NSCopying {
    public let duration: TimeInterval
    public private(set) var delay: TimeInterval = 0
    public let timingParameters: (any UITimingCurveProvider)?
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    /// Raises in UIKit if set on an active animator; the model logs a warning instead.
    open var isInterruptible = true {
        didSet { if state != .inactive { UIKitSimulation.warn("isInterruptible set on an active property animator") } }
    }
    @available(iOS 11.0, *) open var scrubsLinearly = true
    @available(iOS 11.0, *) open var pausesOnCompletion = false

    public private(set) var state: UIViewAnimatingState = .inactive
    public private(set) var isRunning = false

    private var pendingAnimations: [(animation: () -> Void, delayFactor: CGFloat)] = []
    /// Each animation block's changes with its delay factor: what `simulationApplyPresentation()` plays.
    private var parts: [(delayFactor: CGFloat, changes: AnimationTransaction)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private let transaction = AnimationTransaction()
    /// Progress when the clock was last anchored, and the anchor time.
    private var anchoredProgress: CGFloat = 0
    private var anchorTime: TimeInterval = 0
    private var runDuration: TimeInterval
    private var generation = 0
    private let summary: String

    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        self.timingParameters = parameters
        self.runDuration = parameters.springTimingParameters?.simulationSettlingDuration ?? duration
        self.summary = UIViewPropertyAnimator.describe(parameters)
        super.init()
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { pendingAnimations.append((animations, 0)) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration,
                  timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { pendingAnimations.append((animations, 0)) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { pendingAnimations.append((animations, 0)) }
    }

    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: .easeInOut))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    public nonisolated func copy(with zone: NSZone? = nil) -> Any { self }

    // MARK: Progress

    open var isReversed = false {
        didSet {
            guard isReversed != oldValue, isRunning else { return }
            anchor()
            scheduleEnd()
        }
    }

    open var fractionComplete: CGFloat {
        get { currentProgress }
        set {
            if state == .inactive { activate() }
            guard !isRunning else { return }
            anchoredProgress = min(max(newValue, 0), 1)
        }
    }

    private var currentProgress: CGFloat {
        guard isRunning, runDuration > 0 else { return anchoredProgress }
        let elapsed = CGFloat(max(UIKitSimulation.now - anchorTime, 0) / runDuration)
        let progress = isReversed ? anchoredProgress - elapsed : anchoredProgress + elapsed
        return min(max(progress, 0), 1)
    }

    private func anchor() {
        anchoredProgress = currentProgress
        anchorTime = UIKitSimulation.now
    }

    // MARK: UIViewAnimating

    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        if state == .stopped {
            UIKitSimulation.warn("startAnimation on a stopped property animator")
            return
        }
        if state == .inactive {
            self.delay = delay
            activate()
        }
        if let capture = PercentDrivenCapture.current {
            capture.adopt(self)
            return
        }
        UIKitSimulation.log("propertyAnimator", "start \(summary) duration \(duration) delay \(delay)")
        UIViewPropertyAnimator.lastStarted = self
        resume(after: delay)
    }

    open func pauseAnimation() {
        if state == .stopped { return }
        if state == .inactive { activate() }
        if isRunning {
            anchor()
            isRunning = false
            generation += 1
        }
        UIKitSimulation.log("propertyAnimator", "pause at \(UIKitSimulation.format(anchoredProgress))")
    }

    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        anchor()
        isRunning = false
        generation += 1
        transaction.setValues(atFraction: anchoredProgress)
        UIKitSimulation.log("propertyAnimator", "stop withoutFinishing \(withoutFinishing) at \(UIKitSimulation.format(anchoredProgress))")
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { transaction.completeInherited(finished: false) }
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            UIKitSimulation.warn("finishAnimation(at:) on a property animator that is not stopped")
            return
        }
        end(at: finalPosition, finished: false)
    }

    // MARK: UIViewImplicitlyAnimating

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        if state == .inactive {
            pendingAnimations.append((animation, delayFactor))
        } else {
            record(animation, delayFactor: delayFactor)
        }
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active else { return }
        anchor()
        let fullDuration = timingParameters?.springTimingParameters?.simulationSettlingDuration ?? duration
        runDuration = fullDuration * TimeInterval(durationFactor > 0 ? durationFactor : 1)
        UIKitSimulation.log("propertyAnimator", "continue from \(UIKitSimulation.format(anchoredProgress)) reversed \(isReversed) durationFactor \(durationFactor)")
        resume(after: 0)
    }

    // MARK: Simulation

    private func activate() {
        state = .active
        UIViewPropertyAnimator.active.append(Weak(self))
        UIViewPropertyAnimator.lastActivated = self
        let blocks = pendingAnimations
        pendingAnimations = []
        for block in blocks { record(block.animation, delayFactor: block.delayFactor) }
    }

    /// Runs one animation block, keeping its changes apart (for the presentation at a time) and in the
    /// animator's transaction (for where it ends).
    private func record(_ animation: () -> Void, delayFactor: CGFloat) {
        let part = AnimationRecorder.recording(animation)
        parts.append((delayFactor, part))
        transaction.absorb(part)
    }

    /// The model's own API (UIKit has nothing like it): sets every property the animator animates to what
    /// the screen shows now, so that a driver can read the presentation state at a moment of the run.
    ///
    /// A block added with a delay factor starts at that fraction of the run and runs over the rest of
    /// it (Docs/UIKitFacts.md §13: "commence at delayFactor * animator.duration … (1 - delayFactor) *
    /// animator.duration"), on the animator's timing (`SimulationTiming`). The model values are set to the
    /// end values again when the animator ends, as always.
    public func simulationApplyPresentation() {
        for part in parts {
            part.changes.setValues(atFraction: presentedFraction(of: part.delayFactor))
        }
    }

    /// How far along a block with `delayFactor` the screen is now, on the animator's timing.
    private func presentedFraction(of delayFactor: CGFloat) -> CGFloat {
        let progress = Double(currentProgress)
        let factor = Double(delayFactor)
        let local = factor < 1 ? min(max((progress - factor) / (1 - factor), 0), 1) : (progress >= 1 ? 1 : 0)
        return CGFloat(SimulationTiming.progress(of: timingParameters, atFraction: local, runSeconds: runDuration * (1 - factor)))
    }

    private struct Weak {
        weak var animator: UIViewPropertyAnimator?
        init(_ animator: UIViewPropertyAnimator) { self.animator = animator }
    }

    /// The animators between becoming active and ending, whose changes the screen shows on the way.
    private static var active: [Weak] = []

    /// Every property of `object` that an active animator changes, where the screen shows it now: what
    /// `CALayer.presentation()` reads (the model's own API).
    static func simulationPresentedValues(of object: AnyObject) -> [(key: String, value: AnimatableValue)] {
        var values: [(key: String, value: AnimatableValue)] = []
        for animator in active.compactMap(\.animator) {
            for part in animator.parts {
                let fraction = animator.presentedFraction(of: part.delayFactor)
                for change in part.changes.changes where change.object == ObjectIdentifier(object) {
                    values.append((change.key, change.value(atFraction: fraction)))
                }
            }
        }
        return values
    }

    private func resume(after delay: TimeInterval) {
        anchorTime = UIKitSimulation.now + delay
        isRunning = true
        scheduleEnd(extraDelay: delay)
    }

    private func scheduleEnd(extraDelay: TimeInterval = 0) {
        generation += 1
        let token = generation
        let remaining = isReversed ? anchoredProgress : 1 - anchoredProgress
        UIKitSimulation.schedule(after: extraDelay + TimeInterval(remaining) * runDuration) { [weak self] in
            guard let self, self.generation == token, self.isRunning else { return }
            self.anchoredProgress = self.isReversed ? 0 : 1
            self.isRunning = false
            if self.pausesOnCompletion {
                UIKitSimulation.log("propertyAnimator", "paused on completion")
                return
            }
            self.end(at: self.isReversed ? .start : .end, finished: true)
        }
    }

    /// `finished` goes to the completions of nested animations that inherit the animator (UIKit's own completions
    /// get the position instead).
    private func end(at position: UIViewAnimatingPosition, finished: Bool) {
        switch position {
        case .end: transaction.setValues(atFraction: 1)
        case .start: transaction.setValues(atFraction: 0)
        case .current: transaction.setValues(atFraction: anchoredProgress)
        }
        state = .inactive
        isRunning = false
        generation += 1
        UIViewPropertyAnimator.active.removeAll { $0.animator == nil || $0.animator === self }
        UIKitSimulation.log("propertyAnimator", "end at \(position)")
        transaction.completeInherited(finished: finished)
        let handlers = completions
        completions = []
        let outer = UIViewPropertyAnimator.finishingPosition
        UIViewPropertyAnimator.finishingPosition = position
        for handler in handlers { handler(position) }
        UIViewPropertyAnimator.finishingPosition = outer
    }

    /// What the screen shows of an animated scalar property (`"alpha"`, `"cornerRadius"`) of `object` now: its
    /// value at the animator's current progress, where UIKit's model value is already the end (the model's own API;
    /// nil when this animator does not animate it).
    public func simulationPresentationValue(of object: AnyObject, key: String) -> CGFloat? {
        guard case .scalar(let value)? = transaction.value(of: object, key: key, atFraction: currentProgress) else { return nil }
        return value
    }

    /// While an animator runs its completions: where it stopped (TransitionContext checks that
    /// `completeTransition(_:)` agrees with it).
    static var finishingPosition: UIViewAnimatingPosition?

    /// The animator that became active last, also one a percent-driven interaction holds paused (the model's own API).
    public static weak var lastActivated: UIViewPropertyAnimator?

    /// Runs `body` with every property this animator's blocks changed where the screen shows it now, at
    /// `fractionComplete` of the way from start to end, then puts the model values back. UIKit keeps model values at
    /// the end of an animation and shows the way there in each layer's `presentation()`; a driver reads the latter
    /// here (the model's own API).
    public func withPresentationValues(_ body: () -> Void) {
        transaction.setValues(atFraction: currentProgress)
        body()
        transaction.setValues(atFraction: 1)
    }

    /// The animator started last, for drivers that interrupt a running transition as something outside
    /// the transition would (the model's own API; UIKit has nothing like it).
    public static weak var lastStarted: UIViewPropertyAnimator?

    /// The timing the animator was made with, as the log writes it ("spring dampingRatio 1.0 velocity …"); the
    /// model's own API.
    public var simulationTimingSummary: String {
        timingParameters.map(Self.describe) ?? "none"
    }

    private static func describe(_ parameters: any UITimingCurveProvider) -> String {
        if let cubic = parameters.cubicTimingParameters { return cubic.simulationSummary }
        if let spring = parameters.springTimingParameters { return spring.simulationSummary }
        return "custom timing"
    }
}
