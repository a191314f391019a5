import UIKit

/// Dims what is behind a card and lays the card out in the container's lower part.
final class DimmingPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let top = container.safeAreaInsets.top + 44
        return CGRect(x: 0, y: top, width: container.bounds.width, height: container.bounds.height - top)
    }

    override func presentationTransitionWillBegin() {
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.frame = containerView?.bounds ?? .zero
        containerView?.insertSubview(dimmingView, at: 0)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
        }
    }
}
