/// The code every generated transition shares, emitted once per output folder (or once in a
/// single file) instead of once per transition: the motion types, the player that runs a phase
/// on one `UIViewPropertyAnimator` and restores the views, the gesture driver of interactive
/// phases and the retainer that keeps weakly held delegates alive.
///
/// It depends on nothing: not on a spec, not on the access level, not on the deployment target
/// (it uses only API of iOS 10 and later; the iOS 17 spring initializer is chosen in each
/// transition's own timing table). So it is the same bytes for every project, and the build
/// plugin writes it with `choreo support` without reading any configuration. Every type is
/// `internal` and starts with `Choreo`, which no name a transition produces ends like
/// (`<Name>Animator`, `<Name>Segue`, …), so two modules that both use Choreo never clash and a
/// public generated API does not expose them.
///
/// Each type handles every view property a spec can move (anchor, corner radius, dimming,
/// layout-relative offsets); a property the motion leaves at its default is not touched, so a
/// transition without corner radii behaves exactly as if the code for them were not there.
enum SupportCode {
    /// The name of the support file in an output folder.
    static let fileName = "ChoreoSupport.choreo.swift"

    /// The header lines of the support file: Choreo's generated-file header, so that `--check`
    /// and `--prune` treat it like the transitions' files.
    static let header = [
        "\(GeneratedHeader.marker): support code shared by every generated transition. Do not edit.",
        "// Run `choreo generate` (or `choreo support`) again to update it.",
    ]

