extension SupportCode {
    /// `ChoreoDragDriver`: the two-dimensional drag of a `gesture: drag` dismissal.
    static let dragDriver = """
        /// The drag behind a generated `gesture: drag` dismissal (a photo viewer's): the presented view follows the finger
        /// both ways while the dismissal, scrubbed by how far the finger has gone, fades and scales it as its phase says.
        ///
        /// Progress is the finger's distance from where it landed, √(x² + y²), over half the shorter side of the view's
        /// superview (the transition's container), at most 1. Letting go past `finishAt`, or faster than `finishVelocity`
        /// points per second in any direction (a flick), finishes the dismissal where the view is; anything else cancels
        /// it, and the view springs back to its place carrying the finger's velocity. It is the gesture recognizer's target
        /// (a recognizer does not retain its target, so the interaction that owns this driver must `detach()` it first).
        @MainActor
        final class ChoreoDragDriver: NSObject {
            /// True from the moment the gesture starts the dismissal until it finishes or cancels it.
            private(set) var isActive = false
            private let finishAt: CGFloat
            private let finishVelocity: CGFloat
            private weak var transition: UIPercentDrivenInteractiveTransition?
            private var begin: (@MainActor () -> Bool)?
            private var gestureRecognizer: UIPanGestureRecognizer?
            /// The dragged view and its centre when the finger landed: where it springs back to, and where it is put back
            /// once the dismissal has finished, for the next presentation.
            private var rest: (view: UIView, center: CGPoint)?
            /// The spring taking the view back after a cancelled drag, kept until the next drag begins.
            private var springBack: UIViewPropertyAnimator?

            init(finishAt: CGFloat, finishVelocity: CGFloat) {
                self.finishAt = finishAt
                self.finishVelocity = finishVelocity
                super.init()
            }

            /// Adds a pan to `view` that drags it and drives `transition`. When it begins, `begin` starts the dismissal
            /// and says whether it did.
            func attach(to view: UIView, driving transition: UIPercentDrivenInteractiveTransition, begin: @escaping @MainActor () -> Bool) {
                self.transition = transition
                self.begin = begin
                let recognizer = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
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

            /// Once UIKit has started the dismissal: when it finishes, the dragged view goes back to its centre (it has left
            /// the screen by then), so that it comes in from its own place the next time it is presented.
            func started(in context: any UIViewControllerContextTransitioning) {
                guard let coordinator = context.viewController(forKey: .from)?.transitionCoordinator else {
                    return
                }
                coordinator.animate(alongsideTransition: nil) { [weak self] coordinatorContext in
                    guard let self, !coordinatorContext.isCancelled, let rest = self.rest else {
                        return
                    }
                    rest.view.center = rest.center
                    self.rest = nil
                }
            }

            @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
                follow(recognizer)
            }

            /// Starts, moves, finishes or cancels the dismissal from one update of `recognizer`.
            func follow(_ recognizer: UIPanGestureRecognizer) {
                guard let view = recognizer.view else {
                    return
                }
                if recognizer.state == .began {
                    // A finger that catches the view on its way back takes it from its place (the spring's target).
                    springBack?.stopAnimation(true)
                    springBack = nil
                    // UIKit asks the delegate for this interaction while `begin` runs, so it must be active already.
                    isActive = true
                    rest = (view, view.center)
                    if !(begin?() ?? false) {
                        isActive = false
                        rest = nil
                    }
                    return
                }
                guard isActive, let rest, let transition else {
                    return
                }
                let translation = recognizer.translation(in: view.superview)
                let progress = Self.progress(of: translation, in: view)
                if recognizer.state == .changed {
                    view.center = CGPoint(x: rest.center.x + translation.x, y: rest.center.y + translation.y)
                    transition.update(progress)
                    return
                }
                guard recognizer.state == .ended || recognizer.state == .cancelled || recognizer.state == .failed else {
                    return
                }
                isActive = false
                let velocity = recognizer.velocity(in: view.superview)
                let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
                if recognizer.state == .ended && (progress >= finishAt || speed >= finishVelocity) {
                    transition.finish()
                } else {
                    transition.cancel()
                    springBack(view, to: rest.center, velocity: velocity)
                    self.rest = nil
                }
            }

            /// The finger's distance over half the shorter side of `view`'s superview, from 0 to 1.
            static func progress(of translation: CGPoint, in view: UIView) -> CGFloat {
                let bounds = view.superview?.bounds ?? view.bounds
                let way = min(bounds.width, bounds.height) / 2
                guard way > 0 else {
                    return 0
                }
                return min((translation.x * translation.x + translation.y * translation.y).squareRoot() / way, 1)
            }

            /// The spring's initial velocity for a view at `displacement` from its target moving at `velocity` (points per
            /// second): UIKit reads each component as a fraction of the remaining distance on that axis per second, so each
            /// is divided by the distance still to go, positive toward the target. An axis with less than half a point to go
            /// starts at rest.
            static func initialVelocity(displacement: CGPoint, velocity: CGPoint) -> CGVector {
                CGVector(
                    dx: abs(displacement.x) < 0.5 ? 0 : -velocity.x / displacement.x,
                    dy: abs(displacement.y) < 0.5 ? 0 : -velocity.y / displacement.y
                )
            }

            /// Takes the view back to `center` on a spring that starts at the finger's velocity; under Reduce Motion the
            /// spring does not overshoot.
            private func springBack(_ view: UIView, to center: CGPoint, velocity: CGPoint) {
                let displacement = CGPoint(x: view.center.x - center.x, y: view.center.y - center.y)
                let spring = UISpringTimingParameters(
                    dampingRatio: UIAccessibility.isReduceMotionEnabled ? 1 : 0.75,
                    initialVelocity: Self.initialVelocity(displacement: displacement, velocity: velocity)
                )
                let animator = UIViewPropertyAnimator(duration: 0.45, timingParameters: spring)
                animator.addAnimations {
                    view.center = center
                }
                animator.startAnimation()
                springBack = animator
            }
        }
        """
}
