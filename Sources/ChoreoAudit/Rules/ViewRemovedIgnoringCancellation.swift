import ChoreoLint
import ChoreoSpec

/// The from- or to-view removed in an animation's completion whether or not the transition was
/// cancelled.
public struct ViewRemovedIgnoringCancellation: AuditRule {
    public init() {}

    public static let description = RuleDescription(
        id: "view_removed_ignoring_cancellation",
        name: "View removed without checking cancellation",
        defaultSeverity: .warning,
        rationale: """
            When an interactive transition is cancelled, its animations run back and their \
            completions still run, with `finished` true. A completion that removes the \
            transition's from-view (or to-view) unconditionally therefore removes it in the \
            cancelled case too: the user lets go of a half swipe back and is left looking at an \
            empty container, or at the view they did not go to. Only remove the view when \
            `!transitionContext.transitionWasCancelled`, and put it back otherwise. Snapshots and \
            views the animator made itself are not concerned: remove those either way. A spec's \
            generated animator restores the views on cancellation.
            """,
        triggeringExamples: [
            """
            final class DismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    guard let fromView = ctx.view(forKey: .from) else { return ctx.completeTransition(false) }
                    UIView.animate(withDuration: 0.3, animations: { fromView.alpha = 0 }) { _ in
                        fromView.↓removeFromSuperview()
                        ctx.completeTransition(!ctx.transitionWasCancelled)
                    }
                }
            }
            """,
            """
            final class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    let fromVC = ctx.viewController(forKey: .from)!
                    UIView.animate(withDuration: 0.3, animations: { fromVC.view.alpha = 0 }, completion: { finished in
                        if finished { fromVC.view.↓removeFromSuperview() }
                        ctx.completeTransition(!ctx.transitionWasCancelled)
                    })
                }
            }
            """,
            """
            final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    let (fromView, toView, _) = retrieveViews(transitionContext: ctx)
                    zoom(toView) {
                        fromView?.↓removeFromSuperview()
                        ctx.completeTransition(!ctx.transitionWasCancelled)
                    }
                }
                private func zoom(_ view: UIView?, completion: @escaping () -> Void) {
                    UIView.animate(withDuration: 0.3, animations: { view?.alpha = 1 }, completion: { _ in completion() })
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class DismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    guard let fromView = ctx.view(forKey: .from) else { return ctx.completeTransition(false) }
                    UIView.animate(withDuration: 0.3, animations: { fromView.alpha = 0 }) { _ in
                        let cancelled = ctx.transitionWasCancelled
                        if !cancelled { fromView.removeFromSuperview() }
                        ctx.completeTransition(!cancelled)
                    }
                }
            }
            """,
            """
            final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                    let fromVC = ctx.viewController(forKey: .from)!
                    let snapshot = fromVC.view.snapshotView(afterScreenUpdates: false)!
                    ctx.containerView.addSubview(snapshot)
                    UIView.animate(withDuration: 0.3, animations: { snapshot.alpha = 0 }) { _ in
                        snapshot.removeFromSuperview()
                        ctx.completeTransition(!ctx.transitionWasCancelled)
                    }
                }
            }
            """,
        ]
    )

    public func check(_ file: AuditedFile) -> [Diagnostic] {
        run(file).findings
    }

    /// The removal, when it is a statement of its own, is wrapped in
    /// `if !ctx.transitionWasCancelled { … }`.
    public func fixes(_ file: AuditedFile) -> [AuditFix] {
        run(file).fixes
    }

    private func run(_ file: AuditedFile) -> (findings: [Diagnostic], fixes: [AuditFix]) {
        let tokens = file.tokens
        var findings: [Diagnostic] = []
        var fixes: [AuditFix] = []
        var views: [Int: Set<String>] = [:]
        // Whether each completion (by scope) looks at the cancellation, read once per completion,
        // not once per removal in it (3,000 removals in one completion took 36 s).
        var checksCancellation: [Int: Bool] = [:]
        for index in tokens.indices where tokens[index].isIdentifier("removeFromSuperview") {
            guard index + 1 < tokens.count, tokens[index + 1].isPunctuation("("), index > 1,
                  tokens[index - 1].isPunctuation("."), file.isAnimatorCode(index),
                  let completion = file.enclosingClosures(of: index).first(where: { file.isAnimationCompletion($0.closure) }),
                  let function = file.source.enclosingFunctions(of: index).last else { continue }
            let names = views[function.scope] ?? transitionViews(in: file.source.scopes[function.scope], file: file)
            views[function.scope] = names
            guard let receiver = removedView(before: index - 1, views: names, in: file) else { continue }
            let closure = file.source.scopes[completion.scope]
            // Any look at the cancellation or at where an animator stopped (`position == .end`)
            // in the completion is taken as handling it.
            let checks = checksCancellation[completion.scope]
                ?? file.checksCancellation(from: closure.open, to: closure.close, alsoAccepting: ["end", "isReversed"])
            checksCancellation[completion.scope] = checks
            if checks { continue }
            let found = finding(
                "'\(receiver)' is removed when the animation ends even if the transition was cancelled",
                at: index, in: file,
                hint: SpecSuggestion.hint("remove it only when '!transitionContext.transitionWasCancelled'", forAnimatorAt: index, in: file))
            findings.append(found)
            if let fix = wrap(removalAt: index, in: file, finding: found) { fixes.append(fix) }
        }
        return (findings, fixes)
    }

