import ChoreoYAML

/// One token of Swift source, located. Comments are not tokens (the tokenizer keeps only the
/// suppression comments, apart); a string literal, interpolations and all, is one token, so
/// nothing written inside a string can look like code to a rule.
public struct SwiftToken: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Names and keywords alike (Swift's contextual keywords make the line between them a
        /// matter of position); backticks are removed from the text.
        case identifier
        /// `#if`, `#available`, `#selector`: the text includes the `#`.
        case poundDirective
        case number
        /// The whole literal with its delimiters, `"…"`, `"""…"""`, `#"…"#`, `#/…/#`.
        case string
        /// `( ) [ ] { } , : ; @` and a lone `.`.
        case punctuation
        /// A run of operator characters, `=`, `==`, `&&`, `!`, `?.` is `?` then `.`.
        case `operator`
    }

    public var kind: Kind
    public var text: String
    /// Where the token starts: 1-based line and column (columns count Unicode scalars, as the
    /// spec reader's do), and the byte offset.
    public var location: SourceLocation
    /// The line the token ends on (a multi-line string ends lines after it starts).
    public var endLine: Int

    public init(kind: Kind, text: String, location: SourceLocation, endLine: Int) {
        self.kind = kind
        self.text = text
        self.location = location
        self.endLine = endLine
    }

    public func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
    public func isPunctuation(_ mark: String) -> Bool { kind == .punctuation && text == mark }
    public func isOperator(_ spelling: String) -> Bool { kind == .operator && text == spelling }
}
