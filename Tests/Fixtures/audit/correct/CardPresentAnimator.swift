import UIKit

/// Slides a card up over the presenting screen, within the container UIKit gives it.
final class CardPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let duration: TimeInterval = 0.35

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let cardView = transitionContext.view(forKey: .to),
              let card = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: card)
        cardView.frame = finalFrame.offsetBy(dx: 0, dy: container.bounds.height - finalFrame.minY)
        container.addSubview(cardView)

        UIView.animate(
            withDuration: duration, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0,
            options: [.curveEaseOut],
            animations: { cardView.frame = finalFrame },
            completion: { finished in
                transitionContext.completeTransition(finished && !transitionContext.transitionWasCancelled)
            })
    }
}
