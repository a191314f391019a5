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
            final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                private var animator: UIViewImplicitlyAnimating?
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    interruptibleAnimator(using: ctx).startAnimation()
                }
                func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
                    if let animator = self.animator { return animator }
                    let toView = ctx.view(forKey: .to)!
                    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { toView.alpha = 1 }
                    animator.addCompletion { _ in ctx.completeTransition(!ctx.transitionWasCancelled) }
                    self.animator = animator
                    return animator
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
            let returnsAnimator = Self.returnsAnimator(function, in: file)
            let firstCompletion = firstCompletions(context, in: scopeIndex, file: file)
            for index in (scope.open + 1)..<scope.close where file.tokens[index].isIdentifier("return") {
                guard file.source.returnTarget(of: index) == scopeIndex else { continue }
                // `return self.animator` from `interruptibleAnimator(using:)`: the animator handed
                // back carries the completion (UIKit asks again during the transition and must
                // get the same one back).
                if returnsAnimator, Self.returnsValue(index, in: file) { continue }
                if !completesOnTheWay(to: index, in: scopeIndex, firstCompletion: firstCompletion, context: context, file: file) {
                    findings.append(finding(
                        "this return leaves '\(function.name)' without calling 'completeTransition(_:)': the transition never ends",
                        at: index, in: file, hint: "call '\(context).completeTransition(false)' before returning"))
                }
            }
        }
        return findings
    }

    /// The first completing token (a `completeTransition` call, or the context used as a value)
    /// of the function, by the scope it belongs to for the way to a `return`: the innermost of
    /// the function's own blocks around it (`defer` blocks aside: they run on every way out), or
    /// the function itself. A token in a closure belongs with the closure's place: the closure
    /// was started on the way. One pass over the function, so each `return` costs its nesting.
    private func firstCompletions(_ context: String, in function: Int, file: AuditedFile) -> [Int: Int] {
        let scope = file.source.scopes[function]
        var first: [Int: Int] = [:]
        for index in (scope.open + 1)..<scope.close where completes(context, at: index, file: file) {
            var anchor = function
            for enclosing in file.source.enclosingScopes(of: index) {
                if enclosing == function { break }
                guard case .block = file.source.scopes[enclosing].kind, file.source.returnTarget(of: file.source.scopes[enclosing].open) == function,
                      !file.tokens[file.source.scopes[enclosing].open - 1].isIdentifier("defer") else { continue }
                anchor = enclosing
                break
            }
            if first[anchor] == nil { first[anchor] = index }
        }
        return first
    }

    /// Whether a completion runs on the way to the `return` at `returnIndex`: before it in the
    /// function's body or in a block around it, or in the returned expression
    /// (`return ctx.completeTransition(false)`).
    private func completesOnTheWay(to returnIndex: Int, in function: Int, firstCompletion: [Int: Int], context: String,
                                   file: AuditedFile) -> Bool {
        for scope in file.source.enclosingScopes(of: returnIndex) {
            if let first = firstCompletion[scope], first < returnIndex { return true }
            if scope == function { break }
        }
        var end = returnIndex + 1
        let close = file.source.scopes[function].close
        while end < close, file.tokens[end].location.line == file.tokens[returnIndex].location.line,
              !file.tokens[end].isPunctuation("}"), !file.tokens[end].isPunctuation(";") {
            if completes(context, at: end, file: file) { return true }
            end += 1
        }
        return false
    }

    /// Whether the function is declared to return an animator (`-> UIViewImplicitlyAnimating`,
    /// `-> UIViewPropertyAnimator?`): read from the tokens between its parameters and its body.
    static func returnsAnimator(_ function: FunctionDeclaration, in file: AuditedFile) -> Bool {
        var cursor = function.nameToken + 1
        let tokens = file.tokens
        while cursor < tokens.count, !tokens[cursor].isPunctuation("(") { cursor += 1 }
        guard cursor < tokens.count, let close = file.source.partner[cursor] else { return false }
        cursor = close + 1
        guard cursor < tokens.count, tokens[cursor].isOperator("->") else { return false }
        while cursor < tokens.count, !tokens[cursor].isPunctuation("{") {
            if tokens[cursor].kind == .identifier, tokens[cursor].text.hasSuffix("Animating") || tokens[cursor].text.hasSuffix("Animator") {
                return true
            }
            cursor += 1
        }
        return false
    }

    /// Whether the `return` at `index` returns a value (something follows it on its line).
    static func returnsValue(_ index: Int, in file: AuditedFile) -> Bool {
        guard index + 1 < file.tokens.count else { return false }
        let next = file.tokens[index + 1]
        return next.location.line == file.tokens[index].location.line && !next.isPunctuation("}") && !next.isPunctuation(";")
    }

    /// Whether the tokens call `completeTransition` or use the context as a value.
    private func completes(_ context: String, in indices: [Int], file: AuditedFile) -> Bool {
        indices.contains { completes(context, at: $0, file: file) }
    }

    /// Whether the token at `index` is `completeTransition` or the context used as a value.
    private func completes(_ context: String, at index: Int, file: AuditedFile) -> Bool {
        let token = file.tokens[index]
        guard token.kind == .identifier else { return false }
        if token.text == "completeTransition" { return true }
        return token.text == context && file.escapes(context, from: index - 1, to: index + 1)
    }
}
