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
    /// Answers by the first token of the statement a screen value is in.
    private var statementAnswers: [Int: Bool] = [:]
    /// `Tables`, built on the first question.
    private var tables: Tables?

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

    /// Whether the value spelled by the tokens `start..<end` (a member chain) reaches geometry.
    /// Several screen values in one statement get one answer, worked out once.
    mutating func reachesGeometry(from start: Int, through end: Int) -> Bool {
        let statement = self.statement(around: start)
        if let known = statementAnswers[statement.lowerBound] { return known }
        let answer = reaches(from: start, through: end, depth: Self.depth)
        statementAnswers[statement.lowerBound] = answer
        return answer
    }

    private mutating func reaches(from start: Int, through end: Int, depth: Int) -> Bool {
        let tokens = file.tokens
        let statement = self.statement(around: start)
        // The value's own spelling is not geometry, nor is another screen value's (`UIScreen.main.bounds.width`).
        var own = Set(start..<end)
        for index in statement where tokens[index].isIdentifier("UIScreen") {
            own.formUnion(index..<file.source.endOfMemberChain(startingAt: index))
        }
        let words = statement.filter { !own.contains($0) && tokens[$0].kind == .identifier }
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
    /// enclosing braces. Found in time proportional to the bracket nesting, from tables built
    /// once per file.
    private mutating func statement(around index: Int) -> ClosedRange<Int> {
        if tables == nil { tables = Tables(file.source) }
        guard let tables else { return index...index }
        var first = index
        var last = index
        while let open = tables.openers[first] {
            first = open
            last = max(last, file.source.partner[open] ?? last)
        }
        return tables.segmentStart[first]...tables.segmentEnd[last]
    }

    /// Per token: the `(` or `[` it is directly inside (nil when the innermost bracket around it
    /// is a brace, or none), and the first and last token of its stretch of line between braces
    /// and semicolons, extended over lines a bracket spans.
    private struct Tables {
        var openers: [Int?]
        var segmentStart: [Int]
        var segmentEnd: [Int]

        init(_ source: SwiftSource) {
            openers = ValueFlow.openers(of: source)
            let tokens = source.tokens
            segmentStart = Array(tokens.indices)
            segmentEnd = Array(tokens.indices)
            func isBrace(_ token: SwiftToken) -> Bool {
                token.kind == .punctuation && (token.text == "{" || token.text == "}" || token.text == ";")
            }
            for index in tokens.indices.dropFirst() where !isBrace(tokens[index]) && !isBrace(tokens[index - 1])
                && tokens[index - 1].endLine >= tokens[index].location.line {
                segmentStart[index] = segmentStart[index - 1]
            }
            for index in tokens.indices.reversed().dropFirst() where !isBrace(tokens[index]) && !isBrace(tokens[index + 1])
                && tokens[index + 1].location.line <= tokens[index].endLine {
                segmentEnd[index] = segmentEnd[index + 1]
            }
        }
    }

    /// For each token, the `(` or `[` it is directly inside (nil when the innermost bracket
    /// around it is a brace, or none): one pass with a stack.
    fileprivate static func openers(of source: SwiftSource) -> [Int?] {
        var result = [Int?](repeating: nil, count: source.tokens.count)
        var stack: [Int] = []
        for (index, token) in source.tokens.enumerated() {
            if token.kind == .punctuation, token.text == ")" || token.text == "]" || token.text == "}",
               let top = stack.last, source.partner[top] == index {
                stack.removeLast()
            }
            if let top = stack.last, source.tokens[top].text != "{" { result[index] = top }
            if token.kind == .punctuation, token.text == "(" || token.text == "[" || token.text == "{", source.partner[index] != nil {
                stack.append(index)
            }
        }
        return result
    }
}
