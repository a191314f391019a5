// UIView's block animation API (Docs/UIKitFacts.md §12). In the simulation, the animation block runs at once
// (model values become the end values, as in UIKit) and the completion is scheduled on the
// simulation's run loop at `now + delay + duration`; while a percent-driven interactive transition is
// starting, blocks are held paused instead (see PercentDrivenCapture). A keyframe animation inside another animation's
// block inherits that animation instead of becoming one of its own (KeyframeRecording.swift).

/// One `UIView.animate…` call.
@MainActor final class BlockAnimation {
    let summary: String
    let duration: TimeInterval
    let delay: TimeInterval
    let transaction: AnimationTransaction
    private var completion: ((Bool) -> Void)?

    init(summary: String, duration: TimeInterval, delay: TimeInterval, transaction: AnimationTransaction,
         completion: ((Bool) -> Void)?) {
        self.summary = summary
        self.duration = duration
        self.delay = delay
        self.transaction = transaction
        self.completion = completion
    }

    /// Calls the completion at most once, after those of the animations nested in it that inherit it.
    func complete(finished: Bool) {
        transaction.completeInherited(finished: finished)
        guard let completion else { return }
        self.completion = nil
        completion(finished)
    }

    /// Runs `animations`, logs the call, and schedules or captures the completion.
    static func run(_ summary: String, duration: TimeInterval, delay: TimeInterval,
                    animations: () -> Void, completion: ((Bool) -> Void)?) {
        UIKitSimulation.log("animate", summary)
        let transaction = AnimationRecorder.recording(animations)
        let animation = BlockAnimation(summary: summary, duration: duration, delay: delay,
                                       transaction: transaction, completion: completion)
        if let capture = PercentDrivenCapture.current {
            capture.blockAnimations.append(animation)
        } else {
            let total = duration > 0 ? delay + duration : 0
            UIKitSimulation.schedule(after: total) { animation.complete(finished: true) }
        }
    }
}

extension UIView {
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        BlockAnimation.run("duration \(duration) curve easeInOut", duration: duration, delay: 0,
                           animations: animations, completion: nil)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        BlockAnimation.run("duration \(duration) curve easeInOut", duration: duration, delay: 0,
                           animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        BlockAnimation.run("duration \(duration) delay \(delay) curve \(options.curveName)",
                           duration: duration, delay: delay, animations: animations, completion: completion)
    }

    @available(iOS 7.0, *)
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        BlockAnimation.run("duration \(duration) delay \(delay) spring damping \(dampingRatio) velocity \(velocity)",
                           duration: duration, delay: delay, animations: animations, completion: completion)
    }

    /// The iOS 17 overlay function; its `animations` closure is the only non-escaping one (§12).
    #if CHOREO_BELOW_IOS_17_0
    @available(*, deprecated, message: "introduced in iOS 17.0, later than the deployment target")
    #endif
    @available(iOS 17.0, tvOS 17.0, *)
    @MainActor @preconcurrency
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0,
                              initialSpringVelocity: CGFloat = 0.0, delay: TimeInterval = 0.0,
                              options: UIView.AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        BlockAnimation.run("springDuration \(duration) bounce \(bounce) velocity \(initialSpringVelocity) delay \(delay)",
                           duration: duration, delay: delay, animations: animations, completion: completion)
    }

    /// Inside an animation block being recorded (a property animator's, a `UIView.animate` one) and without
    /// `.overrideInheritedDuration`, the keyframe animation inherits the enclosing animation (the option's
    /// documentation: "the animation inherits the remaining duration of the in-flight animation"): its keyframes
    /// become tracks of the enclosing animation, on its timing, and its completion runs when that animation ends.
    /// Otherwise it is a block animation of its own, with its own duration and completion.
    @available(iOS 7.0, *)
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                     options: UIView.KeyframeAnimationOptions = [],
                                     animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        if let enclosing = AnimationRecorder.current, !options.contains(.overrideInheritedDuration) {
            UIKitSimulation.log("keyframes", "inherit the enclosing animation")
            if delay != 0 { UIKitSimulation.warn("keyframes inheriting an animation with delay \(delay): the model ignores the delay") }
            KeyframeRecording.run(options: options, animations)
            if let completion { enclosing.addInheritedCompletion(completion) }
            return
        }
        BlockAnimation.run("keyframes duration \(duration) delay \(delay)", duration: duration, delay: delay,
                           animations: { KeyframeRecording.run(options: options, animations) }, completion: completion)
    }

    /// Inside a keyframe animation's block: runs at once, and its changes become points of their properties'
    /// keyframe tracks (KeyframeRecording). Elsewhere the block runs as a plain change.
    @available(iOS 7.0, *)
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                animations: @escaping () -> Void) {
        if !KeyframeRecording.addKeyframe(start: frameStartTime, duration: frameDuration, animations) {
            animations()
        }
    }

    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                               animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        BlockAnimation.run("transition(with: \(view.simulationName)) duration \(duration)", duration: duration,
                           delay: 0, animations: { animations?() }, completion: completion)
    }

    @available(iOS 7.0, *)
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationRecorder.withoutRecording(actionsWithoutAnimation)
    }

    public class var areAnimationsEnabled: Bool { animationsEnabled }

    public class func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled = enabled
    }

    @available(iOS 9.0, *)
    public class var inheritedAnimationDuration: TimeInterval { 0 }
}

@MainActor private var animationsEnabled = true
