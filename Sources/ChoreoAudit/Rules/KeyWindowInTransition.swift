import ChoreoLint
import ChoreoSpec

/// `keyWindow` or `statusBarFrame` read by an animator, interaction or presentation controller.
public struct KeyWindowInTransition: AuditRule {
    public init() {}

    public static let description = RuleDescription(
        id: "key_window_in_transition",
        name: "Key window or status bar frame in transition code",
        defaultSeverity: .warning,
        rationale: """
            A transition happens in the container view UIKit hands the animator, which is in the \
            presenting controller's window. `UIApplication.shared.keyWindow` (deprecated since iOS \
            13) is whichever window is key, in whichever scene: with several scenes on iPad, an \
            alert window or a window of an extension it is another window, and views added to it \
            or measured against it are in the wrong place. `statusBarFrame` (deprecated too) is the \
            frame in screen coordinates of a status bar that a sheet, split view or a scene may not \
            have. Use `transitionContext.containerView`, its `window` and its `safeAreaInsets`.
            """,
        triggeringExamples: [
            """
            final class DimmingPresentationController: UIPresentationController {
                override func presentationTransitionWillBegin() {
                    let dim = UIView(frame: UIApplication.shared.↓keyWindow!.bounds)
                    containerView?.addSubview(dim)
                }
            }
            """,
            """
            final class DropAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    let top = UIApplication.shared.↓statusBarFrame.height
                    ctx.view(forKey: .to)?.frame.origin.y = top
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class DimmingPresentationController: UIPresentationController {
                override func presentationTransitionWillBegin() {
                    guard let container = containerView else { return }
                    let dim = UIView(frame: container.bounds)
                    container.addSubview(dim)
                }
            }
            """,
            """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func showBanner() {
                    UIApplication.shared.keyWindow?.addSubview(BannerView())
                }
            }
            """,
        ]
    )

    public func check(_ file: AuditedFile) -> [Diagnostic] {
        let tokens = file.tokens
        return tokens.indices.compactMap { index in
            let name = tokens[index].text
            guard tokens[index].kind == .identifier, name == "keyWindow" || name == "statusBarFrame",
                  index > 0, tokens[index - 1].isPunctuation("."), file.isTransitionCode(index) else { return nil }
            return finding(
                "'\(name)' in transition code: it may belong to another window or scene than the transition's",
                at: index, in: file,
                hint: "use the transition's 'containerView' (its 'bounds', 'window' and 'safeAreaInsets')")
        }
    }
}
