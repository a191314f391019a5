import ChoreoLint
import ChoreoSpec

/// A way out of `animateTransition(using:)` on which `completeTransition(_:)` is never called.
public struct AnimateTransitionNeverCompletes: AuditRule {
    public init() {}

    public static let description = RuleDescription(
        id: "animate_transition_never_completes",
        name: "animateTransition never completes",
        defaultSeverity: .error,
        rationale: """
            UIKit waits for `completeTransition(_:)` after every `animateTransition(using:)`: "this \
            must be called whenever a transition completes (or is cancelled)". Until it is, the \
            transition is in progress, the screen stops responding to touches and the next \
            presentation or push is refused. The usual culprit is an early `return` (a `guard let` \
            on a view controller or a view that turned out nil) that leaves without completing. \
            Complete on every path, `completeTransition(false)` when there is nothing to animate, \
            or hand the context to code that completes it. A spec's generated animator completes \
            on every path.
            """,
        triggeringExamples: [
            """
            final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    guard let toView = ctx.view(forKey: .to) else { ↓return }
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
                    animatePresentation(using: ctx)
                }
                private func animatePresentation(using ctx: UIViewControllerContextTransitioning) {
                    guard let toVC = ctx.viewController(forKey: .to) else { ↓return }
                    UIView.animate(withDuration: 0.3, animations: { toVC.view.alpha = 1 }) { _ in
                        ctx.completeTransition(!ctx.transitionWasCancelled)
                    }
                }
            }
            """,
            """
            final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func ↓animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    let toView = ctx.view(forKey: .to)!
                    ctx.containerView.addSubview(toView)
                    UIView.animate(withDuration: 0.3) { toView.alpha = 1 }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    guard let toView = ctx.view(forKey: .to) else {
                        ctx.completeTransition(false)
                        return
                    }
                    UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
                        ctx.completeTransition(!ctx.transitionWasCancelled)
                        return
                    }
                }
            }
            """,
            """
            final class SpringAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    interruptibleAnimator(using: ctx).startAnimation()
                }
            }
            """,
            """
            final class DeferAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    defer { ctx.completeTransition(!ctx.transitionWasCancelled) }
                    guard let toView = ctx.view(forKey: .to) else { return }
                    ctx.containerView.addSubview(toView)
                }
            }
            """,
            """
            class BaseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    fatalError("subclasses animate")
                }
            }
            """,
        ]
    )

    public func check(_ file: AuditedFile) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (scopeIndex, scope) in file.source.scopes.enumerated() {
            guard case .function(let function) = scope.kind,
                  let context = function.parameters.first(where: { $0.typeNames.contains(TransitionVocabulary.contextType) })?.name
            else { continue }
            // `animateTransition(using:)` itself, or a helper it hands the context to that
            // completes it on its main path (`animatePresentation(using:)`).
            let isEntry = function.name == "animateTransition"
            guard isEntry || file.calls("completeTransition", in: (scope.open + 1)..<scope.close) else { continue }
            // An empty body or one that traps is a base class's placeholder for subclasses to
            // override, not an animator that forgets to complete.
            let isPlaceholder = scope.close == scope.open + 1
                || file.calls("fatalError", in: (scope.open + 1)..<scope.close)
                || file.calls("preconditionFailure", in: (scope.open + 1)..<scope.close)
            if isEntry, !isPlaceholder, !completes(context, in: Array((scope.open + 1)..<scope.close), file: file) {
                findings.append(finding(
                    "'animateTransition(using:)' never calls 'completeTransition(_:)' nor hands the context on",
                    at: function.nameToken, in: file,
                    hint: SpecSuggestion.hint("call '\(context).completeTransition(!\(context).transitionWasCancelled)' when the animation ends",
                                              forAnimatorAt: function.nameToken, in: file)))
                continue
            }
            // Found once per function, not once per return (per return, 1,000 returns took 9 s).
            var found: [Completion]?
            for index in (scope.open + 1)..<scope.close where file.tokens[index].isIdentifier("return") {
                guard file.source.returnTarget(of: index) == scopeIndex else { continue }
                let completions = found ?? self.completions(of: context, in: scopeIndex, file: file)
                found = completions
                if !completes(before: index, in: scopeIndex, completions, file: file) {
                    findings.append(finding(
                        "this return leaves '\(function.name)' without calling 'completeTransition(_:)': the transition never ends",
                        at: index, in: file, hint: "call '\(context).completeTransition(false)' before returning"))
                }
            }
        }
        return findings
    }

    /// A token of a function that completes the transition (a `completeTransition` call, or the
    /// context handed on), with the innermost of the function's own blocks around it (an `if`,
    /// a `guard`'s `else`, a loop; not a `defer`, which runs on every way out), if any.
    private struct Completion {
        var token: Int
        var block: Int?
    }

    /// The function's completions in source order.
    private func completions(of context: String, in function: Int, file: AuditedFile) -> [Completion] {
        let body = file.source.scopes[function]
        return ((body.open + 1)..<min(body.close, file.tokens.count)).compactMap { index in
            guard completes(context, in: [index], file: file) else { return nil }
            let block = file.source.enclosingScopes(of: index).prefix { $0 != function }.first { scope in
                guard case .block = file.source.scopes[scope].kind else { return false }
                let open = file.source.scopes[scope].open
                return file.source.returnTarget(of: open) == function && !file.tokens[open - 1].isIdentifier("defer")
            }
            return Completion(token: index, block: block)
        }
    }

    /// Whether a completion runs on the way to `returnIndex`: one before it (or in the returned
    /// expression) that is in none of the function's own blocks, or in one that holds the return
    /// (another branch does not run). Blocks inside closures do not count: the closure was
    /// started on the way.
    private func completes(before returnIndex: Int, in function: Int, _ completions: [Completion], file: AuditedFile) -> Bool {
        let scopes = file.source.scopes
        // `return ctx.completeTransition(false)`: the returned expression runs too.
        var end = returnIndex + 1
        while end < scopes[function].close, file.tokens[end].location.line == file.tokens[returnIndex].location.line,
              !file.tokens[end].isPunctuation("}"), !file.tokens[end].isPunctuation(";") {
            end += 1
        }
        for completion in completions {
            if completion.token >= end { return false }
            guard let block = completion.block else { return true }
            // A block that holds the return, or one opened after it (`return if … { … }`), runs.
            if scopes[block].open > returnIndex || (scopes[block].open < returnIndex && returnIndex < scopes[block].close) {
                return true
            }
        }
        return false
    }

    /// Whether the tokens call `completeTransition` or use the context as a value.
    private func completes(_ context: String, in indices: [Int], file: AuditedFile) -> Bool {
        for index in indices {
            let token = file.tokens[index]
            guard token.kind == .identifier else { continue }
            if token.text == "completeTransition" { return true }
            if token.text == context, file.escapes(context, from: index - 1, to: index + 1) { return true }
        }
        return false
    }
}
