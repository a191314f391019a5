// The presentation controller (Docs/UIKitFacts.md §10) with its documented defaults: the presented view is the
// presented controller's view, its frame the container's bounds, and the presenter's view stays. The engine
// (PresentationEngine.swift) calls `containerViewWillLayoutSubviews()` / `…DidLayoutSubviews()` whenever the
// container lays out: after its size changed (`UIKitSimulation.resize(_:to:)`) and after `setNeedsLayout()`.

@available(iOS 8.0, *)
@MainActor open class UIPresentationController: NSObject, UIContentContainer {
    public let presentedViewController: UIViewController
    private weak var presentingCandidate: UIViewController?
    var assignedPresentingViewController: UIViewController?
    var assignedStyle: UIModalPresentationStyle = .custom
    var assignedContainerView: UIView?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingCandidate = presentingViewController
        super.init()
    }

    open var presentingViewController: UIViewController {
        assignedPresentingViewController ?? presentingCandidate ?? presentedViewController
    }

    open var presentationStyle: UIModalPresentationStyle { assignedStyle }
    open var containerView: UIView? { assignedContainerView }
    open var presentedView: UIView? { presentedViewController.view }
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    open var shouldPresentInFullscreen: Bool { true }
    open var shouldRemovePresentersView: Bool { false }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    // UIContentContainer: the presented controller is the presentation controller's child content.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
}

/// UIKit's own presentation controller for the non-custom styles: it removes the presenter's view for
/// `.fullScreen` and `.currentContext` (B2), not for the "over" styles.
@MainActor final class SystemPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool {
        assignedStyle == .fullScreen || assignedStyle == .currentContext
    }
}
