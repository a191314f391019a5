/// Questions about stretches of code that several rules ask.
extension AuditedFile {
    /// Whether the tokens in `range` call `name(`.
    func calls(_ name: String, in range: Range<Int>) -> Bool {
        range.contains { index in
            tokens[index].isIdentifier(name) && index + 1 < tokens.count && tokens[index + 1].isPunctuation("(")
        }
    }

    /// Whether `name` is used as a value between the indices: passed, assigned, captured in a
    /// list, anything but the receiver of a member access. A context used as a value may be
    /// completed by whoever receives it.
    func escapes(_ name: String, from start: Int, to end: Int) -> Bool {
        guard start + 1 < end else { return false }
        for index in (start + 1)..<min(end, tokens.count) where tokens[index].isIdentifier(name) {
            if index > 0, tokens[index - 1].isPunctuation(".") { continue }
            var next = index + 1
            while next < tokens.count, tokens[next].isOperator("?") || tokens[next].isOperator("!") { next += 1 }
            if next < tokens.count, tokens[next].isPunctuation(".") { continue }
            return true
        }
        return false
    }

    /// The innermost function or closure scope around `index`, as (open, close) token indices.
    func bodyRange(around index: Int) -> (open: Int, close: Int)? {
        guard let scope = source.returnTarget(of: index) else { return nil }
        return (source.scopes[scope].open, source.scopes[scope].close)
    }

    /// Whether the code between the indices looks at the cancellation (an identifier containing
    /// "ancel", or one of `extra`) anywhere but inside a `completeTransition(…)` argument, which
    /// reports the cancellation rather than acting on it.
    func checksCancellation(from start: Int, to end: Int, alsoAccepting extra: Set<String> = []) -> Bool {
        var index = start + 1
        while index < min(end, tokens.count) {
            let token = tokens[index]
            if token.isIdentifier("completeTransition"), index + 1 < tokens.count, tokens[index + 1].isPunctuation("("),
               let close = source.partner[index + 1] {
                index = close + 1
                continue
            }
            if token.kind == .identifier, token.text.contains("ancel") || extra.contains(token.text) { return true }
            index += 1
        }
        return false
    }
}
