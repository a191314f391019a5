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
            """
            final class CoverAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    let view = ctx.view(forKey: .to)!
                    ctx.containerView.addSubview(view)
                    slide(view) { finished in
                        ctx.completeTransition(↓finished)
                    }
                }
                private func slide(_ view: UIView, completion: @escaping (Bool) -> Void) {
                    UIView.animate(withDuration: 0.3, animations: { view.frame.origin.y = 0 }, completion: completion)
                }
            }
            """,
            """
            final class DropAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
                private var context: UIViewControllerContextTransitioning?
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    context = ctx
                    let animation = CABasicAnimation(keyPath: "opacity")
                    animation.delegate = self
                    ctx.view(forKey: .to)?.layer.add(animation, forKey: nil)
                }
                func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                    context?.completeTransition(↓flag)
                }
            }
            """,
            """
            final class MenuAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
                private var animationContext: UIViewControllerContextTransitioning!
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    animationContext = ctx
                }
                func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
                    animator.removeAllBehaviors()
                    animationContext.completeTransition(↓true)
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class RemoteAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    Loader.shared.load(completionHandler: { loaded in
                        ctx.completeTransition(loaded)
                    })
                }
            }
            """,
            """
            final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    let toView = ctx.view(forKey: .to)!
                    ctx.containerView.addSubview(toView)
                    ctx.completeTransition(true)
                    UIView.animate(withDuration: 0.3) { toView.alpha = 1 }
                }
            }
            """,
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
        run(file).findings
    }

    /// `completeTransition(true)` and `completeTransition(finished)` report the cancellation
    /// instead; a method reference passed as the completion is left for a person to rewrite.
    public func fixes(_ file: AuditedFile) -> [AuditFix] {
        run(file).fixes
    }

    /// `!ctx.transitionWasCancelled` for the receiver of the `completeTransition` at `index`, spelled
    /// as the code spells it (`self.context?` gives `!(self.context?.transitionWasCancelled ?? false)`).
    static func notCancelled(receiverOf index: Int, in file: AuditedFile) -> String? {
        let tokens = file.tokens
        guard index >= 2, tokens[index - 1].isPunctuation(".") else { return nil }
        var start = index - 2
        while start > 0, tokens[start - 1].isPunctuation(".") || tokens[start - 1].isOperator("?") || tokens[start - 1].isOperator("!")
                || tokens[start - 1].kind == .identifier && (tokens[start].isPunctuation(".") || tokens[start].kind == .operator) {
            start -= 1
        }
        guard tokens[start].kind == .identifier else { return nil }
        let receiver = tokens[start...(index - 2)].map(\.text).joined()
        return receiver.contains("?") ? "!(\(receiver).transitionWasCancelled ?? false)" : "!\(receiver).transitionWasCancelled"
    }

    private func run(_ file: AuditedFile) -> (findings: [Diagnostic], fixes: [AuditFix]) {
        var fixes: [AuditFix] = []
        var handled: [Int: Bool] = [:]
        var findings: [Diagnostic] = []
        let tokens = file.tokens
        for index in tokens.indices where tokens[index].isIdentifier("completeTransition") {
            guard let context = Self.context(completedAt: index, in: file) else { continue }
            if let reference = passedAsCompletion(at: index, context: context, in: file) {
                findings.append(reference)
                continue
            }
            // `let finished = ctx.completeTransition`, then `completion: finished`.
            if index >= 5, tokens[index - 3].isOperator("="), tokens[index - 4].kind == .identifier,
               tokens[index - 5].isIdentifier("let"),
               let body = file.bodyRange(around: index) {
                let alias = tokens[index - 4].text
                for use in (index + 1)..<body.close where tokens[use].isIdentifier(alias) {
                    if let reference = passedAsCompletion(at: use, context: context, in: file) { findings.append(reference) }
                }
                continue
            }
            guard let argument = Self.unconditionalArgument(at: index, in: file) else { continue }
            // Before anything animated nothing can have been cancelled: whether an early exit
            // should report `false` is `completion_on_early_exit`'s question.
            guard file.completionMoment(at: index) == .afterAnimating else { continue }
            // A check of the cancellation in the same closure or function (an `if` around this
            // call, a `let cancelled = …` before it) is taken as handling it.
            // Read once per body: a function of many completions is not read once per completion.
            if let body = file.bodyRange(around: index) {
                let checks = handled[body.open] ?? file.checksCancellation(from: body.open, to: body.close)
                handled[body.open] = checks
                if checks { continue }
            }
            let hint = SpecSuggestion.hint(
                "pass '!\(context).transitionWasCancelled'", forAnimatorAt: index, in: file)
            let found = finding(
                "'completeTransition(\(tokens[argument].text))' reports the transition finished even when it was cancelled",
                at: argument, in: file, hint: hint)
            findings.append(found)
            if let replacement = Self.notCancelled(receiverOf: index, in: file) {
                fixes.append(replacing(argument, with: replacement, in: file, finding: found))
            }
        }
        return (findings, fixes)
    }

    /// The name of the context whose `completeTransition` the token at `index` is: a parameter
    /// typed as the context, or a stored context in a callback that runs as an animation ends
    /// (`self.context?.completeTransition` in `animationDidStop(_:finished:)`).
    static func context(completedAt index: Int, in file: AuditedFile) -> String? {
        var chain = file.source.memberChain(endingAt: index)
        if chain.first == "self" { chain.removeFirst() }
        guard chain.count == 2 else { return nil }
        if file.contextNames(at: index).contains(chain[0]) { return chain[0] }
        return file.storedContextNames(inAnimationEndAt: index).contains(chain[0]) ? chain[0] : nil
    }

    /// The token of a `completeTransition(…)` argument that does not depend on the
    /// cancellation: `true`, the Bool an enclosing animation completion was handed, or the
    /// `finished` flag of `animationDidStop(_:finished:)`.
    static func unconditionalArgument(at index: Int, in file: AuditedFile) -> Int? {
        let tokens = file.tokens
        let open = index + 1
        guard open < tokens.count, tokens[open].isPunctuation("("),
              let close = file.source.partner[open], close == open + 2, tokens[open + 1].kind == .identifier else { return nil }
        let argument = tokens[open + 1].text
        if argument == "true" { return open + 1 }
        if file.enclosingClosures(of: index).contains(where: { entry in
            entry.closure.parameters.first == argument && file.isAnimationCompletion(entry.closure)
        }) {
            return open + 1
        }
        if let function = file.source.enclosingFunctions(of: index).last?.declaration,
           TransitionVocabulary.animationEndCallbacks.contains(function.name),
           function.parameters.contains(where: { $0.name == argument && $0.label == "finished" }) {
            return open + 1
        }
        return nil
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
}
