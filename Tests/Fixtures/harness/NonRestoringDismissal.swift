// A dismissal animator that forgets to undo its transform when the interactive dismissal is cancelled:
// UIKit leaves the view at the END values the animation block set, so the card stays pushed off-screen.

import UIKit

final class NonRestoringDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let height = transitionContext.containerView.bounds.height
        UIView.animate(withDuration: 0.3, animations: {
            fromView.transform = CGAffineTransform(translationX: 0, y: height)
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class NonRestoringTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let dismissInteraction = CorrectDismissInteraction()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CorrectModalAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        NonRestoringDismissAnimator()
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        dismissInteraction.isInteracting ? dismissInteraction : nil
    }
}
