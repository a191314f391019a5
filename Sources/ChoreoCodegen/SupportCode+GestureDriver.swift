extension SupportCode {
    /// `ChoreoGestureDriver`: the pan or edge pan of an interactive phase and its thresholds.
    static let gestureDriver = """
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
            /// Whether a pan over a scroll view waits for the content to rest at the edge the finger pulls away from.
            private let handsOffToScrollView: Bool
            /// The scroll view under the finger, nearest the touched view among those that scroll along the direction's
            /// axis; read as the finger lands, nil when the pan does not hand off or there is none.
            private weak var scrollView: UIScrollView?
            /// True while a handing-off pan lets the content scroll, before the phase starts.
            private var isWaitingForScrollView = false
            /// The finger's distance along the direction when the phase started: a pan that scrolled the content first
            /// counts from where the content reached its edge, so the view moves from where it is.
            private var startDistance: CGFloat = 0
            /// With `ticksAtThreshold`: the selection tick played when the finger crosses `finishAt`, and which side it is on.
            private var threshold: (feedback: UISelectionFeedbackGenerator, isPast: Bool)?
            private let ticksAtThreshold: Bool
            private weak var transition: UIPercentDrivenInteractiveTransition?
            private var begin: (@MainActor () -> Bool)?
            private var gestureRecognizer: UIPanGestureRecognizer?
            /// The whole way each direction the finger can go, measured on the moving view once UIKit has started the
            /// phase (`measureWay(in:arriving:)`); nil until then.
            private var way: (left: CGFloat, right: CGFloat, up: CGFloat, down: CGFloat)?

            /// Letting go past `finishAt` of the way (0 to 1), or faster than `finishVelocity` points per second along
            /// `direction`, finishes the phase; anything else cancels it. With `handsOffToScrollView`, a pan that lands on
            /// a table or collection view scrolls it first and starts the phase only once it rests at its edge.
            /// `ticksAtThreshold` plays a selection tick each time the finger crosses `finishAt` (a container's `haptics`).
            init(
                direction: Direction, finishAt: CGFloat, finishVelocity: CGFloat, handsOffToScrollView: Bool = false,
                ticksAtThreshold: Bool = false
            ) {
                self.direction = direction
                self.finishAt = finishAt
                self.finishVelocity = finishVelocity
                self.handsOffToScrollView = handsOffToScrollView
                self.ticksAtThreshold = ticksAtThreshold
                super.init()
            }

            /// Adds a pan (or, with an `edge`, an edge pan) to `view` that drives `transition`. When it begins, `begin`
            /// starts the phase and says whether it did.
            func attach(
                to view: UIView,
                edge: Edge?,
                driving transition: UIPercentDrivenInteractiveTransition,
                begin: @escaping @MainActor () -> Bool
            ) {
                drive(transition, begin: begin)
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
                    if handsOffToScrollView {
                        recognizer.delegate = self
                    }
                }
                view.addGestureRecognizer(recognizer)
                gestureRecognizer = recognizer
            }

            /// Drives `transition` with a gesture recognizer someone else owns (`ChoreoSharedPan`), which sends its
            /// updates to `follow(_:)`. When it begins, `begin` starts the phase and says whether it did.
            func drive(_ transition: UIPercentDrivenInteractiveTransition, begin: @escaping @MainActor () -> Bool) {
                self.transition = transition
                self.begin = begin
            }

            /// Measures the finger's whole way on the view the phase moves, from the frames UIKit gives that view in
            /// `context`, before any animation starts: the presented (or pushed) view at its final frame when it
            /// `arriving`, else the view leaving from its initial frame. The gesture's own view is not always that view:
            /// a presenting pan starts on the presenting screen, while the half-height sheet it pulls up travels only its
            /// own height. An arriving view comes from the side opposite to the finger's direction, a leaving one goes
            /// toward it, so a finger pulling a sheet up or pushing it down moves it point for point.
            func measureWay(in context: any UIViewControllerContextTransitioning, arriving: Bool) {
                let bounds = context.containerView.bounds
                let key: UITransitionContextViewControllerKey = arriving ? .to : .from
                var frame = CGRect.zero
                if let viewController = context.viewController(forKey: key) {
                    frame = arriving ? context.finalFrame(for: viewController) : context.initialFrame(for: viewController)
                }
                let travel = ChoreoViewState.travel(of: frame.isEmpty ? bounds : frame, in: bounds)
                way = arriving ? (left: travel.right, right: travel.left, up: travel.down, down: travel.up) : travel
            }

            /// Removes the gesture from its view; a recognizer does not retain its target, so it must not outlive this object.
            func detach() {
                if let gestureRecognizer {
                    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
                }
                gestureRecognizer = nil
            }

            @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
                follow(recognizer)
            }

            /// How fast (points per second) the finger of a pan that is beginning moves this driver's way, or, when the
            /// recognizer reports no speed yet, how far it has moved that way: negative when it goes the other way.
            func lead(of recognizer: UIPanGestureRecognizer) -> CGFloat {
                guard let view = recognizer.view else {
                    return 0
                }
                let speed = along(recognizer.velocity(in: view.superview), in: view)
                return speed != 0 ? speed : along(recognizer.translation(in: view.superview), in: view)
            }

            /// Starts, advances, finishes or cancels the phase from one update of `recognizer`.
            func follow(_ recognizer: UIPanGestureRecognizer) {
                if recognizer.state == .began {
                    startDistance = 0
                    isWaitingForScrollView = false
                    if let scrollView, let view = recognizer.view, !(isAtEdge(scrollView, in: view) && lead(of: recognizer) > 0) {
                        // The content scrolls first; the phase waits until it rests at its edge.
                        isWaitingForScrollView = true
                        return
                    }
                    start(recognizer)
                    return
                }
                if isWaitingForScrollView {
                    handOff(recognizer)
                    return
                }
                guard isActive, let view = recognizer.view, let transition else {
                    return
                }
                let travel = travel(of: recognizer, in: view)
                if recognizer.state == .changed {
                    transition.update(travel.progress)
                    if let threshold, (travel.progress >= finishAt) != threshold.isPast {
                        self.threshold?.isPast.toggle()
                        threshold.feedback.selectionChanged()
                    }
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

            /// Starts the phase from the finger's current place; a scroll view under it stops scrolling and stays at its edge.
            private func start(_ recognizer: UIPanGestureRecognizer) {
                // UIKit asks the delegate for this interaction while `begin` runs, so it must be active already.
                isActive = true
                way = nil
                if !(begin?() ?? false) {
                    isActive = false
                    return
                }
                if ticksAtThreshold {
                    let feedback = threshold?.feedback ?? UISelectionFeedbackGenerator()
                    feedback.prepare()
                    threshold = (feedback, false)
                }
                guard let scrollView, let view = recognizer.view else {
                    return
                }
                // Disabling a recognizer that is recognizing cancels it: the content no longer follows this finger.
                scrollView.panGestureRecognizer.isEnabled = false
                scrollView.panGestureRecognizer.isEnabled = true
                scrollView.contentOffset = edgeOffset(of: scrollView, in: view)
            }

            /// While the content scrolls: once it rests at its edge and the finger goes this driver's way, the phase
            /// starts there; a finger lifted before that leaves the phase alone.
            private func handOff(_ recognizer: UIPanGestureRecognizer) {
                guard recognizer.state == .changed else {
                    isWaitingForScrollView = false
                    return
                }
                guard let view = recognizer.view else {
                    return
                }
                let distance = along(recognizer.translation(in: view.superview), in: view)
                guard let scrollView, isAtEdge(scrollView, in: view), distance > startDistance else {
                    startDistance = distance
                    return
                }
                // The finger went on past the edge by as much as the content was pulled beyond it.
                startDistance = distance - max(0, overshoot(of: scrollView, in: view))
                isWaitingForScrollView = false
                start(recognizer)
                if isActive, let transition {
                    transition.update(travel(of: recognizer, in: view).progress)
                }
            }

            /// The content offset at which `scrollView` rests against the edge the finger pulls away from (its top for
            /// a pan down), along the direction's axis; the other coordinate as it is. Leading and trailing follow
            /// `view`'s layout direction; a scroll view's offset itself does not flip.
            private func edgeOffset(of scrollView: UIScrollView, in view: UIView) -> CGPoint {
                let inset = scrollView.adjustedContentInset
                let size = scrollView.contentSize
                let bounds = scrollView.bounds.size
                var offset = scrollView.contentOffset
                let towardRight = along(CGPoint(x: 1, y: 0), in: view) > 0
                switch direction {
                case .down: offset.y = -inset.top
                case .up: offset.y = max(-inset.top, size.height + inset.bottom - bounds.height)
                case .right, .left, .leading, .trailing:
                    offset.x = towardRight ? -inset.left : max(-inset.left, size.width + inset.right - bounds.width)
                }
                return offset
            }

            /// Whether `scrollView` rests at (or has been pulled past) the edge the finger pulls away from.
            private func isAtEdge(_ scrollView: UIScrollView, in view: UIView) -> Bool {
                overshoot(of: scrollView, in: view) >= -0.5
            }

            /// How far the content has been pulled past that edge the finger's way, in points; negative while it is
            /// short of the edge.
            private func overshoot(of scrollView: UIScrollView, in view: UIView) -> CGFloat {
                let edge = edgeOffset(of: scrollView, in: view)
                let offset = scrollView.contentOffset
                switch direction {
                case .down: return edge.y - offset.y
                case .up: return offset.y - edge.y
                case .right, .left, .leading, .trailing:
                    return along(CGPoint(x: 1, y: 0), in: view) > 0 ? edge.x - offset.x : offset.x - edge.x
                }
            }

            /// How far along the finger is (0 to 1) and how fast it moves along the direction, in points per second. Both
            /// are measured in the superview: the view itself moves with the finger, which would cancel out its translation.
            /// The whole way is the distance an offset of 1 moves the moving view that way (`ChoreoViewState.travel(of:in:)`),
            /// so a view that slides into or out of its container follows the finger point for point: a full screen over
            /// its width or height, a bottom sheet over its own height. Until UIKit has started the phase, the gesture's
            /// own view stands in for the moving one.
            private func travel(of recognizer: UIPanGestureRecognizer, in view: UIView) -> (progress: CGFloat, speed: CGFloat) {
                let distance = along(recognizer.translation(in: view.superview), in: view) - startDistance
                let speed = along(recognizer.velocity(in: view.superview), in: view)
                let frame = ChoreoMover.restingFrame(of: view)
                let way = self.way ?? ChoreoViewState.travel(of: frame, in: view.superview?.bounds ?? frame)
                let length: CGFloat
                switch direction {
                case .down: length = way.down
                case .up: length = way.up
                case .right: length = way.right
                case .left: length = way.left
                case .leading, .trailing: length = along(CGPoint(x: 1, y: 0), in: view) > 0 ? way.right : way.left
                }
                guard length > 0 else {
                    return (0, speed)
                }
                return (min(max(distance / length, 0), 1), speed)
            }

            /// How much of `vector` (a translation or a velocity) goes `direction`: negative the other way. Leading and
            /// trailing follow `view`'s layout direction.
            private func along(_ vector: CGPoint, in view: UIView) -> CGFloat {
                switch direction {
                case .down: return vector.y
                case .up: return -vector.y
                case .right: return vector.x
                case .left: return -vector.x
                case .leading, .trailing:
                    let isRightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
                    return (direction == .trailing) != isRightToLeft ? vector.x : -vector.x
                }
            }
        }

        /// A pan that hands off to a scroll view recognizes alongside that scroll view's own pan, so that the content
        /// scrolls until it reaches its edge and the phase takes over from there.
        extension ChoreoGestureDriver: UIGestureRecognizerDelegate {
            /// Finds the scroll view as the finger lands: the nearest to the touched view, up to the pan's own view, that
            /// scrolls along the direction's axis (its content is longer than it, or it always bounces that way).
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                if gestureRecognizer.state == .possible {
                    scrollView = nil
                    var view = touch.view
                    while let current = view, current !== gestureRecognizer.view {
                        if let candidate = current as? UIScrollView, scrolls(candidate) {
                            scrollView = candidate
                            break
                        }
                        view = current.superview
                    }
                }
                return true
            }

            func gestureRecognizer(
                _ gestureRecognizer: UIGestureRecognizer,
                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
            ) -> Bool {
                otherGestureRecognizer === scrollView?.panGestureRecognizer
            }

            private func scrolls(_ scrollView: UIScrollView) -> Bool {
                let inset = scrollView.adjustedContentInset
                switch direction {
                case .up, .down:
                    return scrollView.alwaysBounceVertical
                        || scrollView.contentSize.height + inset.top + inset.bottom > scrollView.bounds.height
                case .left, .right, .leading, .trailing:
                    return scrollView.alwaysBounceHorizontal
                        || scrollView.contentSize.width + inset.left + inset.right > scrollView.bounds.width
                }
            }
        }
        """
}
