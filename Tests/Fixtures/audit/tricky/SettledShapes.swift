import UIKit

// Shapes real animators use that look like pitfalls and are none.

/// Hands back the animator it made on the first call, as UIKit requires of
/// `interruptibleAnimator(using:)`; puts the container back to identity when done; scales a
/// falling speed, not a position, by the screen's height.
final class ShelfAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewImplicitlyAnimating?
    private var fallSpeed: CGFloat = 1000

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator {
            return animator
        }
        fallSpeed = CGFloat(Double(UIScreen.main.bounds.height) / 0.3)
        let gravity = CGVector(dx: 0, dy: fallSpeed)
        print(gravity)
        let container = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to) ?? UIView()
        container.addSubview(toView)
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { toView.alpha = 1 }
        animator.addCompletion { _ in
            container.layer.sublayerTransform = CATransform3DIdentity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}

/// Completes at once, then decorates the presented sheet outside the transition: nothing was
/// animated when it reported, so nothing could have been cancelled.
final class InstantSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else {
            return transitionContext.completeTransition(false)
        }
        transitionContext.containerView.addSubview(toView)
        transitionContext.completeTransition(true)
        UIView.animate(withDuration: 0.2) { toView.alpha = 1 }
    }
}

/// Keeps the transitioning delegate it creates in a local, and in a stored property too.
final class ShelfViewController: UIViewController {
    private var shelfTransition: AnyObject?

    func showShelf() {
        let shelf = UIViewController()
        let transition = ShelfTransitionDelegate()
        shelfTransition = transition
        shelf.modalPresentationStyle = .custom
        shelf.transitioningDelegate = transition
        present(shelf, animated: true)
    }
}

final class ShelfTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ShelfAnimator()
    }
}
