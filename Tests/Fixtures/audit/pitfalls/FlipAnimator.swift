import UIKit

/// Flips from one screen to the next around the vertical axis.
final class FlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var reverse = false

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        containerView.layer.sublayerTransform = perspective
        containerView.addSubview(toVC.view)
        toVC.view.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)

        UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                fromVC.view.layer.transform = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                toVC.view.layer.transform = CATransform3DIdentity
            }
        }, completion: { _ in
            fromVC.view.removeFromSuperview()
            transitionContext.completeTransition(true)
        })
    }
}