    /// `x.removeFromSuperview()` on a line of its own → `if !ctx.transitionWasCancelled { x.removeFromSuperview() }`.
    private func wrap(removalAt index: Int, in file: AuditedFile, finding: Diagnostic) -> AuditFix? {
        let tokens = file.tokens
        guard let context = file.contextNames(at: index).sorted().first, index + 2 < tokens.count,
              tokens[index + 1].isPunctuation("("), tokens[index + 2].isPunctuation(")") else { return nil }
        let end = index + 2
        // The receiver: a member chain, with calls (`view(forKey: .from)`) and `?`/`!` in it.
        var start = index - 1
        while start > 0 {
            let previous = tokens[start - 1]
            if previous.isPunctuation(")"), let open = file.source.partner[start - 1], tokens[start].isPunctuation(".") || tokens[start].kind == .operator {
                start = open
                if start > 0, tokens[start - 1].kind == .identifier { start -= 1 }
                continue
            }
            if previous.isPunctuation(".") || previous.isOperator("?") || previous.isOperator("!")
                || previous.kind == .identifier && (tokens[start].isPunctuation(".") || tokens[start].kind == .operator) {
                start -= 1
                continue
            }
            break
        }
        // Only a statement of its own: what comes before and after it is on other lines or ends a statement.
        let before = start > 0 ? tokens[start - 1] : nil
        let after = end + 1 < tokens.count ? tokens[end + 1] : nil
        guard tokens[start].kind == .identifier,
              before.map({ $0.endLine < tokens[start].location.line || $0.isPunctuation("{") || $0.isPunctuation(";") }) ?? true,
              after.map({ $0.location.line > tokens[end].location.line || $0.isPunctuation("}") || $0.isPunctuation(";") }) ?? true
        else { return nil }
        let first = tokens[start]
        let close = tokens[end].location.offset
        let statement = tokens[start...end].map(\.text).joined()
        return AuditFix(
            finding: finding, summary: "'\(statement)' → 'if !\(context).transitionWasCancelled { \(statement) }'",
            edits: [
                AuditEdit(range: first.location.offset..<(first.location.offset + first.text.utf8.count), expected: first.text,
                          replacement: "if !\(context).transitionWasCancelled { \(first.text)"),
                AuditEdit(range: close..<(close + 1), expected: ")", replacement: ") }"),
            ])
    }

    /// Names bound to the transition's views in the function: `view(forKey:)`, or the `view` of a
    /// controller from `viewController(forKey:)`.
    private func transitionViews(in function: Scope, file: AuditedFile) -> Set<String> {
        let bindings = file.bindings(from: function.open, to: function.close)
        var controllers: Set<String> = []
        var views: Set<String> = []
        for binding in bindings {
            let value = binding.value
            if file.calls("viewController", in: value), !file.mentions("view", from: value.lowerBound - 1, to: value.upperBound) {
                controllers.insert(binding.name)
            }
        }
        for binding in bindings {
            let value = binding.value
            var last = value.upperBound - 1
            while last > value.lowerBound, file.tokens[last].isOperator("!") || file.tokens[last].isOperator("?") { last -= 1 }
            let viewForKey = file.calls("view", in: value) && file.mentions("forKey", from: value.lowerBound - 1, to: value.upperBound)
            let controllerView = value.count > 0 && file.tokens[last].isIdentifier("view")
                && (file.calls("viewController", in: value) || controllers.contains(file.tokens[value.lowerBound].text))
            if viewForKey && !file.mentions("snapshotView", from: value.lowerBound - 1, to: value.upperBound) || controllerView {
                views.insert(binding.name)
            }
        }
        return views.union(controllers.map { $0 + ".view" }).union(destructuredViews(in: function, file: file))
    }

    /// `let (fromView, toView, container) = retrieveViews(transitionContext: ctx)`: a helper handed
    /// the context returns the transition's views, known by their names (`fromView`, `toView`,
    /// `tempFromView`), since the helper's body may be in another file.
    private func destructuredViews(in function: Scope, file: AuditedFile) -> Set<String> {
        let tokens = file.tokens
        var views: Set<String> = []
        var index = function.open + 1
        while index + 1 < function.close {
            defer { index += 1 }
            guard tokens[index].isIdentifier("let") || tokens[index].isIdentifier("var"), tokens[index + 1].isPunctuation("("),
                  let close = file.source.partner[index + 1], close + 1 < function.close, tokens[close + 1].isOperator("=") else { continue }
            var end = close + 2
            while end < function.close, tokens[end].location.line == tokens[close + 1].location.line { end += 1 }
            let contexts = file.contextNames(at: index)
            guard file.mentions(from: close + 1, to: end, where: { contexts.contains($0) }) else { continue }
            for name in tokens[(index + 2)..<close] where name.kind == .identifier {
                let lowered = name.text.lowercased()
                if lowered.hasSuffix("fromview") || lowered.hasSuffix("toview") { views.insert(name.text) }
            }
        }
        return views
    }

    /// The receiver of `.removeFromSuperview()` (the `.` at `dot`) when it is a transition view.
    private func removedView(before dot: Int, views: Set<String>, in file: AuditedFile) -> String? {
        var end = dot - 1
        while end >= 0, file.tokens[end].isOperator("?") || file.tokens[end].isOperator("!") { end -= 1 }
        guard end >= 0 else { return nil }
        if file.tokens[end].isPunctuation(")"), let open = file.source.partner[end], open > 0,
           file.tokens[open - 1].isIdentifier("view"), file.mentions("forKey", from: open, to: end) {
            return "view(forKey:)"
        }
        let chain = file.source.memberChain(endingAt: end).filter { $0 != "self" }
        let name = chain.joined(separator: ".")
        return views.contains(name) ? name : nil
    }
}
