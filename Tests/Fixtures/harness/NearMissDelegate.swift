// A transitioning delegate whose present method drops the `source:` parameter. In UIKit the requirement
// is optional, so this compiles; the method is simply never called and UIKit animates the default way.

import UIKit

final class NearMissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.25
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to) {
            transitionContext.containerView.addSubview(toView)
        }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}

final class NearMissTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        NearMissAnimator()
    }
}
