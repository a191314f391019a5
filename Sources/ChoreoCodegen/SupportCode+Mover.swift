extension SupportCode {
    /// `ChoreoMover` and `ChoreoCompletion`: what the player changed on each view, and the one place
    /// that hands the views back and calls `completeTransition(_:)`.
    static let mover = """
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

            /// Moves the anchor point (mirrored under right-to-left layout when it follows the layout direction) and shifts
            /// `layer.position` by the same amount, since the frame depends on both: the view turns about its new anchor
            /// without jumping. Adds the dimming overlay when the motion dims the view. Clips the view when the motion
            /// rounds its corners, or the rounding would not show.
            func prepare(isRightToLeft: Bool) {
                let flipsAnchor = motion.anchorFollowsLayoutDirection && isRightToLeft
                if let written = motion.anchor, case let anchor = CGPoint(x: flipsAnchor ? 1 - written.x : written.x, y: written.y),
                   anchor != anchorPoint {
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

            func apply(_ state: ChoreoViewState, in bounds: CGRect, isRightToLeft: Bool) {
                view.transform = state.transform(resting: Self.restingFrame(of: view), in: bounds, isRightToLeft: isRightToLeft)
                view.alpha = state.alpha
                view.layer.cornerRadius = state.cornerRadius ?? cornerRadius
                dimmingView?.alpha = state.dim
            }

            /// Where `view` rests in its superview, whatever its transform: `frame` is undefined once the view is
            /// transformed, but bounds, position and anchor point are not (a moved anchor moves the position with it).
            static func restingFrame(of view: UIView) -> CGRect {
                let size = view.bounds.size
                let anchor = view.layer.anchorPoint
                let position = view.layer.position
                return CGRect(
                    x: position.x - anchor.x * size.width,
                    y: position.y - anchor.y * size.height,
                    width: size.width,
                    height: size.height
                )
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
            private let travellers: [ChoreoSharedElementTraveller]

            init(
                transitionContext: any UIViewControllerContextTransitioning,
                movers: [ChoreoMover],
                incomingView: UIView?,
                travellers: [ChoreoSharedElementTraveller] = []
            ) {
                self.transitionContext = transitionContext
                self.movers = movers
                self.incomingView = incomingView
                self.travellers = travellers
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
                for traveller in travellers {
                    traveller.restore()
                }
                if !completed {
                    incomingView?.removeFromSuperview()
                }
                transitionContext.completeTransition(completed)
            }
        }
        """
}
