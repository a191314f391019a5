/// Local names and what they were bound to, read from `let`/`var`/`guard let`/`if let` in a
/// range of tokens: rules use them to know that `fromView` is the transition's from-view or
/// that `container` is the transition's container view.
struct Binding {
    var name: String
    /// Token index of the name.
    var nameToken: Int
    /// The tokens of the bound expression: from after `=` to the end of the statement or the
    /// condition (a top-level `,`, `else`, `{`, `;`, or a new line).
    var value: Range<Int>
}

extension AuditedFile {
    /// Every binding between the token indices (exclusive).
    func bindings(from start: Int, to end: Int) -> [Binding] {
        var result: [Binding] = []
        var index = start + 1
        while index < min(end, tokens.count) - 2 {
            defer { index += 1 }
            guard tokens[index].isIdentifier("let") || tokens[index].isIdentifier("var"),
                  tokens[index + 1].kind == .identifier else { continue }
            var cursor = index + 2
            // `let name: Type = …`
            if tokens[cursor].isPunctuation(":") {
                while cursor < end, !tokens[cursor].isOperator("="), tokens[cursor].location.line == tokens[index].location.line { cursor += 1 }
            }
            guard cursor < end, tokens[cursor].isOperator("=") else { continue }
            let valueStart = cursor + 1
            var valueEnd = valueStart
            while valueEnd < end {
                let token = tokens[valueEnd]
                if valueEnd > valueStart, token.location.line != tokens[valueEnd - 1].endLine,
                   token.kind == .identifier || token.isPunctuation("}") {
                    break
                }
                if token.isPunctuation(",") || token.isPunctuation(";") || token.isPunctuation("{") || token.isPunctuation("}")
                    || token.isIdentifier("else") {
                    break
                }
                if token.kind == .punctuation, token.text == "(" || token.text == "[", let close = source.partner[valueEnd] {
                    valueEnd = close + 1
                    continue
                }
                valueEnd += 1
            }
            result.append(Binding(name: tokens[index + 1].text, nameToken: index + 1, value: valueStart..<valueEnd))
        }
        return result
    }

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
}

extension AuditedFile {
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
