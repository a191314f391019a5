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
}
