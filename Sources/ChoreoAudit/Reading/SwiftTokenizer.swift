import ChoreoYAML

/// Splits Swift source into tokens without an outside parser: enough of the lexical grammar that
/// comments (nested `/* */` too) and every string-literal form (multi-line, raw `#"…"#` with any
/// number of `#`, interpolation `\(…)` holding parentheses and strings of its own, extended regex
/// literals `#/…/#`) are recognised, so that the rules only ever look at code.
///
/// It never fails: unterminated literals and comments run to the end of the file, which is what
/// the compiler would complain about, not an audit. Lines end as Swift ends them, at LF, CR or
/// CR LF: a file saved with old Mac line ends is not one long line whose first `//` hides the rest.
public struct SwiftTokenizer {
    /// A `//` comment's text (after the slashes) and the line it is on: where suppressions live.
    public struct LineComment: Sendable, Equatable {
        public var text: String
        public var location: SourceLocation
    }

    public private(set) var tokens: [SwiftToken] = []
    public private(set) var lineComments: [LineComment] = []
    /// Where the token (or `//` comment) past `maximumTokens` starts, when the source has more:
    /// the scan stopped there, so what is kept (and the memory it takes) is bounded whatever the input.
    public private(set) var tokenLimit: SourceLocation?

    private let bytes: [UInt8]
    private let maximumTokens: Int
    private var index = 0
    private var line = 1
    private var column = 1

    public init(_ bytes: [UInt8], maximumTokens: Int = .max) {
        self.bytes = bytes
        self.maximumTokens = maximumTokens
        run()
    }

    public init(_ text: String) {
        self.init(Array(text.utf8))
    }

    // MARK: - The scan

    private mutating func run() {
        // `//` comments are kept too (for suppressions), so they count: a file of nothing but
        // comments must not grow without bound either.
        defer {
            // What went past the limit is not kept, only where it is.
            if tokens.count + lineComments.count > maximumTokens {
                if let token = tokens.last, token.location.offset > (lineComments.last?.location.offset ?? -1) {
                    tokenLimit = tokens.removeLast().location
                } else {
                    tokenLimit = lineComments.removeLast().location
                }
            }
        }
        while index < bytes.count {
            if tokens.count + lineComments.count > maximumTokens { return }
            let byte = bytes[index]
            if byte == ASCII.slash, peek(1) == ASCII.slash {
                lineComment()
            } else if byte == ASCII.slash, peek(1) == ASCII.star {
                blockComment()
            } else if ASCII.isWhitespace(byte) {
                advance()
            } else if byte == ASCII.quote || (byte == ASCII.hash && rawDelimiterStartsString()) {
                emit(.string) { $0.stringLiteral() }
            } else if byte == ASCII.hash && rawDelimiterStartsRegex() {
                emit(.string) { $0.regexLiteral() }
            } else if byte == ASCII.hash, let next = peek(1), ASCII.isIdentifierHead(next) {
                emit(.poundDirective) { tokenizer in
                    tokenizer.advance()
                    tokenizer.identifierBody()
                }
            } else if byte == ASCII.backtick {
                backtickedIdentifier()
            } else if ASCII.isIdentifierHead(byte) || byte >= 0x80 {
                emit(.identifier) { $0.identifierBody() }
            } else if ASCII.isDigit(byte) {
                emit(.number) { $0.numberBody() }
            } else if byte == ASCII.dot, peek(1) == ASCII.dot {
                emit(.operator) { $0.operatorBody() }
            } else if ASCII.punctuation.contains(byte) {
                emit(.punctuation) { $0.advance() }
            } else if ASCII.isOperator(byte) {
                emit(.operator) { $0.operatorBody() }
            } else {
                emit(.punctuation) { $0.advance() }
            }
        }
    }

    /// Runs `body` over the token's bytes and records what it consumed.
    private mutating func emit(_ kind: SwiftToken.Kind, _ body: (inout SwiftTokenizer) -> Void) {
        let start = SourceLocation(line: line, column: column, offset: index)
        let startIndex = index
        body(&self)
        if index == startIndex { advance() }
        let text = String(decoding: bytes[startIndex..<index], as: UTF8.self)
        tokens.append(SwiftToken(kind: kind, text: text, location: start, endLine: line))
    }

    private mutating func lineComment() {
        let start = SourceLocation(line: line, column: column, offset: index)
        advance(2)
        let textStart = index
        while index < bytes.count, !ASCII.isLineEnd(bytes[index]) { advance() }
        lineComments.append(LineComment(text: String(decoding: bytes[textStart..<index], as: UTF8.self), location: start))
    }

    /// Swift's block comments nest: `/* a /* b */ c */` is one comment.
    private mutating func blockComment() {
        advance(2)
        var depth = 1
        while index < bytes.count, depth > 0 {
            if bytes[index] == ASCII.slash, peek(1) == ASCII.star {
                depth += 1
                advance(2)
            } else if bytes[index] == ASCII.star, peek(1) == ASCII.slash {
                depth -= 1
                advance(2)
            } else {
                advance()
            }
        }
    }

    private mutating func backtickedIdentifier() {
        let start = SourceLocation(line: line, column: column, offset: index)
        advance()
        let nameStart = index
        while index < bytes.count, bytes[index] != ASCII.backtick, !ASCII.isLineEnd(bytes[index]) { advance() }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        if index < bytes.count, bytes[index] == ASCII.backtick { advance() }
        tokens.append(SwiftToken(kind: .identifier, text: name, location: start, endLine: line))
    }

    private mutating func identifierBody() {
        while index < bytes.count, ASCII.isIdentifierBody(bytes[index]) || bytes[index] >= 0x80 { advance() }
    }

