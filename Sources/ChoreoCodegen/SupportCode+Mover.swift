extension SupportCode {
    /// `ChoreoMover` and `ChoreoCompletion`: what the player changed on each view, and the one place
    /// that hands the views back and calls `completeTransition(_:)`.
    static let mover = """
        /// A view the player moves, with what it was like before, so that the completion can hand it back to UIKit
        /// exactly as it came: views that stay must not keep a transform (their frame would be wrong afterwards).
        @MainActor
        final class ChoreoMover {
            let view: UIView
            /// The motion as given, but for a zoom's end, which `prepareOrigin` works out when the phase starts.
            private(set) var motion: ChoreoViewMotion
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
            /// The view the motion's mask is, set as this view's `mask`, with the frames and radii it goes between in this
            /// view's own coordinates; nil when the motion has no mask.
            private var maskView: UIView?
            private var maskEnds: (start: ChoreoMask.Outline, end: ChoreoMask.Outline)?
            /// The view's own mask, put back by `restore`.
            private let ownMask: UIView?

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
                ownMask = view.mask
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
                    dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
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

            /// Works out what starts at the tapped view or a point: the zoom's end state and the mask's ends. `source` is the
            /// source view's frame in the container and its corner radius. The zoomed state is the scale and offset that
            /// put the view on the origin (`ChoreoZoom.state`). The mask is a plain view set as this view's `mask`, whose
            /// frame and corner radius the animator moves between the shape's ends (`ChoreoMask.ends`). It lives in this
            /// view's own coordinates, as a subview would: the container's rectangles are moved by where this view rests
            /// in the container, and a transform of the view (a scale, an offset) takes its mask with it. A zoomed view's
            /// small end is where the zoom puts the origin in the view, so the shape sits on the tapped view as the view
            /// grows out of it.
            func prepareOrigin(source: ChoreoMask.Outline?, in containerView: UIView, isRightToLeft: Bool) {
                let bounds = containerView.bounds
                let resting = Self.restingFrame(of: view)
                let corner = view.superview?.convert(resting.origin, to: containerView) ?? resting.origin
                let restingInContainer = CGRect(origin: corner, size: resting.size)
                let anchor = view.layer.anchorPoint
                var zoomed: ChoreoViewState?
                if let zoom = motion.zoom {
                    let origin = Self.origin(at: zoom.origin, source: source, in: bounds)
                    let state = zoom.grows ? motion.start : motion.end
                    let zoomedState = zoom.state(
                        state, resting: restingInContainer, anchor: anchor, onto: origin.frame, in: bounds,
                        isRightToLeft: isRightToLeft)
                    if zoom.grows {
                        motion.start = zoomedState
                    } else {
                        motion.end = zoomedState
                    }
                    zoomed = zoomedState
                }
                guard let mask = motion.mask else {
                    return
                }
                let ends = mask.ends(from: Self.origin(at: mask.origin, source: source, in: bounds), in: bounds)
                let dx = view.bounds.minX - corner.x, dy = view.bounds.minY - corner.y
                var small = ChoreoMask.Outline(
                    frame: ends.small.frame.offsetBy(dx: dx, dy: dy), cornerRadius: ends.small.cornerRadius)
                if let zoomed {
                    small = Self.unzoomed(ends.small, by: zoomed, resting: restingInContainer, anchor: anchor, in: bounds,
                                          isRightToLeft: isRightToLeft, viewBounds: view.bounds)
                }
                let large = ChoreoMask.Outline(
                    frame: ends.large.frame.offsetBy(dx: dx, dy: dy), cornerRadius: ends.large.cornerRadius)
                maskEnds = mask.grows ? (small, large) : (large, small)
                let maskView = UIView(frame: small.frame)
                maskView.backgroundColor = .black
                maskView.isUserInteractionEnabled = false
                view.mask = maskView
                self.maskView = maskView
                applyMask(atEnd: false)
            }

            /// Where a mask or a zoom starts: the point of the container at unit point `point`, of no size; else the source
            /// view, or the container's centre should the player have no source.
            private static func origin(at point: CGPoint?, source: ChoreoMask.Outline?, in bounds: CGRect) -> ChoreoMask.Outline {
                if point == nil, let source {
                    return source
                }
                let unit = point ?? CGPoint(x: 0.5, y: 0.5)
                let at = CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
                return ChoreoMask.Outline(frame: CGRect(origin: at, size: .zero), cornerRadius: 0)
            }

            /// `outline`, in the container, as a rectangle of the view's own coordinates while `state`'s scale and offset
            /// move the view (resting at `resting`, turning about `anchor`): what the view must show through so that the
            /// screen shows `outline`. The radius shrinks by the smaller scale.
            private static func unzoomed(
                _ outline: ChoreoMask.Outline, by state: ChoreoViewState, resting: CGRect, anchor: CGPoint, in bounds: CGRect,
                isRightToLeft: Bool, viewBounds: CGRect
            ) -> ChoreoMask.Outline {
                let move = state.transform(resting: resting, in: bounds, isRightToLeft: isRightToLeft)
                let pivot = CGPoint(x: resting.minX + anchor.x * resting.width, y: resting.minY + anchor.y * resting.height)
                let local = CGPoint(x: viewBounds.minX + anchor.x * viewBounds.width, y: viewBounds.minY + anchor.y * viewBounds.height)
                let scaleX = max(state.scaleX, ChoreoZoom.smallestScale), scaleY = max(state.scaleY, ChoreoZoom.smallestScale)
                let frame = outline.frame
                return ChoreoMask.Outline(
                    frame: CGRect(
                        x: local.x + (frame.minX - pivot.x - move.tx) / scaleX,
                        y: local.y + (frame.minY - pivot.y - move.ty) / scaleY,
                        width: frame.width / scaleX,
                        height: frame.height / scaleY
                    ),
                    cornerRadius: outline.cornerRadius / min(scaleX, scaleY)
                )
            }

            /// The mask at the start or the end of its motion; in an animation block, the animator moves it there.
            private func applyMask(atEnd: Bool) {
                guard let maskView, let maskEnds else {
                    return
                }
                let shape = atEnd ? maskEnds.end : maskEnds.start
                maskView.frame = shape.frame
                maskView.layer.cornerRadius = shape.cornerRadius
            }

            /// Puts the view where its motion starts, outside any animation, its shadow with it at once.
            func moveToStart(in bounds: CGRect, isRightToLeft: Bool) {
                apply(motion.start, at: motion.window.lowerBound, in: bounds, isRightToLeft: isRightToLeft)
                applyMask(atEnd: false)
                showShadow(at: motion.window.lowerBound)
            }

            /// Inside the animator's animation block: takes the view and its mask to where its motion ends. A view with
            /// keyframes, or one that moves during part of the phase only, goes there through a keyframe animation of its
            /// stops. Made inside the animator's block with no duration of its own, it inherits the animator's duration and
            /// timing, so a gesture scrubs, reverses and cancels it with the rest (Docs/UIKitFacts.md, "Keyframes inside a
            /// property animator").
            func moveToEnd(in bounds: CGRect, isRightToLeft: Bool) {
                guard motion.isKeyframed else {
                    apply(motion.end, at: 1, in: bounds, isRightToLeft: isRightToLeft)
                    applyMask(atEnd: true)
                    return
                }
                let stops = motion.stops
                let window = motion.window
                UIView.animateKeyframes(withDuration: 0, delay: 0, options: [.calculationModeLinear], animations: {
                    for (from, to) in zip(stops, stops.dropFirst()) where to.at > from.at {
                        UIView.addKeyframe(withRelativeStartTime: from.at, relativeDuration: to.at - from.at) {
                            self.apply(to.state, at: to.at, in: bounds, isRightToLeft: isRightToLeft)
                        }
                    }
                    // The mask goes from one end to the other in a straight line through the view's window, whatever
                    // keyframes the view passes on the way.
                    let length = window.upperBound - window.lowerBound
                    if length > 0 {
                        UIView.addKeyframe(withRelativeStartTime: window.lowerBound, relativeDuration: length) {
                            self.applyMask(atEnd: true)
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

            /// Puts back everything the player changed on the view, its mask whether the transition finished or not, except
            /// that the view that stays on screen keeps the appearance its end state asks for (corner radius, shadow): that
            /// is how it is meant to look once there. A kept shadow keeps the view's own outline (`shadowPath`), which stays
            /// right when the view later changes size. A view that clips cannot show a shadow of its own, so its caster's goes
            /// with the caster.
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
                if maskView != nil {
                    view.mask = ownMask
                    maskView = nil
                }
            }
        }

        /// The end of one transition: hands every view back and tells UIKit how it went. It is the only code that calls
        /// `completeTransition(_:)`, and it lets go of the context as it does, so the call happens exactly once.
        ///
        /// A main-actor object of its own, so that the completion block captures nothing that is not `Sendable`.
        @MainActor
        final class ChoreoCompletion {
            private var transitionContext: (any UIViewControllerContextTransitioning)?
            private var movers: [ChoreoMover]
            private let incomingView: UIView?
            private let travellers: [ChoreoSharedElementTraveller]
            private var slices: [ChoreoSlicePieces]
            private let shadows: ChoreoShadowDriver?

            init(
                transitionContext: any UIViewControllerContextTransitioning,
                movers: [ChoreoMover],
                incomingView: UIView?,
                travellers: [ChoreoSharedElementTraveller] = [],
                slices: [ChoreoSlicePieces] = [],
                shadows: ChoreoShadowDriver? = nil
            ) {
                self.transitionContext = transitionContext
                self.movers = movers
                self.incomingView = incomingView
                self.travellers = travellers
                self.slices = slices
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
                for slice in slices {
                    slice.restore()
                }
                // The movers and the pieces are not needed past here: the animator may outlive the transition.
                movers = []
                slices = []
                if !completed {
                    incomingView?.removeFromSuperview()
                }
                transitionContext.completeTransition(completed)
            }
        }
        """
}