    /// Everything between `import UIKit` and `#endif`.
    static let declarations = """
        /// One end of a view's motion, relative to where it rests: its final frame, identity transform, alpha 1.
        struct ChoreoViewState {
            /// Fractions of the container's size; +x right, +y down.
            var offset = CGPoint.zero
            /// When true, +x points to the trailing edge, so the offset flips under right-to-left layout.
            var followsLayoutDirection = false
            var scaleX: CGFloat = 1
            var scaleY: CGFloat = 1
            /// Degrees, clockwise.
            var rotation: CGFloat = 0
            var alpha: CGFloat = 1
            /// Points; nil keeps the view's own corner radius.
            var cornerRadius: CGFloat?
            /// Opacity of a black overlay over the view, as UIKit's own push dims the view it covers.
            var dim: CGFloat = 0

            /// Scale, then rotation, then the offset: the view turns about its anchor and then moves.
            func transform(in size: CGSize, isRightToLeft: Bool) -> CGAffineTransform {
                let x = offset.x * size.width * (followsLayoutDirection && isRightToLeft ? -1 : 1)
                return CGAffineTransform(scaleX: scaleX, y: scaleY)
                    .concatenating(CGAffineTransform(rotationAngle: rotation * .pi / 180))
                    .concatenating(CGAffineTransform(translationX: x, y: offset.y * size.height))
            }
        }

        /// One view's motion through a phase.
        struct ChoreoViewMotion {
            var start = ChoreoViewState()
            var end = ChoreoViewState()
            /// The unit point that scale and rotation happen about; nil leaves the view's own anchor point alone.
            var anchor: CGPoint?
            /// Seconds from the start of the phase until this view starts moving.
            var delay: TimeInterval = 0
        }

        /// A phase: how long it takes, which view is on top, and how each view moves.
        struct ChoreoMotion {
            /// What `transitionDuration(using:)` reports and the animator runs for: the phase's delay, the latest view
            /// delay and the motion as UIKit runs it (for a spring whose duration UIKit works out, its settling time), so
            /// that UIKit's bookkeeping and an interactive completion match the screen.
            var duration: TimeInterval
            var incomingOnTop: Bool
            var incoming = ChoreoViewMotion()
            var outgoing = ChoreoViewMotion()

            /// Reduce Motion (`reduceMotion: crossfade`): the view on top fades over the same time instead of moving, as
            /// UIKit's own transitions do. Corner radii are how the views look, not motion: each view keeps the one it
            /// has at its end of the phase.
            func crossfade() -> ChoreoMotion {
                var crossfade = ChoreoMotion(duration: duration, incomingOnTop: incomingOnTop)
                crossfade.incoming.start.cornerRadius = incoming.end.cornerRadius
                crossfade.incoming.end.cornerRadius = incoming.end.cornerRadius
                crossfade.outgoing.start.cornerRadius = outgoing.start.cornerRadius
                crossfade.outgoing.end.cornerRadius = outgoing.start.cornerRadius
                if incomingOnTop {
                    crossfade.incoming.start.alpha = 0
                } else {
                    crossfade.outgoing.end.alpha = 0
                }
                return crossfade
            }

            /// Reduce Motion (`reduceMotion: none`): the views take their places at once. The incoming view still gets
            /// the corner radius it ends with.
            func stillness() -> ChoreoMotion {
                var stillness = ChoreoMotion(duration: 0, incomingOnTop: incomingOnTop)
                stillness.incoming.end.cornerRadius = incoming.end.cornerRadius
                return stillness
            }
        }

        /// What a transition does while Reduce Motion is on: the spec's `reduceMotion`.
        enum ChoreoReduceMotion {
            /// `crossfade`: a fade of the view on top over the same time.
            case crossfade
            /// `none`: the views take their places at once.
            case stillness
            /// `same`: the setting is not consulted.
            case ignore
        }

        /// Plays one run of a phase for a generated animator.
        ///
        /// It makes one `UIViewPropertyAnimator` on the first request and hands out that same instance for the whole
        /// transition, as UIKit requires of `interruptibleAnimator(using:)`, so a percent-driven interaction scrubs the
        /// real motion and UIKit can finish or reverse it. Its completion puts back everything it changed and calls
        /// `completeTransition(_:)` exactly once, whatever happened.
        @MainActor
        final class ChoreoTransitionPlayer {
            /// The motion this run plays: the phase's own, or its Reduce Motion replacement.
            let motion: ChoreoMotion
            private let reducesMotion: Bool
            private let timingParameters: any UITimingCurveProvider
            private var propertyAnimator: UIViewPropertyAnimator?

            /// Reduce Motion is read here, once per transition, so that `transitionDuration(using:)` and the animation
            /// agree even if the setting changes midway.
            init(motion: ChoreoMotion, timingParameters: any UITimingCurveProvider, reduceMotion: ChoreoReduceMotion) {
                switch reduceMotion {
                case .crossfade:
                    reducesMotion = UIAccessibility.isReduceMotionEnabled
                    self.motion = reducesMotion ? motion.crossfade() : motion
                case .stillness:
                    reducesMotion = UIAccessibility.isReduceMotionEnabled
                    self.motion = reducesMotion ? motion.stillness() : motion
                case .ignore:
                    reducesMotion = false
                    self.motion = motion
                }
                self.timingParameters = timingParameters
            }

            /// What `transitionDuration(using:)` reports.
            var duration: TimeInterval {
                motion.duration
            }

            /// The animator of this transition, made on the first request.
            func animator(using transitionContext: any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
                if let propertyAnimator {
                    return propertyAnimator
                }
                let animator = makeAnimator(using: transitionContext)
                propertyAnimator = animator
                return animator
            }

            /// Sets the start states, adds the end states as animations and a completion that restores the views.
            ///
            /// When the transition is not animated (UIKit still calls a `.custom` animator then), the views go straight
            /// to their places.
            private func makeAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
                let containerView = transitionContext.containerView
                let isAnimated = transitionContext.isAnimated
                let duration = isAnimated ? motion.duration : 0
                let animator = UIViewPropertyAnimator(
                    duration: duration,
                    timingParameters: reducesMotion ? UICubicTimingParameters(animationCurve: .easeInOut) : timingParameters
                )

                // UIKit hands over only the views an animator may touch: when the presenting view stays in the window
                // (`.custom`, `.overFullScreen`, …) `view(forKey:)` is nil for it, and it is left alone.
                let incomingView = transitionContext.view(forKey: .to)
                let outgoingView = transitionContext.view(forKey: .from)
                if let incomingView {
                    if let incomingController = transitionContext.viewController(forKey: .to) {
                        incomingView.frame = transitionContext.finalFrame(for: incomingController)
                    }
                    Self.insert(incomingView, into: containerView, onTop: motion.incomingOnTop, outgoingView: outgoingView)
                }

                var movers: [ChoreoMover] = []
                if let incomingView {
                    movers.append(ChoreoMover(view: incomingView, motion: motion.incoming))
                }
                if let outgoingView {
                    movers.append(ChoreoMover(view: outgoingView, motion: motion.outgoing))
                }
                let size = containerView.bounds.size
                let isRightToLeft = containerView.effectiveUserInterfaceLayoutDirection == .rightToLeft
                for mover in movers {
                    mover.prepare()
                    if isAnimated {
                        mover.apply(mover.motion.start, in: size, isRightToLeft: isRightToLeft)
                    }
                    let end = mover.motion.end
                    let delayFactor = duration > 0 ? CGFloat(mover.motion.delay / duration) : 0
                    if delayFactor > 0 {
                        animator.addAnimations({ mover.apply(end, in: size, isRightToLeft: isRightToLeft) }, delayFactor: delayFactor)
                    } else {
                        animator.addAnimations { mover.apply(end, in: size, isRightToLeft: isRightToLeft) }
                    }
                }

                let completion = ChoreoCompletion(transitionContext: transitionContext, movers: movers, incomingView: incomingView)
                animator.addCompletion { position in
                    // UIKit runs completions on the main thread. Newer SDKs import this block as `@Sendable`
                    // (SE-0463), which takes away the main-actor isolation it would otherwise be inferred to have;
                    // Swift 5.9 (Xcode 15.0–15.2) offers `assumeIsolated` only from iOS 17, but its SDKs import the
                    // block without `@Sendable`, so there the block is main-actor isolated as written.
                    #if compiler(>=5.10)
                    MainActor.assumeIsolated {
                        completion.run(at: position)
                    }
                    #else
                    completion.run(at: position)
                    #endif
                }
                return animator
            }

            /// Puts the incoming view into the container above or below the outgoing one. The outgoing view is a reference
            /// only while it is in the container: a presenting view that stays in the window must not be moved, or it
            /// would be left behind in the container when the transition ends.
            private static func insert(_ view: UIView, into containerView: UIView, onTop: Bool, outgoingView: UIView?) {
                if let outgoingView, outgoingView.superview === containerView {
                    if onTop {
                        containerView.insertSubview(view, aboveSubview: outgoingView)
                    } else {
                        containerView.insertSubview(view, belowSubview: outgoingView)
                    }
                } else if onTop {
                    containerView.addSubview(view)
                } else {
                    containerView.insertSubview(view, at: 0)
                }
            }
        }

        /// A view the player moves, with what it was like before, so that the completion can hand it back to UIKit
        /// exactly as it came: views that stay must not keep a transform (their frame would be wrong afterwards).
        @MainActor
        final class ChoreoMover {
            let view: UIView
            let motion: ChoreoViewMotion
            private let transform: CGAffineTransform
            private let alpha: CGFloat
            private let anchorPoint: CGPoint
            private let position: CGPoint
            private let cornerRadius: CGFloat
            private let clipsToBounds: Bool
            private var movesAnchor = false
            private var dimmingView: UIView?

            init(view: UIView, motion: ChoreoViewMotion) {
                self.view = view
                self.motion = motion
                transform = view.transform
                alpha = view.alpha
                anchorPoint = view.layer.anchorPoint
                position = view.layer.position
                cornerRadius = view.layer.cornerRadius
                clipsToBounds = view.clipsToBounds
            }

            /// Moves the anchor point and shifts `layer.position` by the same amount, since the frame depends on both:
            /// the view turns about its new anchor without jumping. Adds the dimming overlay when the motion dims the
            /// view. Clips the view when the motion rounds its corners, or the rounding would not show.
            func prepare() {
                if let anchor = motion.anchor, anchor != anchorPoint {
                    let size = view.bounds.size
                    movesAnchor = true
                    view.layer.anchorPoint = anchor
                    view.layer.position = CGPoint(
                        x: position.x + (anchor.x - anchorPoint.x) * size.width,
                        y: position.y + (anchor.y - anchorPoint.y) * size.height
                    )
                }
                if motion.start.dim > 0 || motion.end.dim > 0 {
                    let dimmingView = UIView(frame: view.bounds)
                    dimmingView.backgroundColor = .black
                    dimmingView.isUserInteractionEnabled = false
                    view.addSubview(dimmingView)
                    self.dimmingView = dimmingView
                }
                if motion.start.cornerRadius != nil || motion.end.cornerRadius != nil {
                    view.clipsToBounds = true
                }
            }

            func apply(_ state: ChoreoViewState, in size: CGSize, isRightToLeft: Bool) {
                view.transform = state.transform(in: size, isRightToLeft: isRightToLeft)
                view.alpha = state.alpha
                view.layer.cornerRadius = state.cornerRadius ?? cornerRadius
                dimmingView?.alpha = state.dim
            }

            /// Puts back everything the player changed on the view, except that the view that stays on screen keeps the
            /// corner radius its end state asks for: that is how it is meant to look once there.
            func restore(keepingEndCornerRadius: Bool) {
                view.transform = transform
                view.alpha = alpha
                if movesAnchor {
                    view.layer.anchorPoint = anchorPoint
                    view.layer.position = position
                }
                if keepingEndCornerRadius, let endRadius = motion.end.cornerRadius {
                    view.layer.cornerRadius = endRadius
                } else {
                    view.layer.cornerRadius = cornerRadius
                    view.clipsToBounds = clipsToBounds
                }
                dimmingView?.removeFromSuperview()
                dimmingView = nil
            }
        }

        /// The end of one transition: hands every view back and tells UIKit how it went. It is the only code that calls
        /// `completeTransition(_:)`, and it lets go of the context as it does, so the call happens exactly once.
        ///
        /// A main-actor object of its own, so that the completion block captures nothing that is not `Sendable`.
        @MainActor
        final class ChoreoCompletion {
            private var transitionContext: (any UIViewControllerContextTransitioning)?
            private let movers: [ChoreoMover]
            private let incomingView: UIView?

            init(transitionContext: any UIViewControllerContextTransitioning, movers: [ChoreoMover], incomingView: UIView?) {
                self.transitionContext = transitionContext
                self.movers = movers
                self.incomingView = incomingView
            }

            /// `position` is where the animator stopped. The transition completed only if the views reached their end
            /// and UIKit did not cancel it: an animator stopped at its start (reversed, or finished there by anyone)
            /// leaves the old screen showing, and telling UIKit otherwise would leave it with the wrong one.
            func run(at position: UIViewAnimatingPosition) {
                guard let transitionContext else {
                    return
                }
                self.transitionContext = nil
                let completed = position == .end && !transitionContext.transitionWasCancelled
                for mover in movers {
                    mover.restore(keepingEndCornerRadius: completed && mover.view === incomingView)
                }
                if !completed {
                    incomingView?.removeFromSuperview()
                }
                transitionContext.completeTransition(completed)
            }
        }

        /// The pan or edge pan behind a generated interactive phase, and what it means: progress along one direction,
        /// and the thresholds that decide on release whether the phase finishes or cancels.
        ///
        /// It is the gesture recognizer's target (a recognizer does not retain its target, so the interaction that owns
        /// this driver must outlive the gesture, or `detach()` it first) and drives the interaction it is attached to.
        @MainActor
        final class ChoreoGestureDriver: NSObject {
            /// The way the finger moves to advance the phase; leading and trailing follow the view's layout direction.
            enum Direction {
                case up, down, left, right, leading, trailing
            }

            /// The screen edge an edge pan starts from.
            enum Edge {
                case top, bottom, left, right, leading, trailing
            }

            /// True from the moment the gesture starts the phase until it finishes or cancels it.
            private(set) var isActive = false
            private let direction: Direction
            private let finishAt: CGFloat
            private let finishVelocity: CGFloat
            private weak var transition: UIPercentDrivenInteractiveTransition?
            private var begin: (@MainActor () -> Bool)?
            private var gestureRecognizer: UIPanGestureRecognizer?

            /// Letting go past `finishAt` of the way (0 to 1), or faster than `finishVelocity` points per second along
            /// `direction`, finishes the phase; anything else cancels it.
            init(direction: Direction, finishAt: CGFloat, finishVelocity: CGFloat) {
                self.direction = direction
                self.finishAt = finishAt
                self.finishVelocity = finishVelocity
                super.init()
            }

            /// Adds a pan (or, with an `edge`, an edge pan) to `view` that drives `transition`. When it begins, `begin`
            /// starts the phase and says whether it did.
            func attach(to view: UIView, edge: Edge?, driving transition: UIPercentDrivenInteractiveTransition, begin: @escaping @MainActor () -> Bool) {
                self.transition = transition
                self.begin = begin
                let recognizer: UIPanGestureRecognizer
                if let edge {
                    let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
                    let isRightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
                    switch edge {
                    case .top: edgePan.edges = .top
                    case .bottom: edgePan.edges = .bottom
                    case .left: edgePan.edges = .left
                    case .right: edgePan.edges = .right
                    case .leading: edgePan.edges = isRightToLeft ? .right : .left
                    case .trailing: edgePan.edges = isRightToLeft ? .left : .right
                    }
                    recognizer = edgePan
                } else {
                    recognizer = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
                }
                view.addGestureRecognizer(recognizer)
                gestureRecognizer = recognizer
            }

            /// Removes the gesture from its view; a recognizer does not retain its target, so it must not outlive this object.
            func detach() {
                if let gestureRecognizer {
                    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
                }
                gestureRecognizer = nil
            }

            @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
                if recognizer.state == .began {
                    // UIKit asks the delegate for this interaction while `begin` runs, so it must be active already.
                    isActive = true
                    if !(begin?() ?? false) {
                        isActive = false
                    }
                    return
                }
                guard isActive, let view = recognizer.view, let transition else {
                    return
                }
                let travel = travel(of: recognizer, in: view)
                if recognizer.state == .changed {
                    transition.update(travel.progress)
                } else if recognizer.state == .ended {
                    isActive = false
                    if travel.progress >= finishAt || travel.speed >= finishVelocity {
                        transition.finish()
                    } else {
                        transition.cancel()
                    }
                } else if recognizer.state == .cancelled || recognizer.state == .failed {
                    isActive = false
                    transition.cancel()
                }
            }

            /// How far along the finger is (0 to 1) and how fast it moves along the direction, in points per second. Both
            /// are measured in the superview: the view itself moves with the finger, which would cancel out its translation.
            private func travel(of recognizer: UIPanGestureRecognizer, in view: UIView) -> (progress: CGFloat, speed: CGFloat) {
                let translation = recognizer.translation(in: view.superview)
                let velocity = recognizer.velocity(in: view.superview)
                let distance: CGFloat
                let speed: CGFloat
                let length: CGFloat
                switch direction {
                case .down:
                    (distance, speed, length) = (translation.y, velocity.y, view.bounds.height)
                case .up:
                    (distance, speed, length) = (-translation.y, -velocity.y, view.bounds.height)
                case .right:
                    (distance, speed, length) = (translation.x, velocity.x, view.bounds.width)
                case .left:
                    (distance, speed, length) = (-translation.x, -velocity.x, view.bounds.width)
                case .leading, .trailing:
                    let isRightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
                    let sign: CGFloat = (direction == .trailing) != isRightToLeft ? 1 : -1
                    (distance, speed, length) = (translation.x * sign, velocity.x * sign, view.bounds.width)
                }
                guard length > 0 else {
                    return (0, speed)
                }
                return (min(max(distance / length, 0), 1), speed)
            }
        }

        /// Keeps generated delegates and gesture interactions alive exactly as long as their owner.
        ///
        /// `transitioningDelegate` and `UINavigationController.delegate` are weak, and a gesture recognizer does not
        /// retain its target: an object nothing else holds is freed before UIKit asks it for an animator, and UIKit falls
        /// back to its default animation without a word. A retainer ties each object to its owner as an Objective-C
        /// associated object, so it is released when the owner is freed, whenever that is: no dismissal, completion
        /// or later call has to happen first, and nothing depends on when UIKit lets go of a controller. Each generated
        /// delegate keeps its own retainers; a retainer's address is its association key.
        @MainActor
        final class ChoreoRetainer {
            /// What an owner holds: the object, and what to do when a later `keep` replaces it.
            private final class Entry {
                let object: AnyObject
                let onRelease: (@MainActor () -> Void)?

                init(object: AnyObject, onRelease: (@MainActor () -> Void)?) {
                    self.object = object
                    self.onRelease = onRelease
                }
            }

            init() {}

            /// Holds `object` for `owner`, replacing the one it had; `onRelease` runs when a later `keep` replaces it.
            /// When `owner` is freed, the object goes with it (its gestures live on the owner's view, which goes too).
            func keep(_ object: AnyObject, for owner: AnyObject, onRelease: (@MainActor () -> Void)? = nil) {
                let key = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
                let replaced = objc_getAssociatedObject(owner, key) as? Entry
                objc_setAssociatedObject(owner, key, Entry(object: object, onRelease: onRelease), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                replaced?.onRelease?()
            }
        }
        """
}
