// A hand-written modal transition done right: the harness tests use it to show that a correct animator
// type-checks cleanly and behaves as UIKit expects (custom animator used, one completeTransition with
// the right value, views where they belong, views restored after a cancelled interactive dismissal).

import UIKit

/// Presents by fading and scaling the presented view in; dismisses by sliding it down.
final class CorrectModalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if isPresenting {
            animatePresentation(using: transitionContext)
        } else {
            animateDismissal(using: transitionContext)
        }
    }

    private func animatePresentation(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toController = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toController)
        toView.alpha = 0
        toView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut], animations: {
            toView.alpha = 1
            toView.transform = .identity
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {
                toView.removeFromSuperview()
            }
            transitionContext.completeTransition(!cancelled)
        })
    }

    private func animateDismissal(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear], animations: {
            fromView.transform = CGAffineTransform(translationX: 0, y: container.bounds.height)
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {
                fromView.transform = .identity
            }
            transitionContext.completeTransition(!cancelled)
        })
    }
}

/// Drives the dismissal with a downward pan; finishes past a third of the height or on a fast flick.
final class CorrectDismissInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var isInteracting = false
    private weak var presented: UIViewController?

    func attach(to presented: UIViewController) {
        self.presented = presented
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        presented.view.addGestureRecognizer(pan)
    }

    @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let progress = max(0, min(1, gesture.translation(in: view).y / max(view.bounds.height, 1)))
        switch gesture.state {
        case .began:
            isInteracting = true
            presented?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            if progress > 0.33 || gesture.velocity(in: view).y > 800 {
                finish()
            } else {
                cancel()
            }
        default:
            isInteracting = false
            cancel()
        }
    }
}

/// Vends the animators, and the interaction only while a gesture drives the dismissal.
final class CorrectModalTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let dismissInteraction = CorrectDismissInteraction()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CorrectModalAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CorrectModalAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        dismissInteraction.isInteracting ? dismissInteraction : nil
    }
}

extension UIViewController {
    /// Presents with the correct transition, keeping the delegate alive as long as the presented controller.
    func presentWithCorrectTransition(_ controller: UIViewController, delegate: CorrectModalTransitioningDelegate) {
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = delegate
        delegate.dismissInteraction.attach(to: controller)
        present(controller, animated: true)
    }
}
