import ChoreoLint
import ChoreoSpec

/// `completeTransition(true)` on a way out of `animateTransition(using:)` taken before anything
/// was animated (`guard let … else { ctx.completeTransition(true); return }`).
public struct CompletionOnEarlyExit: AuditRule {
    public init() {}

    public static let description = RuleDescription(
        id: "completion_on_early_exit",
        name: "Early exit reports the transition done",
        defaultSeverity: .warning,
        rationale: """
            An animator that gives up before animating (a view or a controller it needs is nil) \
            has not moved anything into the container. Reporting `completeTransition(true)` there \
            tells UIKit the transition happened: UIKit takes the destination as shown although \
            its view was never put in place, and the screen shows something else than the \
            controller hierarchy says. Nothing can have been cancelled yet, so this is not about \
            cancellation: report `false`, and UIKit leaves the hierarchy as it was. The same \
            code is reported the same way in every animator, whatever else the animator checks.
            """,
        triggeringExamples: [
            """
            final class CoverAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    guard let toView = ctx.view(forKey: .to) else {
                        ctx.completeTransition(↓true)
                        return
                    }
                    ctx.containerView.addSubview(toView)
                    UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
                        ctx.completeTransition(!ctx.transitionWasCancelled)
                    }
                }
            }
            """,
            """
            final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    guard let toView = ctx.view(forKey: .to) else { return ctx.completeTransition(↓true) }
                    ctx.containerView.addSubview(toView)
                    UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
                        ctx.completeTransition(!ctx.transitionWasCancelled)
                    }
                }
            }
            """,
            """
            final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    present(using: ctx)
                }
                private func present(using ctx: UIViewControllerContextTransitioning) {
                    if ctx.view(forKey: .to) == nil {
                        ctx.completeTransition(↓true)
                        return
                    }
                    UIView.animate(withDuration: 0.3, animations: {}) { _ in
                        ctx.completeTransition(!ctx.transitionWasCancelled)
                    }
                }
            }
            """,
            """
            final class FlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    guard let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to) else {
                        ctx.completeTransition(↓true)
                        return
                    }
                    ctx.containerView.addSubview(toView)
                    UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
                        if !ctx.transitionWasCancelled { fromView.removeFromSuperview() }
                        ctx.completeTransition(!ctx.transitionWasCancelled)
                    }
                }
            }
            """,
            """
            protocol SystemTransitioning {}
            extension SystemTransitioning {
                func animateWithCATransition(_ ctx: UIViewControllerContextTransitioning, type: CATransitionType) {
                    guard let toView = ctx.view(forKey: .to) else {
                        ctx.completeTransition(↓true)
                        return
                    }
                    let transition = CATransition()
                    transition.type = type
                    ctx.containerView.layer.add(transition, forKey: nil)
                    ctx.containerView.addSubview(toView)
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class SnapshotAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    guard let toView = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) else {
                        ctx.completeTransition(false)
                        return
                    }
                    toView.frame = ctx.finalFrame(for: toVC)
                    ctx.containerView.addSubview(toView)
                    guard let snapshot = toView.snapshotView(afterScreenUpdates: true) else {
                        ctx.completeTransition(true)
                        return
                    }
                    ctx.containerView.addSubview(snapshot)
                    UIView.animate(withDuration: 0.3, animations: { snapshot.alpha = 0 }) { _ in
                        snapshot.removeFromSuperview()
                        ctx.completeTransition(!ctx.transitionWasCancelled)
                    }
                }
            }
            """,
            """
            final class CoverAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    guard let toView = ctx.view(forKey: .to) else {
                        ctx.completeTransition(false)
                        return
                    }
                    ctx.containerView.addSubview(toView)
                    UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
                        ctx.completeTransition(!ctx.transitionWasCancelled)
                    }
                }
            }
            """,
            """
            final class InstantAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    if let toView = ctx.view(forKey: .to) {
                        ctx.containerView.addSubview(toView)
                    }
                    ctx.completeTransition(true)
                }
            }
            """,
        ]
    )

    public func check(_ file: AuditedFile) -> [Diagnostic] {
        run(file).map(\.finding)
    }

    /// `true` becomes `false`.
    public func fixes(_ file: AuditedFile) -> [AuditFix] {
        run(file).map { replacing($0.index, with: "false", in: file, finding: $0.finding) }
    }

    private func run(_ file: AuditedFile) -> [(index: Int, finding: Diagnostic)] {
        let tokens = file.tokens
        return tokens.indices.compactMap { index in
            guard tokens[index].isIdentifier("completeTransition"),
                  let context = CompletionIgnoresCancellation.context(completedAt: index, in: file),
                  index + 2 < tokens.count, tokens[index + 2].isIdentifier("true"),
                  CompletionIgnoresCancellation.unconditionalArgument(at: index, in: file) == index + 2,
                  file.completionMoment(at: index) == .earlyExit else { return nil }
            return (index + 2, finding(
                "this way out reports as done a transition that did not happen: nothing was put in place, yet UIKit takes the destination as shown",
                at: index + 2, in: file,
                hint: "call '\(context).completeTransition(false)' here"))
        }
    }
}
