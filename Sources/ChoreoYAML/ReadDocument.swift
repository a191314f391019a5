/// One document as the reader finished it: its arena, root, range and issues, kept together so
/// that the caller reads it in place while the reader's assembler keeps a second arena to clear
/// and refill for the next document.
///
/// A reader fills it with `YAMLEventReader.readNextDocument(into:)`, which exchanges arenas with
/// the reader rather than copying: the document's buffers move here and the arena that was here
/// (already read) goes back to the reader to be cleared and refilled.
struct ReadDocument {
    var arena = DocumentArena()
    /// False for a document that ends the stream without nodes (a libyaml error, a limit, an
    /// issue found before parsing): then `arena` holds nothing of it and is not read.
    var hasNodes = false
    var root: Int?
    var range = SourceRange(SourceLocation(line: 1, column: 1, offset: 0))
    var issues: [YAMLIssue] = []

    init() {}

    /// Sets a document without nodes: `range` and `issues` are all there is.
    mutating func setStopped(range: SourceRange, issues: [YAMLIssue]) {
        hasNodes = false
        root = nil
        self.range = range
        self.issues = issues
    }

    /// Hands `body` a view of the document, valid only inside `body`.
    func withView<R>(_ body: (DocumentView) throws -> R) rethrows -> R {
        if hasNodes { return try arena.withView(root: root, range: range, issues: issues, body) }
        return try body(DocumentView(root: nil, range: range, issues: issues))
    }
}
