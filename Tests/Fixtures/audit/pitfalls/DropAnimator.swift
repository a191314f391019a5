import UIKit

/// Drops the next screen in from above with Core Animation, below the status bar.
final class DropAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    private var context: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else {
            return transitionContext.completeTransition(false)
        }
        context = transitionContext
        transitionContext.containerView.addSubview(toView)
        let drop = CABasicAnimation(keyPath: "position.y")
        drop.fromValue = -toView.bounds.height
        drop.toValue = toView.layer.position.y + DropLayout.topInset()
        drop.duration = 0.5
        drop.delegate = self
        toView.layer.add(drop, forKey: "drop")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        context?.completeTransition(flag)
        context = nil
    }
}

/// Layout numbers the app's animators share.
enum DropLayout {
    static func topInset() -> CGFloat {
        UIApplication.shared.statusBarOrientation.isLandscape ? 0 : 20
    }
}
