// The percent-driven interaction controller (Docs/UIKitFacts.md §7). UIKit pauses the container's animations
// and scrubs them; the model does the same with what it can see:
//
// - If the animator implements `interruptibleAnimator(using:)`, that animator is paused and scrubbed.
// - Otherwise `animateTransition(using:)` runs with the animations held: every `UIView.animate` block and
//   every property animator started meanwhile is captured, its completion held back.
//
// `update(_:)` moves them, `finish()` lets them run to the end in (1 − p)·duration/completionSpeed (B10),
// `cancel()` sets `transitionWasCancelled` and runs them back in p·duration/completionSpeed. After a
// cancel, views changed by `UIView.animate` blocks keep the END values those blocks set (UIKit's model
// values), so an animator that does not restore them on cancel is caught; property animators end at
// `.start`, which puts their start values back, as UIKit does.

/// The animations captured while a percent-driven transition starts.
@MainActor final class PercentDrivenCapture {
    static var current: PercentDrivenCapture?

    var blockAnimations: [BlockAnimation] = []
    var propertyAnimators: [UIViewPropertyAnimator] = []

    func adopt(_ animator: UIViewPropertyAnimator) {
        if !propertyAnimators.contains(where: { $0 === animator }) { propertyAnimators.append(animator) }
        animator.pauseAnimation()
    }
}

@available(iOS 7.0, *)
@MainActor open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    open private(set) var duration: CGFloat = 0
    open private(set) var percentComplete: CGFloat = 0
    /// Must be > 0 (header); the model treats anything else as 1.
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    @available(iOS 10.0, *) open var timingCurve: (any UITimingCurveProvider)?
    @available(iOS 10.0, *) open var wantsInteractiveStart = true

    private var context: (any UIViewControllerContextTransitioning)?
    private var capture: PercentDrivenCapture?
    private var interruptible: (any UIViewImplicitlyAnimating)?

    public override init() {
        super.init()
    }

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        percentComplete = 0
        guard let modelContext = transitionContext as? TransitionContext else {
            UIKitSimulation.warn("startInteractiveTransition with a context the model did not create")
            return
        }
        let animator = modelContext.animator
        duration = CGFloat(animator.transitionDuration(using: transitionContext))
        UIKitSimulation.log("percentDriven", "start duration \(UIKitSimulation.format(duration))")
        let capture = PercentDrivenCapture()
        self.capture = capture
        PercentDrivenCapture.current = capture
        if let interruptible = animator.callInterruptibleAnimator(using: transitionContext) {
            self.interruptible = interruptible
            interruptible.pauseAnimation()
        } else {
            animator.animateTransition(using: transitionContext)
        }
        PercentDrivenCapture.current = nil
    }

    @available(iOS 10.0, *)
    open func pause() {
        context?.pauseInteractiveTransition()
    }

    open func update(_ percentComplete: CGFloat) {
        let clamped = max(percentComplete, 0)
        self.percentComplete = clamped
        UIKitSimulation.log("percentDriven", "update \(UIKitSimulation.format(clamped))")
        context?.updateInteractiveTransition(clamped)
        let fraction = min(clamped, 1)
        interruptible?.fractionComplete = fraction
        capture?.propertyAnimators.forEach { $0.fractionComplete = fraction }
    }

    open func finish() {
        UIKitSimulation.log("percentDriven", "finish at \(UIKitSimulation.format(percentComplete))")
        context?.finishInteractiveTransition()
        end(reversed: false)
    }

    open func cancel() {
        UIKitSimulation.log("percentDriven", "cancel at \(UIKitSimulation.format(percentComplete))")
        context?.cancelInteractiveTransition()
        end(reversed: true)
    }

    private func end(reversed: Bool) {
        let progress = min(max(percentComplete, 0), 1)
        let speed = completionSpeed > 0 ? completionSpeed : 1
        let remaining = TimeInterval((reversed ? progress : 1 - progress) * duration / speed)
        let factor = duration > 0 ? CGFloat(remaining) / duration : 1
        if let interruptible {
            interruptible.isReversed = reversed
            continueAnimator(interruptible, factor: factor)
        }
        if let capture {
            for animator in capture.propertyAnimators where animator !== interruptible {
                animator.isReversed = reversed
                continueAnimator(animator, factor: factor)
            }
            for animation in capture.blockAnimations {
                UIKitSimulation.schedule(after: remaining) { animation.complete(finished: true) }
            }
        }
        capture = nil
        interruptible = nil
        context = nil
    }

    private func continueAnimator(_ animator: any UIViewImplicitlyAnimating, factor: CGFloat) {
        #if CHOREO_OBJC_INTEROP
        animator.continueAnimation?(withTimingParameters: nil, durationFactor: max(factor, 0.0001))
        #else
        animator.continueAnimation(withTimingParameters: nil, durationFactor: max(factor, 0.0001))
        #endif
    }
}
