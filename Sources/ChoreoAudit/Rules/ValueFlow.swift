/// Where a value goes, followed through the names it is stored in: whether the screen's size
/// ends up placing or sizing a view, or only scales something else (a velocity, a duration, a
/// gravity vector). Statement by statement, a few names deep, without types: a statement that
/// speaks of geometry (`frame`, `CGRect`, `y:`, `offsetBy`) places a view; a statement storing
/// the value in a name sends the question on to that name's uses.
struct ValueFlow {
    let file: AuditedFile
    /// Each identifier's token indices, built on the first question.
    private var occurrences: [String: [Int]]?
    /// Names already answered, so chains of names are read once.
    private var answered: [String: Bool] = [:]

    init(file: AuditedFile) {
        self.file = file
    }

    /// The words that make a statement place or size a view.
    static let geometry: Set<String> = [
        "frame", "bounds", "center", "origin", "position", "transform", "sublayerTransform",
        "CGRect", "CGPoint", "CGSize", "CGAffineTransform", "CATransform3DMakeTranslation", "CATransform3DTranslate",
        "translationX", "translatedBy", "offsetBy", "insetBy", "x", "y", "width", "height", "size",
        "minX", "minY", "maxX", "maxY", "midX", "midY", "values", "fromValue", "toValue", "byValue", "constant",
    ]

    /// How many names a value is followed through.
    static let depth = 3
    /// How far back a statement's start is looked for.
    static let statementReach = 2_000

    /// Whether the value spelled by the tokens `start..<end` (a member chain) reaches geometry.
    mutating func reachesGeometry(from start: Int, through end: Int) -> Bool {
        reaches(from: start, through: end, depth: Self.depth)
    }

    private mutating func reaches(from start: Int, through end: Int, depth: Int) -> Bool {
        let tokens = file.tokens
        let statement = self.statement(around: start)
        let words = statement.filter { ($0 < start || $0 >= end) && tokens[$0].kind == .identifier }
        if words.contains(where: { Self.geometry.contains(tokens[$0].text) }) { return true }
        // `name = …value…` or `let name = …value…`: where the name goes, the value goes.
        guard let equals = statement.first(where: { $0 < start && tokens[$0].isOperator("=") }), equals > 0 else { return false }
        // `let name: Type = …` names the value after `let`; otherwise the target ends before `=`.
        var target = equals - 1
        if let keyword = statement.first(where: { $0 < equals && (tokens[$0].isIdentifier("let") || tokens[$0].isIdentifier("var")) }),
           keyword + 1 < equals {
            target = keyword + 1
        }
        guard tokens[target].kind == .identifier else { return false }
        let chain = file.source.memberChain(endingAt: target)
        guard chain.count == 1 || chain.count == 2 && chain[0] == "self" else { return false }
        return depth > 0 && nameReachesGeometry(tokens[target].text, declaredAt: target, depth: depth - 1)
    }

    private mutating func nameReachesGeometry(_ name: String, declaredAt declaration: Int, depth: Int) -> Bool {
        if let known = answered[name] { return known }
        answered[name] = false
        if occurrences == nil {
            var index: [String: [Int]] = [:]
            for (offset, token) in file.tokens.enumerated() where token.kind == .identifier { index[token.text, default: []].append(offset) }
            occurrences = index
        }
        let tokens = file.tokens
        for use in occurrences?[name] ?? [] where use != declaration {
            // Another value's member of the same name (`other.name`) is not this one.
            if use >= 2, tokens[use - 1].isPunctuation("."), !tokens[use - 2].isIdentifier("self") { continue }
            if reaches(from: use, through: use + 1, depth: depth) {
                answered[name] = true
                return true
            }
        }
        return false
    }

    /// The token indices of the statement around `index`: the lines from the one holding the
    /// outermost bracket open around it to the one holding that bracket's close, within the
    /// enclosing braces.
    private func statement(around index: Int) -> [Int] {
        let tokens = file.tokens
        var first = index
        var last = index
        var cursor = index - 1
        var steps = 0
        while cursor >= 0, steps < Self.statementReach {
            steps += 1
            let token = tokens[cursor]
            if token.kind == .punctuation, token.text == ")" || token.text == "]", let open = file.source.partner[cursor] {
                cursor = open - 1
                continue
            }
            if token.kind == .punctuation, token.text == "{" || token.text == "}" || token.text == ";" { break }
            if token.kind == .punctuation, token.text == "(" || token.text == "[" {
                first = cursor
                last = max(last, file.source.partner[cursor] ?? last)
            }
            cursor -= 1
        }
        let startLine = tokens[first].location.line
        let endLine = tokens[last].endLine
        var from = first
        while from > 0, tokens[from - 1].location.line >= startLine, !isBrace(from - 1) { from -= 1 }
        var to = last
        while to + 1 < tokens.count, tokens[to + 1].location.line <= endLine, !isBrace(to + 1) { to += 1 }
        return Array(from...to)
    }

    private func isBrace(_ index: Int) -> Bool {
        let token = file.tokens[index]
        return token.kind == .punctuation && (token.text == "{" || token.text == "}" || token.text == ";")
    }
}
