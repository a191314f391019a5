/// Finds what each `{` of a file opens: declarations are recognised from their keyword forward
/// (`class Foo: Bar {`, `func f(…) -> T {`), every other brace from what stands before it (a
/// control-flow keyword in the same statement makes a block; anything else is a closure).
struct ScopeBuilder {
    let tokens: [SwiftToken]
    let partner: [Int?]
    /// What each declaration's body brace opens, found before the walk reaches the brace.
    private var declared: [Int: Scope.Kind] = [:]

    init(tokens: [SwiftToken], partner: [Int?]) {
        self.tokens = tokens
        self.partner = partner
    }

    static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
    static let controlKeywords: Set<String> = ["if", "guard", "else", "while", "for", "switch", "do", "catch", "repeat", "defer"]
    /// Words that start a new declaration: a function without a body (a protocol requirement)
    /// ends where one of these begins.
    static let declarationKeywords: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "class", "struct", "enum", "extension", "actor",
        "protocol", "case", "typealias", "associatedtype", "import", "static", "private", "fileprivate",
        "internal", "public", "open", "override", "final", "required", "convenience", "mutating", "nonmutating",
        "lazy", "weak", "unowned", "dynamic", "return",
    ]
    static let accessorKeywords: Set<String> = ["get", "set", "willSet", "didSet", "_read", "_modify"]

    mutating func build() -> [Scope] {
        for index in tokens.indices where tokens[index].kind == .identifier {
            declare(at: index)
        }
        var scopes: [Scope] = []
        var stack: [Int] = []
        for index in tokens.indices where tokens[index].kind == .punctuation {
            if tokens[index].text == "{" {
                let kind = declared[index] ?? classify(braceAt: index)
                let close = partner[index] ?? tokens.count
                scopes.append(Scope(kind: kind, open: index, close: close, parent: stack.last))
                stack.append(scopes.count - 1)
            } else if tokens[index].text == "}", let last = stack.last, scopes[last].close == index {
                stack.removeLast()
            }
        }
        return scopes
    }

    // MARK: - Declarations

    private mutating func declare(at index: Int) {
        let word = tokens[index].text
        if index > 0, tokens[index - 1].isPunctuation(".") { return }
        if Self.typeKeywords.contains(word) {
            declareType(at: index)
        } else if word == "func" || word == "init" || word == "deinit" || word == "subscript" {
            declareFunction(at: index)
        } else if word == "var" || word == "let" {
            declareComputedProperty(at: index)
        }
    }

    private mutating func declareType(at index: Int) {
        guard let nameToken = token(index + 1), nameToken.kind == .identifier,
              !Self.declarationKeywords.contains(nameToken.text) else { return }
        var name = nameToken.text
        var cursor = index + 2
        // `extension Module.Type`
        while token(cursor)?.isPunctuation(".") == true, let next = token(cursor + 1), next.kind == .identifier {
            name = next.text
            cursor += 2
        }
        cursor = skipGenericClause(at: cursor)
        var inherits: [String] = []
        var inInheritance = false
        while let current = token(cursor) {
            if current.isPunctuation("{") {
                declared[cursor] = .type(TypeDeclaration(keyword: tokens[index].text, name: name, inherits: inherits))
                return
            }
            if current.isPunctuation("}") || current.isPunctuation(";") { return }
            if current.isPunctuation(":"), !inInheritance {
                inInheritance = true
            } else if current.isIdentifier("where") {
                inInheritance = false
            } else if inInheritance, current.kind == .identifier, token(cursor + 1)?.isPunctuation(".") != true {
                inherits.append(current.text)
            }
            cursor = skipGroup(at: cursor) + 1
        }
    }

    private mutating func declareFunction(at index: Int) {
        var cursor = index + 1
        var name = tokens[index].text
        if tokens[index].text == "func" {
            guard let nameToken = token(cursor) else { return }
            name = nameToken.text
            cursor += 1
        }
        let nameToken = tokens[index].text == "func" ? index + 1 : index
        var parameters: [Parameter] = []
        if name != "deinit" {
            // Skip a generic clause and `init?`/`init!` up to the parameter list.
            while let current = token(cursor), !current.isPunctuation("(") {
                if current.isPunctuation("{") || current.isPunctuation("}") || current.isPunctuation(";") { return }
                cursor += 1
            }
            guard cursor < tokens.count, let close = partner[cursor] else { return }
            parameters = Self.parameters(Array(tokens[(cursor + 1)..<close]))
            cursor = close + 1
        }
        while let current = token(cursor) {
            if current.isPunctuation("{") {
                declared[cursor] = .function(FunctionDeclaration(name: name, parameters: parameters, nameToken: nameToken))
                return
            }
            if current.isPunctuation("}") || current.isPunctuation(";") || current.isOperator("=") { return }
            if current.kind == .identifier, Self.declarationKeywords.contains(current.text) { return }
            cursor = skipGroup(at: cursor) + 1
        }
    }

    /// `var name: Type { … }` (no `=`): a computed property, whose accessors are function bodies.
    private mutating func declareComputedProperty(at index: Int) {
        guard let nameToken = token(index + 1), nameToken.kind == .identifier, token(index + 2)?.isPunctuation(":") == true else { return }
        var cursor = index + 3
        while let current = token(cursor) {
            if current.isPunctuation("{") {
                declared[cursor] = .function(FunctionDeclaration(name: nameToken.text, parameters: [], nameToken: index + 1))
                return
            }
            if current.isPunctuation("}") || current.isPunctuation(";") || current.kind == .operator && current.text == "=" { return }
            if current.kind == .identifier, Self.declarationKeywords.contains(current.text) { return }
            // A property's type and its accessor block are on one line; a new line without a
            // brace is a stored property followed by other code.
            if current.location.line != nameToken.location.line { return }
            cursor = skipGroup(at: cursor) + 1
        }
    }

    /// `using transitionContext: any UIViewControllerContextTransitioning, _ x: Int = 0`
    static func parameters(_ tokens: [SwiftToken]) -> [Parameter] {
        var result: [Parameter] = []
        var depth = 0
        var current: [SwiftToken] = []
        func flush() {
            defer { current = [] }
            guard let colon = current.firstIndex(where: { $0.isPunctuation(":") }) else { return }
            let names = current[..<colon].filter { $0.kind == .identifier && !["inout", "borrowing", "consuming"].contains($0.text) }
            guard let name = names.last?.text else { return }
            var label: String? = names.count > 1 ? names.first?.text : nil
            if label == "_" || label == name { label = nil }
            var typeNames: [String] = []
            for token in current[(colon + 1)...] {
                if token.isOperator("=") { break }
                if token.kind == .identifier { typeNames.append(token.text) }
            }
            result.append(Parameter(label: label, name: name, typeNames: typeNames))
        }
        for token in tokens {
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { depth -= 1 }
            if depth == 0, token.isPunctuation(",") {
                flush()
            } else {
                current.append(token)
            }
        }
        flush()
        return result
    }

    // MARK: - Other braces

    private func classify(braceAt index: Int) -> Scope.Kind {
        if let previous = token(index - 1), previous.kind == .identifier, Self.accessorKeywords.contains(previous.text) {
            return .function(FunctionDeclaration(name: previous.text, parameters: [], nameToken: index - 1))
        }
        if let previous = token(index - 1), previous.isPunctuation(")"), let open = partner[index - 1],
           let accessor = token(open - 1), accessor.kind == .identifier, accessor.text == "set" || accessor.text == "willSet" || accessor.text == "didSet" {
            return .function(FunctionDeclaration(name: accessor.text, parameters: [], nameToken: open - 1))
        }
        if isControlBlock(braceAt: index) { return .block }
        return .closure(closure(braceAt: index))
    }

    /// Whether a control-flow keyword stands in the same statement before the brace (Swift does
    /// not allow a trailing closure directly in an `if`, `guard` or `while` condition).
    private func isControlBlock(braceAt index: Int) -> Bool {
        var cursor = index - 1
        while let current = token(cursor) {
            if current.kind == .punctuation {
                switch current.text {
                case ")", "]":
                    guard let open = partner[cursor] else { return false }
                    cursor = open - 1
                    continue
                case "{", "}", ";", "(", "[":
                    // The statement began after this mark, or the brace is an argument.
                    return false
                default: break
                }
            }
            if current.kind == .identifier, Self.controlKeywords.contains(current.text) { return true }
            if current.kind == .identifier, current.text == "in", cursor == index - 1 { return false }
            cursor -= 1
        }
        return false
    }

    private func closure(braceAt index: Int) -> ClosureExpression {
        var parameters: [String] = []
        var cursor = index + 1
        if token(cursor)?.isPunctuation("[") == true, let close = partner[cursor] { cursor = close + 1 }
        var names: [String] = []
        if token(cursor)?.isPunctuation("(") == true, let close = partner[cursor] {
            names = Self.closureParameterNames(Array(tokens[(cursor + 1)..<close]))
            cursor = close + 1
            while let current = token(cursor), !current.isIdentifier("in"), cursor - index < 24 {
                if current.isPunctuation("{") || current.isPunctuation("}") { break }
                cursor += 1
            }
        } else {
            while let current = token(cursor), current.kind == .identifier, !current.isIdentifier("in") {
                names.append(current.text)
                guard token(cursor + 1)?.isPunctuation(",") == true else {
                    cursor += 1
                    break
                }
                cursor += 2
            }
        }
        if token(cursor)?.isIdentifier("in") == true { parameters = names }
        let (label, callee, labels) = callSite(ofArgumentAt: index)
        return ClosureExpression(parameters: parameters, label: label, callee: callee, calleeLabels: labels)
    }

    /// `(finished: Bool)`, `(a, b)`: each parameter's name.
    static func closureParameterNames(_ tokens: [SwiftToken]) -> [String] {
        var names: [String] = []
        var expectingName = true
        var depth = 0
        for token in tokens {
            if token.kind == .punctuation, ["(", "["].contains(token.text) { depth += 1 }
            if token.kind == .punctuation, [")", "]"].contains(token.text) { depth -= 1 }
            if depth == 0, token.isPunctuation(",") {
                expectingName = true
            } else if expectingName, token.kind == .identifier {
                names.append(token.text)
                expectingName = false
            } else if token.isPunctuation(":"), !names.isEmpty {
                expectingName = false
            }
        }
        return names
    }

    /// The label, callee and the callee's argument labels of the closure whose `{` is at `index`.
    private func callSite(ofArgumentAt index: Int) -> (String?, String?, [String]) {
        var label: String?
        var cursor = index - 1
        if token(cursor)?.isPunctuation(":") == true, let name = token(cursor - 1), name.kind == .identifier {
            label = name.text
            cursor -= 2
        }
        guard let previous = token(cursor) else { return (label, nil, []) }
        // A trailing closure: after the call's `)`, after an earlier trailing closure's `}`, or
        // straight after the callee's name.
        if previous.isPunctuation(")"), let open = partner[cursor] {
            return (label, calleeName(before: open), argumentLabels(open, cursor))
        }
        if previous.isPunctuation("}"), let open = partner[cursor] {
            let (_, callee, labels) = callSite(ofArgumentAt: open)
            return (label, callee, labels)
        }
        if previous.kind == .identifier, label == nil {
            return (nil, previous.text, [])
        }
        // An argument inside parentheses: the callee stands before the unmatched `(`.
        var scan = cursor
        while let current = token(scan) {
            if current.kind == .punctuation, [")", "]", "}"].contains(current.text), let open = partner[scan] {
                scan = open - 1
                continue
            }
            if current.isPunctuation("(") {
                return (label, calleeName(before: scan), argumentLabels(scan, partner[scan] ?? scan))
            }
            if current.kind == .punctuation, ["{", "[", ";"].contains(current.text) { break }
            scan -= 1
        }
        return (label, nil, [])
    }

    private func calleeName(before open: Int) -> String? {
        guard let name = token(open - 1), name.kind == .identifier else { return nil }
        return name.text
    }

    private func argumentLabels(_ open: Int, _ close: Int) -> [String] {
        var labels: [String] = []
        var cursor = open + 1
        while cursor < close {
            if tokens[cursor].kind == .identifier, tokens[cursor + 1].isPunctuation(":"),
               tokens[cursor - 1].isPunctuation("(") || tokens[cursor - 1].isPunctuation(",") {
                labels.append(tokens[cursor].text)
            }
            cursor = skipGroup(at: cursor) + 1
        }
        return labels
    }

    // MARK: - Cursor

    /// Past `<A: P, B>` when it starts at `index` (a generic parameter clause, whose `:` are
    /// not the inheritance clause's); `>>` closes two.
    private func skipGenericClause(at index: Int) -> Int {
        guard let first = token(index), first.kind == .operator, first.text.hasPrefix("<") else { return index }
        var depth = 0
        var cursor = index
        while let current = token(cursor) {
            if current.kind == .operator {
                for character in current.text {
                    if character == "<" { depth += 1 }
                    if character == ">" { depth -= 1 }
                }
                if depth <= 0 { return cursor + 1 }
            }
            if current.isPunctuation("{") || current.isPunctuation("}") { return cursor }
            cursor += 1
        }
        return cursor
    }

    private func token(_ index: Int) -> SwiftToken? {
        index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    /// The index of the bracket closing the group opened at `index`, or `index` itself.
    private func skipGroup(at index: Int) -> Int {
        guard tokens[index].kind == .punctuation, ["(", "["].contains(tokens[index].text), let close = partner[index] else { return index }
        return close
    }
}
