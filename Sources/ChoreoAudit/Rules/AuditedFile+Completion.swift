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

    /// When the `completeTransition` token at `index` runs, in the innermost function around it.
    /// Only `animateTransition(using:)`, the functions of the file it calls, and functions that
    /// start an animation themselves (`animateWithCATransition(context:)` in a protocol
    /// extension) begin the transition; any other function may run when an animation ended.
    func completionMoment(at index: Int) -> CompletionMoment {
        if !enclosingClosures(of: index).isEmpty { return .afterAnimating }
        guard let function = source.enclosingFunctions(of: index).first else { return .afterAnimating }
        let body = source.scopes[function.scope]
        guard function.declaration.name == "animateTransition" || transitionEntryHelpers.contains(function.declaration.name)
                || startsAnimation(in: (index + 1)..<body.close) else { return .afterAnimating }
        let skipped = otherBranches(before: index, in: function.scope)
        var cursor = body.open + 1
        while cursor < index {
            if let range = skipped.first(where: { $0.contains(cursor) }) {
                cursor = range.upperBound
                continue
            }
            let token = tokens[cursor]
            // A closure on the way was handed to someone: an animation, a timer, a helper.
            if token.isPunctuation("{"), cursor + 1 < tokens.count, let scope = source.scopeOfToken[cursor + 1],
               source.scopes[scope].open == cursor, case .closure = source.scopes[scope].kind {
                return .afterAnimating
            }
            if token.kind == .identifier, Self.animationStarters.contains(token.text),
               cursor + 1 < tokens.count, tokens[cursor + 1].isPunctuation("(") || tokens[cursor + 1].isPunctuation("{") {
                return .afterAnimating
            }
            cursor += 1
        }
        return isOnWayOut(index, function: function.scope) ? .earlyExit : .beforeAnimating
    }

    /// Whether the tokens call something that starts an animation.
    private func startsAnimation(in range: Range<Int>) -> Bool {
        range.contains { index in
            tokens[index].kind == .identifier && Self.animationStarters.contains(tokens[index].text)
                && index + 1 < tokens.count && (tokens[index + 1].isPunctuation("(") || tokens[index + 1].isPunctuation("{"))
        }
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

    /// The function's own blocks that start before `index` and do not hold it (other
    /// branches), as token ranges, except `defer` blocks.
    func otherBranches(before index: Int, in function: Int) -> [Range<Int>] {
        let enclosing = Set(source.enclosingScopes(of: index))
        var skipped: [Range<Int>] = []
        for scopeIndex in (function + 1)..<source.scopes.count {
            let scope = source.scopes[scopeIndex]
            if scope.open >= index { break }
            guard case .block = scope.kind, !enclosing.contains(scopeIndex),
                  source.returnTarget(of: scope.open) == function,
                  !tokens[scope.open - 1].isIdentifier("defer") else { continue }
            skipped.append(scope.open..<(scope.close + 1))
        }
        return skipped
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
        return ((index + 1)..<scope.close).contains { tokens[$0].isIdentifier("return") && source.returnTarget(of: $0) == function }
    }

    /// Whether the `else` at `index` belongs to a `guard` (no `}` of an `if` block before it).
    private func isGuardElse(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        return !tokens[index - 1].isPunctuation("}")
    }
}
