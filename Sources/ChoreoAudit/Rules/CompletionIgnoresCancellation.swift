import ChoreoLint
import ChoreoSpec

/// `completeTransition(true)` or `completeTransition(finished)`: the transition is reported
/// finished whether or not it was cancelled.
public struct CompletionIgnoresCancellation: AuditRule {
    public init() {}

    public static let description = RuleDescription(
        id: "completion_ignores_cancellation",
        name: "Completion ignores cancellation",
        defaultSeverity: .warning,
        rationale: """
            `completeTransition(_:)` tells UIKit whether the transition happened. When an interactive \
            transition is cancelled (the user lets go of a half-finished swipe), UIKit reverses the \
            animations and they still end normally: the completion's `finished` is true. Passing \
            `true` or `finished` then reports a transition that was cancelled as done, and UIKit \
            leaves the view controller hierarchy in the state of the transition that did not happen \
            (a pop that did not pop, a dismissal whose view is gone). Pass \
            `!transitionContext.transitionWasCancelled` (`finished && \
            !transitionContext.transitionWasCancelled` is fine too). A spec's generated animator \
            always completes this way.
            """,
        triggeringExamples: [
            """
            final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    guard let toView = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(false) }
                    transitionContext.containerView.addSubview(toView)
                    toView.alpha = 0
                    UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { finished in
                        transitionContext.completeTransition(↓finished)
                    }
                }
            }
            """,
            """
            final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    let view = ctx.view(forKey: .to)!
                    ctx.containerView.addSubview(view)
                    UIView.animate(withDuration: 0.3, animations: { view.frame.origin.y = 0 }, completion: { _ in
                        ctx.completeTransition(↓true)
                    })
                }
            }
            """,
            """
            final class DissolveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    let view = ctx.view(forKey: .to)!
                    UIView.animate(withDuration: 0.3, animations: { view.alpha = 1 }, completion: ctx.↓completeTransition)
                }
            }
            """,
            """
            final class DissolveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    let finished = ctx.completeTransition
                    UIView.animate(withDuration: 0.3, animations: {}, completion: ↓finished)
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    let view = ctx.view(forKey: .to)!
                    UIView.animate(withDuration: 0.3, animations: { view.alpha = 1 }) { finished in
                        ctx.completeTransition(finished && !ctx.transitionWasCancelled)
                    }
                }
            }
            """,
            """
            final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    UIView.animate(withDuration: 0.3, animations: {}) { _ in
                        if ctx.transitionWasCancelled { ctx.completeTransition(false) } else { ctx.completeTransition(true) }
                    }
                }
            }
            """,
            """
            final class Swipe: UIPercentDrivenInteractiveTransition {
                var context: UIViewControllerContextTransitioning?
                override func finish() {
                    super.finish()
                    context?.completeTransition(true)
                }
            }
            """,
            """
            final class Notes {
                // ctx.completeTransition(true) is what the old code did
                let text = "ctx.completeTransition(true)"
                func completeTransition(_ done: Bool) {}
                func run() { completeTransition(true) }
            }
            """,
        ]
    )

    public func check(_ file: AuditedFile) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let tokens = file.tokens
        // Whether each body (by its opening token) checks the cancellation, read once per body:
        // read per call, 3,000 calls in one closure read it 3,000 times.
        var checksCancellation: [Int: Bool] = [:]
        // Names bound to `ctx.completeTransition`, by the opening token of the body they are bound in.
        var aliases: [Int: (close: Int, names: [String: (declared: Int, context: String)])] = [:]
        for index in tokens.indices where tokens[index].isIdentifier("completeTransition") {
            let chain = file.source.memberChain(endingAt: index)
            guard chain.count == 2, file.contextNames(at: index).contains(chain[0]) else { continue }
            if let reference = passedAsCompletion(at: index, context: chain[0], in: file) {
                findings.append(reference)
                continue
            }
            // `let finished = ctx.completeTransition`, then `completion: finished`.
            // The names are gathered here and their uses found in one pass over each body below
            // (a pass per name took minutes over 3,000 of them).
            if index >= 5, tokens[index - 3].isOperator("="), tokens[index - 4].kind == .identifier,
               tokens[index - 5].isIdentifier("let"),
               let body = file.bodyRange(around: index) {
                let alias = tokens[index - 4].text
                // The first binding counts (the loop meets them in order); uses come after it.
                if aliases[body.open]?.names[alias] == nil {
                    aliases[body.open, default: (body.close, [:])].names[alias] = (index, chain[0])
                }
                continue
            }
            let open = index + 1
            guard open < tokens.count, tokens[open].isPunctuation("("),
                  let close = file.source.partner[open], close == open + 2 else { continue }
            let argument = tokens[open + 1]
            guard argument.kind == .identifier, isUnconditional(argument.text, at: index, in: file) else { continue }
            // A check of the cancellation anywhere in the same closure or function (an `if` around
            // this call, a `let cancelled = …` before it) is taken as handling it.
            if let body = file.bodyRange(around: index) {
                let checks = checksCancellation[body.open] ?? file.checksCancellation(from: body.open, to: body.close)
                checksCancellation[body.open] = checks
                if checks { continue }
            }
            let hint = SpecSuggestion.hint(
                "pass '!\(chain[0]).transitionWasCancelled'", forAnimatorAt: index, in: file)
            findings.append(finding(
                "'completeTransition(\(argument.text))' reports the transition finished even when it was cancelled",
                at: open + 1, in: file, hint: hint))
        }
        for (open, body) in aliases {
            for use in (open + 1)..<min(body.close, tokens.count) where tokens[use].kind == .identifier {
                guard let alias = body.names[tokens[use].text], use > alias.declared,
                      let reference = passedAsCompletion(at: use, context: alias.context, in: file) else { continue }
                findings.append(reference)
            }
        }
        return findings
    }

    /// `animate(…, completion: ctx.completeTransition)`: the method itself handed over as the
    /// completion, which UIKit calls with `finished`.
    private func passedAsCompletion(at index: Int, context: String, in file: AuditedFile) -> Diagnostic? {
        let tokens = file.tokens
        // The reference itself (`ctx.completeTransition`) or a name it was bound to.
        let start = tokens[index].isIdentifier("completeTransition") ? index - 2 : index
        guard start >= 2, tokens[start - 1].isPunctuation(":"),
              TransitionVocabulary.completionLabels.contains(tokens[start - 2].text),
              index + 1 < tokens.count, tokens[index + 1].isPunctuation(")") || tokens[index + 1].isPunctuation(",")
        else { return nil }
        return finding(
            "'completeTransition' passed as the completion is called with 'finished', which is true when the transition was cancelled too",
            at: index, in: file,
            hint: SpecSuggestion.hint(
                "complete in a closure: '{ _ in \(context).completeTransition(!\(context).transitionWasCancelled) }'",
                forAnimatorAt: index, in: file))
    }

    /// `true`, or the Bool an enclosing animation completion was handed.
    private func isUnconditional(_ argument: String, at index: Int, in file: AuditedFile) -> Bool {
        if argument == "true" { return true }
        return file.enclosingClosures(of: index).contains { entry in
            entry.closure.parameters.first == argument && file.isAnimationCompletion(entry.closure)
        }
    }
}
