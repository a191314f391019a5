import ChoreoLint
import ChoreoSpec

/// `keyWindow`, `statusBarFrame` or `statusBarOrientation` read by an animator, interaction or
/// presentation controller, or by a helper of the same file they call.
public struct KeyWindowInTransition: AuditRule {
    public init() {}

    public static let description = RuleDescription(
        id: "key_window_in_transition",
        name: "Key window or status bar in transition code",
        defaultSeverity: .warning,
        rationale: """
            A transition happens in the container view UIKit hands the animator, which is in the \
            presenting controller's window. `UIApplication.shared.keyWindow` (deprecated since iOS \
            13) is whichever window is key, in whichever scene: with several scenes on iPad, an \
            alert window or a window of an extension it is another window, and views added to it \
            or measured against it are in the wrong place. `statusBarFrame` (deprecated too) is the \
            frame in screen coordinates of a status bar that a sheet, split view or a scene may not \
            have, and `statusBarOrientation` is the app's, not the orientation of the window the \
            transition is in. A helper of the same file that transition code calls counts as \
            transition code. Use `transitionContext.containerView`, its `window`, its \
            `safeAreaInsets` and its `traitCollection`.
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
            """
            final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    let toView = ctx.view(forKey: .to)!
                    toView.frame.origin.y = Layout.topInset()
                    ctx.containerView.addSubview(toView)
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                }
            }
            enum Layout {
                static func topInset() -> CGFloat {
                    UIApplication.shared.↓statusBarOrientation.isLandscape ? 0 : 20
                }
            }
            """,
            """
            final class ZoomSegue: UIStoryboardSegue {
                override func perform() {
                    let window = UIApplication.shared.↓keyWindow!
                    window.insertSubview(destination.view, aboveSubview: source.view)
                    destination.view.frame = UIScreen.main.bounds
                    source.present(destination, animated: false)
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                override init() { super.init() }
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                }
            }
            final class BannerPresenter {
                let window: UIWindow?
                init() { window = UIApplication.shared.keyWindow }
            }
            """,
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

    /// Application-wide window and status bar state, deprecated with scenes.
    static let names: Set<String> = ["keyWindow", "statusBarFrame", "statusBarOrientation"]

    public func check(_ file: AuditedFile) -> [Diagnostic] {
        let tokens = file.tokens
        var helpers: Set<String>?
        var lines: Set<Int> = []
        return tokens.indices.compactMap { index in
            let name = tokens[index].text
            // One finding per line: `statusBarOrientation == .landscapeLeft || statusBarOrientation == …` is one mistake.
            guard tokens[index].kind == .identifier, Self.names.contains(name), !lines.contains(tokens[index].location.line),
                  index > 0, tokens[index - 1].isPunctuation(".") else { return nil }
            if !file.isTransitionCode(index) {
                // A function or computed property of this file that transition code uses.
                let called = helpers ?? Self.helpersUsedByTransitionCode(in: file)
                helpers = called
                guard let function = file.source.enclosingFunctions(of: index).last?.declaration,
                      called.contains(function.name) else { return nil }
            }
            lines.insert(tokens[index].location.line)
            return finding(
                "'\(name)' in transition code: it may belong to another window or scene than the transition's",
                at: index, in: file,
                hint: "use the transition's 'containerView' (its 'bounds', 'window' and 'safeAreaInsets')")
        }
    }

    /// Names of the file's functions and computed properties that transition code of the file
    /// calls or reads.
    static func helpersUsedByTransitionCode(in file: AuditedFile) -> Set<String> {
        var names: Set<String> = []
        for (index, token) in file.tokens.enumerated() where token.kind == .identifier && file.functionsByName[token.text] != nil {
            // `super.init(…)` in an animator makes no other type's initializer a helper.
            guard !names.contains(token.text), !["init", "deinit", "subscript"].contains(token.text),
                  file.isTransitionCode(index) else { continue }
            // The declaration's own name is not a use.
            if index > 0, file.tokens[index - 1].isIdentifier("func") || file.tokens[index - 1].isIdentifier("var") { continue }
            names.insert(token.text)
        }
        return names
    }
}
