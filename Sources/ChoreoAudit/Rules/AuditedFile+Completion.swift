/// Where a `completeTransition(_:)` call runs, which decides whether a cancellation can have
/// happened before it: only after an animation has started can an interactive transition be
/// cancelled, so `completeTransition(true)` ignores the cancellation only on the paths after one.
enum CompletionMoment: Equatable {
    /// In a closure (an animation's completion, a delayed block, a helper's callback), or in
    /// the body after an animation started: the transition may have been cancelled by then.
    case afterAnimating
    /// In the function's own body before anything was animated, on a way out (a `guard … else`
    /// block, a block that returns, `return ctx.completeTransition(…)`): nothing was shown.
    case earlyExit
    /// In the function's own body before anything was animated, on the main path: the
    /// transition ends at once (the animator animates afterwards, or not at all).
    case beforeAnimating
}

extension AuditedFile {
    /// Calls that start an animation, or hand work to code that will run later.
    static let animationStarters: Set<String> = [
        "animate", "animateKeyframes", "transition", "perform", "startAnimation", "animateAlongsideTransition",
        "UIViewPropertyAnimator", "add", "addAnimation", "commitAnimations", "addBehavior", "startInteractiveTransition",
    ]

    /// Calls that put a view in place.
    static let placementCalls: Set<String> = ["addSubview", "insertSubview"]

    /// When the `completeTransition` token at `index` runs, in the innermost function around it.
    /// Only `animateTransition(using:)`, the functions of the file it calls, and functions that
    /// start an animation themselves (`animateWithCATransition(context:)` in a protocol
    /// extension) begin the transition; any other function may run when an animation ended.
    /// Answered from `animationStarts` in time proportional to the nesting, so a function of
    /// many completions is read once, not once per completion.
    func completionMoment(at index: Int) -> CompletionMoment {
        if !enclosingClosures(of: index).isEmpty { return .afterAnimating }
        guard let function = source.enclosingFunctions(of: index).first else { return .afterAnimating }
        guard function.declaration.name == "animateTransition" || transitionEntryHelpers.contains(function.declaration.name)
                || (animationStarts.lastInFunction[function.scope] ?? -1) > index else { return .afterAnimating }
        // Something started before `index` on the way to it: in the function's body itself or in
        // a block around `index` (not in another branch).
        var placed = false
        for scope in source.enclosingScopes(of: index) {
            if let first = animationStarts.firstInScope[scope], first < index { return .afterAnimating }
            if let first = animationStarts.firstPlacementInScope[scope], first < index { placed = true }
            if scope == function.scope { break }
        }
        // A way out taken after a view was put in the container reports a transition that did
        // happen, without animation: `true` may be right there.
        return !placed && isOnWayOut(index, function: function.scope) ? .earlyExit : .beforeAnimating
    }

    /// Where animations start in the file: the first start directly in each scope (a call of an
    /// animation API, or a closure handed to anyone, at that scope's own level) and the last
    /// start anywhere in each function.
    static func animationStarts(in source: SwiftSource) -> AnimationStarts {
        var starts = AnimationStarts()
        func record(_ position: Int) {
            if let scope = source.scopeOfToken[position] {
                starts.firstInScope[scope] = min(starts.firstInScope[scope] ?? position, position)
            }
            for scope in source.enclosingScopes(of: position) {
                if case .function = source.scopes[scope].kind {
                    starts.lastInFunction[scope] = max(starts.lastInFunction[scope] ?? position, position)
                    break
                }
            }
        }
        let tokens = source.tokens
        for scope in source.scopes {
            if case .closure = scope.kind { record(scope.open) }
        }
        for index in tokens.indices where tokens[index].kind == .identifier && animationStarters.contains(tokens[index].text) {
            if index + 1 < tokens.count, tokens[index + 1].isPunctuation("(") || tokens[index + 1].isPunctuation("{") { record(index) }
        }
        // Views put in place (`addSubview`, `insertSubview(_:…)`), by the scope they are called in.
        for index in tokens.indices where tokens[index].kind == .identifier && placementCalls.contains(tokens[index].text) {
            guard index + 1 < tokens.count, tokens[index + 1].isPunctuation("("), let scope = source.scopeOfToken[index] else { continue }
            starts.firstPlacementInScope[scope] = min(starts.firstPlacementInScope[scope] ?? index, index)
        }
        // The last `return` directly in each block, for `isOnWayOut`.
        for index in tokens.indices where tokens[index].isIdentifier("return") {
            if let scope = source.scopeOfToken[index] { starts.lastReturnInScope[scope] = index }
        }
        return starts
    }

    /// Whether the statement at `index` leaves the function: `return ctx.completeTransition(…)`,
    /// or a call in a `guard … else` block or in a block that returns after it.
    private func isOnWayOut(_ index: Int, function: Int) -> Bool {
        var start = index
        while start > 0, tokens[start - 1].isPunctuation(".") || tokens[start - 1].kind == .identifier && !tokens[start - 1].isIdentifier("return")
                || tokens[start - 1].isOperator("?") || tokens[start - 1].isOperator("!") {
            start -= 1
        }
        if start > 0, tokens[start - 1].isIdentifier("return") { return true }
        guard let block = source.enclosingScopes(of: index).first, block != function,
              case .block = source.scopes[block].kind else { return false }
        let scope = source.scopes[block]
        if scope.open >= 1, tokens[scope.open - 1].isIdentifier("else"), isGuardElse(scope.open - 1) { return true }
        return (animationStarts.lastReturnInScope[block] ?? -1) > index
    }

    /// Whether the `else` at `index` belongs to a `guard` (no `}` of an `if` block before it).
    private func isGuardElse(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        return !tokens[index - 1].isPunctuation("}")
    }

    /// Functions of the file that an `animateTransition(using:)` of the file calls in its own
    /// body (not in a closure): where an animator's work starts.
    static func transitionEntryHelpers(in source: SwiftSource, functions: [String: [Int]]) -> Set<String> {
        var helpers: Set<String> = []
        for scopeIndex in functions["animateTransition"] ?? [] {
            let scope = source.scopes[scopeIndex]
            for index in (scope.open + 1)..<scope.close where source.tokens[index].kind == .identifier {
                let name = source.tokens[index].text
                guard name != "animateTransition", functions[name] != nil, source.token(index + 1)?.isPunctuation("(") == true
                else { continue }
                let closures = source.enclosingScopes(of: index).prefix { $0 != scopeIndex }.filter {
                    if case .closure = source.scopes[$0].kind { return true } else { return false }
                }
                if closures.isEmpty { helpers.insert(name) }
            }
        }
        return helpers
    }
}

/// Where a file's animations start (see `AuditedFile.animationStarts(in:)`), by scope index.
struct AnimationStarts: Sendable {
    var firstInScope: [Int: Int] = [:]
    var lastInFunction: [Int: Int] = [:]
    var lastReturnInScope: [Int: Int] = [:]
    var firstPlacementInScope: [Int: Int] = [:]
}
