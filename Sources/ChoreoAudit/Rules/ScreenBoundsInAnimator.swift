import ChoreoLint
import ChoreoSpec

/// `UIScreen.main.bounds` as the geometry of a transition.
public struct ScreenBoundsInAnimator: AuditRule {
    public init() {}

    public static let description = RuleDescription(
        id: "screen_bounds_in_animator",
        name: "Screen bounds in an animator",
        defaultSeverity: .warning,
        rationale: """
            The screen is not where a transition happens. In split view and slide over on iPad, in \
            a window that is not full screen, in a sheet or a popover, or when the container has \
            been laid out for another size, the container view is smaller than the screen, and \
            views placed or moved by `UIScreen.main.bounds` end up off their final frame or jump \
            when the transition completes. The context knows the right rectangles: \
            `transitionContext.finalFrame(for:)` for where a controller's view must end, \
            `containerView.bounds` for the space to move in. A spec's generated animator uses \
            them.
            """,
        triggeringExamples: [
            """
            final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    guard let toView = ctx.view(forKey: .to) else { return ctx.completeTransition(false) }
                    toView.frame.origin.y = ↓UIScreen.main.bounds.height
                    ctx.containerView.addSubview(toView)
                    UIView.animate(withDuration: 0.3, animations: { toView.frame.origin.y = 0 }) { _ in
                        ctx.completeTransition(!ctx.transitionWasCancelled)
                    }
                }
            }
            """,
            """
            final class PopTipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    let screenBounds = ↓UIScreen.main.bounds
                    let start = screenBounds
                    var target = start
                    target.origin.y -= 200
                    let toView = ctx.view(forKey: .to)!
                    ctx.containerView.addSubview(toView)
                    UIView.animate(withDuration: 0.3, animations: { toView.frame = target }) { _ in
                        ctx.completeTransition(!ctx.transitionWasCancelled)
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class MenuAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                private var speed: CGFloat = 1500
                private let animator = UIDynamicAnimator()
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    speed = CGFloat(2 * Double(UIScreen.main.bounds.size.height) / 0.3)
                    let push = UIPushBehavior(items: [ctx.view(forKey: .to)!], mode: .instantaneous)
                    let direction = CGVector(dx: 0, dy: speed)
                    push.pushDirection = direction
                    animator.addBehavior(push)
                    if UIScreen.main.bounds.width > 600 { push.magnitude = 2 }
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                }
            }
            """,
            """
            final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    guard let toView = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) else { return ctx.completeTransition(false) }
                    let final = ctx.finalFrame(for: toVC)
                    toView.frame = final.offsetBy(dx: 0, dy: ctx.containerView.bounds.height)
                    ctx.containerView.addSubview(toView)
                    UIView.animate(withDuration: 0.3, animations: { toView.frame = final }) { _ in
                        ctx.completeTransition(!ctx.transitionWasCancelled)
                    }
                }
            }
            """,
            """
            final class ProfileViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    preferredContentSize = UIScreen.main.bounds.size
                }
            }
            """,
        ]
    )

    static let screenRectangles: Set<String> = ["bounds", "nativeBounds", "applicationFrame"]

    public func check(_ file: AuditedFile) -> [Diagnostic] {
        let tokens = file.tokens
        var lines: Set<Int> = []
        var flow = ValueFlow(file: file)
        return tokens.indices.compactMap { index in
            // One finding per line: `CGRect(x: UIScreen.main.bounds.width / 2, y: UIScreen.main.bounds.height / 2, …)` is one mistake.
            guard tokens[index].isIdentifier("UIScreen"), index + 4 < tokens.count, !lines.contains(tokens[index].location.line),
                  tokens[index + 1].isPunctuation("."), tokens[index + 2].isIdentifier("main"),
                  tokens[index + 3].isPunctuation("."), Self.screenRectangles.contains(tokens[index + 4].text),
                  file.isTransitionCode(index),
                  flow.reachesGeometry(from: index, through: file.source.endOfMemberChain(startingAt: index)) else { return nil }
            lines.insert(tokens[index].location.line)
            return finding(
                "'UIScreen.main.\(tokens[index + 4].text)' is the screen, not the transition's container: in split view, a sheet or a smaller window the views land in the wrong place",
                at: index, in: file,
                hint: SpecSuggestion.hint(
                    "use 'transitionContext.finalFrame(for:)' and 'containerView.bounds'", forAnimatorAt: index, in: file))
        }
    }
}