    /// Decimal, hexadecimal, binary and octal integers and floats with `_` separators and exponents.
    private mutating func numberBody() {
        while index < bytes.count {
            let byte = bytes[index]
            if ASCII.isIdentifierBody(byte) {
                let isExponent = byte == ASCII.lowerE || byte == ASCII.upperE || byte == ASCII.lowerP || byte == ASCII.upperP
                advance()
                if isExponent, let sign = peek(0), sign == ASCII.plus || sign == ASCII.minus { advance() }
            } else if byte == ASCII.dot, let next = peek(1), ASCII.isDigit(next) {
                advance()
            } else {
                return
            }
        }
    }

    /// A maximal run of operator characters, as Swift lexes them (`&&!` would be one operator,
    /// which is why Swift asks for the space in `a && !b`); a comment start ends the run.
    private mutating func operatorBody() {
        let dotted = bytes[index] == ASCII.dot
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.slash, let next = peek(1), next == ASCII.slash || next == ASCII.star { return }
            if dotted ? (byte == ASCII.dot || ASCII.isOperator(byte)) : ASCII.isOperator(byte) {
                advance()
            } else {
                return
            }
        }
    }

    // MARK: - Literals

    /// The number of `#` at the cursor, if a `"` follows them.
    private func rawDelimiterStartsString() -> Bool {
        var offset = 0
        while peek(offset) == ASCII.hash { offset += 1 }
        return peek(offset) == ASCII.quote
    }

    private func rawDelimiterStartsRegex() -> Bool {
        var offset = 0
        while peek(offset) == ASCII.hash { offset += 1 }
        return peek(offset) == ASCII.slash
    }

    /// Where the string scanner is: inside a string literal, or inside the code of an interpolation `\(…)` in one,
    /// which may hold strings of its own.
    private enum StringFrame {
        case literal(hashes: Int, multiline: Bool)
        /// The parentheses open in the interpolation's code, its own `(` included.
        case interpolation(openParens: Int)
    }

    /// `"…"`, `"""…"""`, and their raw forms with any number of `#`; interpolations are skipped
    /// whole, however deeply they nest. The nesting is a stack here, not recursion, so a string of
    /// 50,000 nested interpolations cannot overflow the call stack.
    private mutating func stringLiteral() {
        var frames = [openLiteral()]
        while index < bytes.count, let frame = frames.last {
            let byte = bytes[index]
            switch frame {
            case .literal(let hashes, let multiline):
                if byte == ASCII.backslash, hashesFollow(hashes, from: 1) {
                    advance(1 + hashes)
                    if peek(0) == ASCII.openParen {
                        advance()
                        frames.append(.interpolation(openParens: 1))
                    } else {
                        advance()
                    }
                } else if byte == ASCII.quote, closes(multiline: multiline, hashes: hashes) {
                    advance((multiline ? 3 : 1) + hashes)
                    frames.removeLast()
                } else if ASCII.isLineEnd(byte), !multiline {
                    // An unterminated string ends at the line's end; the code around it goes on from there.
                    frames.removeLast()
                } else {
                    advance()
                }
            case .interpolation(let openParens):
                // Code, whose own strings and comments may hold parentheses.
                if byte == ASCII.quote || (byte == ASCII.hash && rawDelimiterStartsString()) {
                    frames.append(openLiteral())
                } else if byte == ASCII.slash, peek(1) == ASCII.star {
                    blockComment()
                } else if byte == ASCII.openParen {
                    advance()
                    frames[frames.count - 1] = .interpolation(openParens: openParens + 1)
                } else if byte == ASCII.closeParen {
                    advance()
                    if openParens == 1 {
                        frames.removeLast()
                    } else {
                        frames[frames.count - 1] = .interpolation(openParens: openParens - 1)
                    }
                } else {
                    advance()
                }
            }
        }
    }

    /// Reads a literal's opening delimiter: its `#`s and one or three quotes.
    private mutating func openLiteral() -> StringFrame {
        var hashes = 0
        while index < bytes.count, bytes[index] == ASCII.hash {
            hashes += 1
            advance()
        }
        let multiline = peek(0) == ASCII.quote && peek(1) == ASCII.quote && peek(2) == ASCII.quote
        advance(multiline ? 3 : 1)
        return .literal(hashes: hashes, multiline: multiline)
    }

    private func closes(multiline: Bool, hashes: Int) -> Bool {
        if multiline, !(peek(1) == ASCII.quote && peek(2) == ASCII.quote) { return false }
        return hashesFollow(hashes, from: multiline ? 3 : 1)
    }

    private func hashesFollow(_ count: Int, from offset: Int) -> Bool {
        (0..<count).allSatisfy { peek(offset + $0) == ASCII.hash }
    }

    /// `#/…/#` (any number of `#`): the only regex literal form that cannot be mistaken for division.
    private mutating func regexLiteral() {
        var hashes = 0
        while index < bytes.count, bytes[index] == ASCII.hash {
            hashes += 1
            advance()
        }
        advance()
        while index < bytes.count {
            if bytes[index] == ASCII.backslash {
                advance(2)
            } else if bytes[index] == ASCII.slash, hashesFollow(hashes, from: 1) {
                advance(1 + hashes)
                return
            } else {
                advance()
            }
        }
    }

    // MARK: - Cursor

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Moves over `count` bytes, counting lines and columns; a column is a Unicode scalar, so
    /// UTF-8 continuation bytes do not count. LF and a CR not followed by LF end a line; the CR
    /// of CR LF is neither a line nor a column.
    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.newline || (byte == ASCII.carriageReturn && peek(1) != ASCII.newline) {
                line += 1
                column = 1
            } else if byte == ASCII.carriageReturn {
                // The CR of CR LF: the LF ends the line.
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
    }
}
