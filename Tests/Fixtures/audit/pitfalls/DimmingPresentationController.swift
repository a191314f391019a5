import UIKit

/// Dims what is behind a card and lays the card out over the lower part of the screen.
final class DimmingPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        let window = UIApplication.shared.keyWindow!
        let top = UIApplication.shared.statusBarFrame.height + 44
        return CGRect(x: 0, y: top, width: window.bounds.width, height: window.bounds.height - top)
    }

    override func presentationTransitionWillBegin() {
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.frame = containerView?.bounds ?? .zero
        containerView?.insertSubview(dimmingView, at: 0)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            containerView?.subviews.forEach { $0.removeFromSuperview() }
        }
    }
}
