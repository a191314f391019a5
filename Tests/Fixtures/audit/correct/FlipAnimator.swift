import UIKit

/// Flips from one screen to the next, on a stage of its own inside the container.
final class FlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else {
            return transitionContext.completeTransition(false)
        }
        let stage = UIView(frame: containerView.bounds)
        stage.layer.sublayerTransform.m34 = -1.0 / 500
        containerView.addSubview(stage)
        let snapshot = fromVC.view.snapshotView(afterScreenUpdates: false) ?? UIView()
        stage.addSubview(snapshot)
        containerView.insertSubview(toVC.view, belowSubview: stage)

        UIView.animate(withDuration: 0.6, animations: {
            snapshot.layer.transform = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)
        }) { _ in
            snapshot.removeFromSuperview()
            stage.removeFromSuperview()
            let cancelled = transitionContext.transitionWasCancelled
            if !cancelled {
                fromVC.view.removeFromSuperview()
            }
            transitionContext.completeTransition(!cancelled)
        }
    }
}
