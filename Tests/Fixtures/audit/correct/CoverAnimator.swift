import UIKit

/// Covers the presenting screen with the next one, sliding it up from the bottom edge, and
/// leaves everything as it was when the slide is cancelled.
final class CoverAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let duration: TimeInterval = 0.4

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        container.addSubview(toView)
        toView.frame = container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
        slide(toView, to: container.bounds) { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {
                toView.removeFromSuperview()
            } else {
                fromView.removeFromSuperview()
            }
            transitionContext.completeTransition(!cancelled)
        }
    }

    /// The animation every cover transition of the app shares.
    private func slide(_ view: UIView, to frame: CGRect, completion: @escaping (Bool) -> Void) {
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
            view.frame = frame
        }, completion: completion)
    }
}
