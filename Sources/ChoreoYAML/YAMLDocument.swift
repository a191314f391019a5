/// One document of a YAML stream, read on its own so a stream of thousands of specs never needs
/// more than one document's tree in memory.
public struct YAMLDocument: Sendable {
    /// nil when the document is empty or could not be read at all.
    public var root: Node?
    /// From the document start (or `---`) to its end.
    public var range: SourceRange
    /// Problems found while reading this document, in source order.
    public var issues: [YAMLIssue]

    public init(root: Node?, range: SourceRange, issues: [YAMLIssue]) {
        self.root = root
        self.range = range
        self.issues = issues
    }
}
