import ChoreoYAML

/// One Swift file, read: its tokens, which bracket matches which, and the scopes the braces open,
/// so a rule can ask which type, function and closure any token is in.
public struct SwiftSource: Sendable {
    /// The file as diagnostics name it.
    public var file: String
    public var tokens: [SwiftToken]
    public var lineComments: [SwiftTokenizer.LineComment]
    /// For each bracket token, the index of its partner (`(`↔`)`, `[`↔`]`, `{`↔`}`); nil for
    /// other tokens and unbalanced brackets.
    public var partner: [Int?]
    public var scopes: [Scope]
    /// For each token, the innermost scope it is inside (nil at file level). A brace belongs to
    /// the scope around the one it delimits.
    public var scopeOfToken: [Int?]
    /// The first bracket opened deeper than `maximumNesting`, when there is one: the file then has no scopes, so no
    /// rule looks into it, and the auditor reports `audit_limit` here.
    public var nestingLimit: Int?
    /// Where the token past `maximumTokens` starts, when the file has more: the file then has no
    /// tokens at all, so no rule looks into it, and the auditor reports `audit_limit` here.
    public var tokenLimit: SourceLocation?

    /// Deeper nesting is not audited. Swift's own parser stops at the same depth (swift-syntax's default maximum
    /// nesting level), and rules ask which scopes a token is in at a cost that grows with the depth.
    public static let maximumNesting = 256

    /// More tokens than this in one file are not audited. A token and what the reader keeps
    /// about it (its bracket partner, its scope) take about 90 bytes, and a file of one-letter
    /// names has a token every two bytes: a 62 MB file took 2.9 GB. A million tokens is ten
    /// times the largest hand-written Swift file and keeps one file's reading near 100 MB
    /// (Docs/Security.md).
    public static let maximumTokens = 1_000_000

    public init(file: String, bytes: [UInt8]) {
        self.file = file
        let tokenizer = SwiftTokenizer(bytes, maximumTokens: Self.maximumTokens)
        tokenLimit = tokenizer.tokenLimit
        tokens = tokenLimit == nil ? tokenizer.tokens : []
        lineComments = tokenLimit == nil ? tokenizer.lineComments : []
        (partner, nestingLimit) = Self.matchBrackets(tokenizer.tokens)
        scopes = []
        scopeOfToken = [Int?](repeating: nil, count: tokens.count)
        guard nestingLimit == nil else { return }
        var builder = ScopeBuilder(tokens: tokens, partner: partner)
        scopes = builder.build()
        scopeOfToken = Self.innermostScopes(scopes, tokenCount: tokens.count)
    }

    public init(file: String, text: String) {
        self.init(file: file, bytes: Array(text.utf8))
    }

    private static let opening: [String: String] = ["(": ")", "[": "]", "{": "}"]

    private static func matchBrackets(_ tokens: [SwiftToken]) -> (partner: [Int?], nestingLimit: Int?) {
        var partner = [Int?](repeating: nil, count: tokens.count)
        var stack: [Int] = []
        var nestingLimit: Int?
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            if opening[token.text] != nil {
                if stack.count == maximumNesting, nestingLimit == nil { nestingLimit = index }
                stack.append(index)
            } else if let open = opening.first(where: { $0.value == token.text })?.key {
                // An unbalanced closer (broken code) closes nothing rather than the wrong thing.
                guard let last = stack.last, tokens[last].text == open else { continue }
                stack.removeLast()
                partner[last] = index
                partner[index] = last
            }
        }
        return (partner, nestingLimit)
    }

    /// One pass over the tokens with the stack of scopes they are in, so the cost does not grow with the depth of
    /// nesting (a file of 200,000 `{` is read in linear time, not quadratic).
    private static func innermostScopes(_ scopes: [Scope], tokenCount: Int) -> [Int?] {
        var result = [Int?](repeating: nil, count: tokenCount)
        var open: [Int] = []
        var next = 0
        for token in 0..<tokenCount {
            // A closing brace belongs to the scope around the one it closes; scopes nest, as the braces they come from do.
            while let innermost = open.last, scopes[innermost].close <= token {
                open.removeLast()
            }
            result[token] = open.last
            // Scopes are in order of their `{`, whose body starts after it.
            while next < scopes.count, scopes[next].open <= token {
                open.append(next)
                next += 1
            }
        }
        return result
    }

    // MARK: - Questions rules ask

    /// The scopes around `token`, innermost first.
    public func enclosingScopes(of token: Int) -> [Int] {
        var chain: [Int] = []
        var current = token < scopeOfToken.count ? scopeOfToken[token] : nil
        while let index = current {
            chain.append(index)
            current = scopes[index].parent
        }
        return chain
    }

    /// The innermost type declaration around `token`.
    public func enclosingType(of token: Int) -> TypeDeclaration? {
        for index in enclosingScopes(of: token) {
            if case .type(let declaration) = scopes[index].kind { return declaration }
        }
        return nil
    }

    /// The functions around `token`, innermost first, up to the type they are in (closures
    /// capture their parameters, so a closure in a function still sees them).
    public func enclosingFunctions(of token: Int) -> [(scope: Int, declaration: FunctionDeclaration)] {
        var result: [(Int, FunctionDeclaration)] = []
        for index in enclosingScopes(of: token) {
            switch scopes[index].kind {
            case .function(let declaration): result.append((index, declaration))
            case .type: return result
            default: continue
            }
        }
        return result
    }

    /// The innermost function or closure: where a `return` at `token` returns from.
    public func returnTarget(of token: Int) -> Int? {
        enclosingScopes(of: token).first { index in
            switch scopes[index].kind {
            case .function, .closure: return true
            default: return false
            }
        }
    }

    public func text(_ index: Int) -> String { index >= 0 && index < tokens.count ? tokens[index].text : "" }

    public func token(_ index: Int) -> SwiftToken? { index >= 0 && index < tokens.count ? tokens[index] : nil }

    /// The statement-level member chain that ends at `index` (`transitionContext.containerView`
    /// for the `containerView` token): identifiers and `self`, joined by `.`, `?.` and `!.`;
    /// calls and subscripts end it.
    public func memberChain(endingAt index: Int) -> [String] {
        var names: [String] = []
        var cursor = index
        while let token = token(cursor), token.kind == .identifier {
            names.insert(token.text, at: 0)
            var previous = cursor - 1
            guard self.token(previous)?.isPunctuation(".") == true else { break }
            previous -= 1
            while let mark = self.token(previous), mark.kind == .operator, mark.text == "?" || mark.text == "!" { previous -= 1 }
            cursor = previous
        }
        return names
    }

    /// The index just past a member chain that starts at `index` (`a.b?.c` → the token after `c`).
    public func endOfMemberChain(startingAt index: Int) -> Int {
        var cursor = index + 1
        while true {
            var next = cursor
            while let mark = token(next), mark.kind == .operator, mark.text == "?" || mark.text == "!" { next += 1 }
            guard token(next)?.isPunctuation(".") == true, token(next + 1)?.kind == .identifier else { return cursor }
            cursor = next + 2
        }
    }
}
