/// One document as the reader finished it: its arena, root, range and issues, kept together so
/// that it can be read later or on another thread (the read-ahead ring, `DocumentRing`) while the
/// reader goes on with the next document into another arena.
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
    /// Over many inputs (`YAMLInputs`): the input this slot belongs to, by its index.
    var input = 0
    /// Over many inputs: true for the marker that ends an input, after its documents (then
    /// nothing else in the slot is read but `readFailure`).
    var endsInput = false
    /// With `endsInput`: why the input could not be read (it then had no documents).
    var readFailure: (any Error)?

    init() {}

    /// Sets the marker that ends input `index`, read or not.
    mutating func setInputEnd(_ index: Int, failure: (any Error)?) {
        input = index
        endsInput = true
        readFailure = failure
    }

    /// Sets a document without nodes: `range` and `issues` are all there is.
    mutating func setStopped(range: SourceRange, issues: [YAMLIssue]) {
        hasNodes = false
        root = nil
        self.range = range
        self.issues = issues
    }

    /// Hands `body` a view of the document, valid only inside `body`; exactly the view the
    /// reader's single-threaded loop has always handed out.
    func withView<R>(_ body: (DocumentView) throws -> R) rethrows -> R {
        if hasNodes { return try arena.withView(root: root, range: range, issues: issues, body) }
        return try body(DocumentView(root: nil, range: range, issues: issues))
    }
}
