import UIKit

/// Slides a card up over the presenting screen.
final class CardPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let duration: TimeInterval = 0.35

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let cardView = transitionContext.view(forKey: .to),
              let card = transitionContext.viewController(forKey: .to) else { return }
        let container = transitionContext.containerView
        let screen = UIScreen.main.bounds
        cardView.frame = CGRect(x: 0, y: screen.height, width: screen.width, height: screen.height * 0.6)
        container.addSubview(cardView)
        card.view.layoutIfNeeded()

        UIView.animate(
            withDuration: duration, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0,
            options: [.curveEaseOut],
            animations: { cardView.frame.origin.y = screen.height * 0.4 },
            completion: { finished in
                transitionContext.completeTransition(finished)
            })
    }
}
