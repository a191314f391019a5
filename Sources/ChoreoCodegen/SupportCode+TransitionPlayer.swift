extension SupportCode {
    /// `ChoreoTransitionPlayer`: runs one phase on one `UIViewPropertyAnimator`, the object every
    /// generated animator delegates to.
    static let transitionPlayer = """
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
            private let sharedElements: ChoreoSharedElements?
            private let source: ChoreoSource?
            private var propertyAnimator: UIViewPropertyAnimator?

            /// Reduce Motion is read here, once per transition, so that `transitionDuration(using:)` and the animation
            /// agree even if the setting changes midway.
            init(
                motion: ChoreoMotion,
                timingParameters: any UITimingCurveProvider,
                reduceMotion: ChoreoReduceMotion,
                sharedElements: ChoreoSharedElements? = nil,
                source: ChoreoSource? = nil
            ) {
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
                self.sharedElements = sharedElements
                self.source = source
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
            private func makeAnimator(
                using transitionContext: any UIViewControllerContextTransitioning
            ) -> UIViewPropertyAnimator {
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

                // A mask or a zoom that starts at the source view reads where it is before anything moves or hides it. Reduce
                // Motion's motions have neither.
                let sourceOrigin = motion.needsSource ? source?.origin(using: transitionContext) : nil

                // Shared elements read both views where they rest, so before any view moves to its start. Under Reduce
                // Motion they cross-fade in place; without motion at all (`reduceMotion: none`) they do not fly.
                var travellers: [ChoreoSharedElementTraveller] = []
                if let sharedElements, duration > 0 {
                    travellers = sharedElements.travellers(using: transitionContext, inPlace: reducesMotion)
                    let delay = reducesMotion ? 0 : sharedElements.delay
                    let delayFactor = CGFloat(delay / duration)
                    for traveller in travellers {
                        if delayFactor > 0 {
                            animator.addAnimations({ traveller.moveToEnd() }, delayFactor: delayFactor)
                        } else {
                            animator.addAnimations { traveller.moveToEnd() }
                        }
                    }
                }

                // A sliced view is hidden behind its pieces, each moved by a mover of its own; the others move themselves.
                // Cut after the shared elements hide their views, so the incoming pieces leave them out.
                let bounds = containerView.bounds
                let isRightToLeft = containerView.effectiveUserInterfaceLayoutDirection == .rightToLeft
                var movers: [ChoreoMover] = []
                var slices: [ChoreoSlicePieces] = []
                for (view, viewMotion) in [(incomingView, motion.incoming), (outgoingView, motion.outgoing)] {
                    guard let view else {
                        continue
                    }
                    if let slice = viewMotion.slice, isAnimated, let pieces = ChoreoSlicePieces(
                        view: view,
                        motion: viewMotion,
                        slice: slice,
                        afterScreenUpdates: view === incomingView,
                        source: sourceOrigin?.frame,
                        in: containerView,
                        isRightToLeft: isRightToLeft
                    ) {
                        slices.append(pieces)
                        movers += pieces.movers
                    } else {
                        movers.append(ChoreoMover(view: view, motion: viewMotion))
                    }
                }
                for mover in movers {
                    mover.prepare(isRightToLeft: isRightToLeft)
                    mover.prepareOrigin(source: sourceOrigin, in: containerView, isRightToLeft: isRightToLeft)
                    if isAnimated {
                        mover.moveToStart(in: bounds, isRightToLeft: isRightToLeft)
                    }
                    let delayFactor = duration > 0 ? CGFloat(mover.motion.delay / duration) : 0
                    // Weakly: the completion holds the movers until it lets go of them, and of the pieces with them.
                    if delayFactor > 0 {
                        animator.addAnimations(
                            { [weak mover] in mover?.moveToEnd(in: bounds, isRightToLeft: isRightToLeft) },
                            delayFactor: delayFactor
                        )
                    } else {
                        animator.addAnimations { [weak mover] in mover?.moveToEnd(in: bounds, isRightToLeft: isRightToLeft) }
                    }
                }

                // Shadows follow the animator a display frame at a time from here until the completion stops them.
                let shadows = ChoreoShadowDriver(movers: movers)
                shadows.start()
                let completion = ChoreoCompletion(
                    transitionContext: transitionContext,
                    movers: movers,
                    incomingView: incomingView,
                    travellers: travellers,
                    slices: slices,
                    shadows: shadows
                )
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
            /// would be left behind in the container when the transition ends. Without it in the container the incoming
            /// view goes on top whatever the order, since the outgoing view is under the container anyway: above what a
            /// presentation controller put there first, such as a dimming view.
            private static func insert(_ view: UIView, into containerView: UIView, onTop: Bool, outgoingView: UIView?) {
                guard let outgoingView, outgoingView.superview === containerView else {
                    containerView.addSubview(view)
                    return
                }
                if onTop {
                    containerView.insertSubview(view, aboveSubview: outgoingView)
                } else {
                    containerView.insertSubview(view, belowSubview: outgoingView)
                }
            }
        }
        """
}
