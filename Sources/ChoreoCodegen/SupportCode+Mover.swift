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
            private let layerTransform: CATransform3D
            private let alpha: CGFloat
            private let anchorPoint: CGPoint
            private let position: CGPoint
            private let cornerRadius: CGFloat
            private let clipsToBounds: Bool
            private let isDoubleSided: Bool
            private let shadow: (opacity: Float, radius: CGFloat, offset: CGSize, color: CGColor?, path: CGPath?)
            private var movesAnchor = false
            private var dimmingView: UIView?
            /// An empty view beside this one whose `center.x` the animator moves along the view's stops (the fractions of
            /// the phase they are at) with it, for the shadow (`ChoreoShadowDriver`); nil when the motion has none.
            private var probe: UIView?
            /// A plain view of the same size right behind this one, moved with it, that casts the shadow when this view
            /// clips (its own `clipsToBounds`, or the motion's rounded corners): a clipping layer clips its own shadow.
            private var shadowCaster: UIView?

            init(view: UIView, motion: ChoreoViewMotion) {
                self.view = view
                self.motion = motion
                transform = view.transform
                layerTransform = view.layer.transform
                alpha = view.alpha
                anchorPoint = view.layer.anchorPoint
                position = view.layer.position
                cornerRadius = view.layer.cornerRadius
                clipsToBounds = view.clipsToBounds
                isDoubleSided = view.layer.isDoubleSided
                let layer = view.layer
                shadow = (layer.shadowOpacity, layer.shadowRadius, layer.shadowOffset, layer.shadowColor, layer.shadowPath)
            }

            /// True when the motion gives the view a shadow in any of its states.
            var hasShadow: Bool {
                motion.stops.contains { $0.state.shadow != nil }
            }

            /// Moves the anchor point (mirrored under right-to-left layout when it follows the layout direction) and shifts
            /// `layer.position` by the same amount, since the frame depends on both: the view turns about its new anchor
            /// without jumping. Adds the dimming overlay when the motion dims the view. Clips the view when the motion
            /// rounds its corners, or the rounding would not show. Hides the back of a view that turns in 3D: seen from
            /// behind, UIKit would draw it mirrored. Puts a shadow's probe beside it (and its caster behind it, when it
            /// clips).
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
                if motion.stops.contains(where: { $0.state.dim > 0 }) {
                    let dimmingView = UIView(frame: view.bounds)
                    dimmingView.backgroundColor = .black
                    dimmingView.isUserInteractionEnabled = false
                    view.addSubview(dimmingView)
                    self.dimmingView = dimmingView
                }
                if motion.stops.contains(where: { $0.state.cornerRadius != nil }) {
                    view.clipsToBounds = true
                }
                if motion.isThreeDimensional {
                    view.layer.isDoubleSided = false
                }
                if hasShadow, let superview = view.superview {
                    if view.clipsToBounds || view.layer.masksToBounds {
                        let caster = UIView(frame: .zero)
                        caster.bounds = view.bounds
                        caster.layer.anchorPoint = view.layer.anchorPoint
                        caster.layer.position = view.layer.position
                        caster.isUserInteractionEnabled = false
                        caster.layer.isDoubleSided = view.layer.isDoubleSided
                        superview.insertSubview(caster, belowSubview: view)
                        shadowCaster = caster
                    }
                    let probe = UIView(frame: .zero)
                    probe.isUserInteractionEnabled = false
                    superview.insertSubview(probe, belowSubview: view)
                    self.probe = probe
                }
            }

            /// Puts the view where its motion starts, outside any animation, its shadow with it at once.
            func moveToStart(in bounds: CGRect, isRightToLeft: Bool) {
                apply(motion.start, at: motion.window.lowerBound, in: bounds, isRightToLeft: isRightToLeft)
                showShadow(at: motion.window.lowerBound)
            }

            /// Inside the animator's animation block: takes the view to where its motion ends. A view with keyframes, or one
            /// that moves during part of the phase only, goes there through a keyframe animation of its stops. Made inside the
            /// animator's block with no duration of its own, it inherits the animator's duration and timing, so a gesture
            /// scrubs, reverses and cancels it with the rest (Docs/UIKitFacts.md, "Keyframes inside a property animator").
            func moveToEnd(in bounds: CGRect, isRightToLeft: Bool) {
                guard motion.isKeyframed else {
                    apply(motion.end, at: 1, in: bounds, isRightToLeft: isRightToLeft)
                    return
                }
                let stops = motion.stops
                UIView.animateKeyframes(withDuration: 0, delay: 0, options: [.calculationModeLinear], animations: {
                    for (from, to) in zip(stops, stops.dropFirst()) where to.at > from.at {
                        UIView.addKeyframe(withRelativeStartTime: from.at, relativeDuration: to.at - from.at) {
                            self.apply(to.state, at: to.at, in: bounds, isRightToLeft: isRightToLeft)
                        }
                    }
                })
            }

            /// Puts the view in `state`, the stop at fraction `at` of the phase: in an animation block, the animator moves it
            /// there, and the shadow's probe to `at`.
            private func apply(_ state: ChoreoViewState, at position: Double, in bounds: CGRect, isRightToLeft: Bool) {
                let resting = Self.restingFrame(of: view)
                for target in [view, shadowCaster].compactMap({ $0 }) {
                    if motion.isThreeDimensional {
                        let transform = state.transform3D(
                            resting: resting, in: bounds, isRightToLeft: isRightToLeft, perspective: motion.perspective)
                        if #available(iOS 13.0, *) {
                            target.transform3D = transform
                        } else {
                            target.layer.transform = transform
                        }
                    } else {
                        target.transform = state.transform(resting: resting, in: bounds, isRightToLeft: isRightToLeft)
                    }
                    target.alpha = state.alpha
                }
                view.layer.cornerRadius = state.cornerRadius ?? cornerRadius
                dimmingView?.alpha = state.dim
                probe?.center = CGPoint(x: position, y: 0)
            }

            /// Sets the shadow to where the screen shows the motion now: the probe's presentation layer is where the
            /// animator has taken the view along its stops, wherever a gesture or UIKit has taken the animator.
            func showShadowAsPresented() {
                guard let probe else {
                    return
                }
                showShadow(at: Double(probe.layer.presentation()?.position.x ?? probe.center.x))
            }

            /// The shadow at fraction `position` of the phase along the view's stops, outlined by the view's bounds with the
            /// corner radius it shows now.
            private func showShadow(at position: Double) {
                guard let shadow = motion.shadow(at: position) else {
                    return
                }
                let radius = view.layer.presentation()?.cornerRadius ?? view.layer.cornerRadius
                let path = UIBezierPath(roundedRect: view.bounds, cornerRadius: radius).cgPath
                shadow.apply(to: shadowCaster?.layer ?? view.layer, path: path)
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
            /// appearance its end state asks for (corner radius, shadow): that is how it is meant to look once there. A kept
            /// shadow keeps the view's own outline (`shadowPath`), which stays right when the view later changes size. A view
            /// that clips cannot show a shadow of its own, so its caster's goes with the caster.
            func restore(keepingEndAppearance: Bool) {
                if motion.isThreeDimensional {
                    view.layer.transform = layerTransform
                    view.layer.isDoubleSided = isDoubleSided
                } else {
                    view.transform = transform
                }
                view.alpha = alpha
                if movesAnchor {
                    view.layer.anchorPoint = anchorPoint
                    view.layer.position = position
                }
                if keepingEndAppearance, let endRadius = motion.end.cornerRadius {
                    view.layer.cornerRadius = endRadius
                } else {
                    view.layer.cornerRadius = cornerRadius
                    view.clipsToBounds = clipsToBounds
                }
                if hasShadow, shadowCaster == nil {
                    if keepingEndAppearance, let end = motion.end.shadow {
                        end.apply(to: view.layer, path: UIBezierPath(roundedRect: view.bounds, cornerRadius: view.layer.cornerRadius).cgPath)
                    } else {
                        view.layer.shadowOpacity = shadow.opacity
                        view.layer.shadowRadius = shadow.radius
                        view.layer.shadowOffset = shadow.offset
                        view.layer.shadowColor = shadow.color
                    }
                    view.layer.shadowPath = shadow.path
                }
                dimmingView?.removeFromSuperview()
                dimmingView = nil
                probe?.removeFromSuperview()
                probe = nil
                shadowCaster?.removeFromSuperview()
                shadowCaster = nil
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
            private let shadows: ChoreoShadowDriver?

            init(
                transitionContext: any UIViewControllerContextTransitioning,
                movers: [ChoreoMover],
                incomingView: UIView?,
                travellers: [ChoreoSharedElementTraveller] = [],
                shadows: ChoreoShadowDriver? = nil
            ) {
                self.transitionContext = transitionContext
                self.movers = movers
                self.incomingView = incomingView
                self.travellers = travellers
                self.shadows = shadows
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
                shadows?.stop()
                for mover in movers {
                    mover.restore(keepingEndAppearance: completed && mover.view === incomingView)
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
