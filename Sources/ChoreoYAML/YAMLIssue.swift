/// A problem the reader found in the YAML itself, before anything knows it is a spec.
///
/// The reader does not know about rule ids or severities; `ChoreoSpec` turns these into
/// diagnostics. Reading goes on after most issues, so a user sees all of them at once.
public struct YAMLIssue: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// libyaml rejected the text (scanner, parser or reader error).
        case syntax
        /// A mapping names the same key twice.
        case duplicateKey
        /// A limit guarding against hostile input: depth, size, alias expansion.
        case limit
        /// Not UTF-8, or invalid UTF-8.
        case encoding
        /// An alias to an anchor that does not exist (or not yet).
        case undefinedAlias
    }

    public var kind: Kind
    public var message: String
    public var location: SourceLocation
    /// Where the construct that failed began, when libyaml knows (the opening `[` of an unclosed
    /// flow sequence, the first occurrence of a duplicate key).
    public var contextLocation: SourceLocation?
    public var contextMessage: String?
    public var hint: String?
    /// How many issues of this kind this one stands for without their being kept: the reader keeps
    /// at most `DocumentAssembler.maximumIssues` per document and sums up the rest in one issue.
    public var omitted = 0

    public init(
        kind: Kind, message: String, location: SourceLocation,
        contextLocation: SourceLocation? = nil, contextMessage: String? = nil, hint: String? = nil
    ) {
        self.kind = kind
        self.message = message
        self.location = location
        self.contextLocation = contextLocation
        self.contextMessage = contextMessage
        self.hint = hint
    }
}
