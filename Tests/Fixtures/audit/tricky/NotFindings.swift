import UIKit

// Everything in this file looks like a pitfall to a text search and is none.

/* The old animator did this:
       transitionContext.completeTransition(true)
       containerView.layer.sublayerTransform = perspective
   /* and, nested: */ UIApplication.shared.keyWindow
*/
final class ReleaseNotes {
    let single = "ctx.completeTransition(true) and UIScreen.main.bounds"
    let multi = """
        vc.transitioningDelegate = CardTransitioningDelegate()
        containerView.subviews.forEach { $0.removeFromSuperview() }
        \("interpolated: \(String(describing: "UIApplication.shared.keyWindow"))")
        """
    let raw = #"ctx.completeTransition(finished) \(not interpolated) "quoted" UIScreen.main.bounds"#
    let rawMulti = ##"""
        "# still inside: fromView.removeFromSuperview()
        """##
}

/// A different type with methods of the same names: nothing here runs during a transition.
final class DownloadTask {
    var containerView = UIView()

    func completeTransition(_ done: Bool) {}

    func finish() {
        completeTransition(true)
        containerView.transform = .identity
        containerView.subviews.forEach { $0.removeFromSuperview() }
        let size = UIScreen.main.bounds.size
        print(size, UIApplication.shared.keyWindow as Any)
    }
}

/// Completion that checks the cancellation, in two spellings.
final class CheckedAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let toView = ctx.view(forKey: .to) else { return ctx.completeTransition(false) }
        ctx.containerView.addSubview(toView)
        let animator = UIViewPropertyAnimator(duration: 0.25, curve: .easeOut) { toView.alpha = 1 }
        animator.addCompletion { position in
            ctx.completeTransition(position == .end)
        }
        UIView.animate(withDuration: 0.25, animations: { toView.alpha = 1 }) { finished in
            ctx.completeTransition(finished && !ctx.transitionWasCancelled)
        }
    }
}

/// A reviewed exception, suppressed on the line it is about.
final class LegacyFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        UIView.animate(withDuration: 0.2, animations: {}) { _ in
            // Never interactive: the presenting screen has no gesture. choreo:disable-next-line is below.
            // choreo:disable-next-line completion_ignores_cancellation
            ctx.completeTransition(true)
        }
    }
}
