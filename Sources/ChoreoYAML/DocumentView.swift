/// One document of a stream read in place from the reader's arena: the same content as a
/// `YAMLDocument`, without building its `Node` tree.
///
/// Valid only inside the closure it is handed to (`YAMLStream.forEachDocument(_:)`,
/// `YAMLDocument.withView(_:)`): the views read the reader's buffers, which the next document
/// reuses. Copy out what you keep (`ScalarView.text`, `NodeView.node`).
public struct DocumentView {
    /// nil when the document is empty or could not be read at all.
    public let root: NodeView?
    /// From the document start (or `---`) to its end.
    public let range: SourceRange
    /// Problems found while reading this document, in source order.
    public let issues: [YAMLIssue]
    /// Every node of the document once, scalars in document order (a collection comes after its
    /// contents), for a pass over all scalars without walking the tree; nil when an alias shares a
    /// node (a walk then meets the shared content once per alias, a list only once) or when there
    /// are no nodes.
    public let nodesInOrder: DocumentNodes?

    init(root: NodeView?, range: SourceRange, issues: [YAMLIssue], nodesInOrder: DocumentNodes? = nil) {
        self.root = root
        self.range = range
        self.issues = issues
        self.nodesInOrder = nodesInOrder
    }
}

/// The nodes of a `DocumentView` in the order the reader stored them (`DocumentView.nodesInOrder`).
public struct DocumentNodes: RandomAccessCollection {
    @usableFromInline let buffers: ArenaReference

    @usableFromInline
    init(buffers: ArenaReference) {
        self.buffers = buffers
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { buffers.records.count }

    @inlinable public subscript(position: Int) -> NodeView {
        precondition(position >= 0 && position < buffers.records.count, "index out of range")
        return NodeView(buffers: buffers, index: position)
    }
}

extension YAMLDocument {
    /// A view of this document's tree, for code written against `DocumentView`.
    public func withView<R>(_ body: (DocumentView) throws -> R) rethrows -> R {
        let arena = DocumentArena(document: self)
        return try arena.withView(root: arena.root, range: range, issues: issues, body)
    }
}

/// The arena's buffers as the views share them: one word, so that a `NodeView` is two words
/// (an `EntryView` four) however many buffers it reads. Points at an `ArenaBuffers` that
/// `DocumentArena.withView` keeps in place for the views' life.
@usableFromInline
struct ArenaReference {
    @usableFromInline let pointer: UnsafePointer<ArenaBuffers>

    @usableFromInline
    init(_ pointer: UnsafePointer<ArenaBuffers>) {
        self.pointer = pointer
    }

    @inlinable var records: UnsafeBufferPointer<NodeRecord> { pointer.pointee.records }
    @inlinable var children: UnsafeBufferPointer<Int> { pointer.pointee.children }
    @inlinable var text: UnsafeBufferPointer<UInt8> { pointer.pointee.text }
}

/// The arena's buffers as the views read them.
@usableFromInline
struct ArenaBuffers {
    @usableFromInline let records: UnsafeBufferPointer<NodeRecord>
    @usableFromInline let children: UnsafeBufferPointer<Int>
    @usableFromInline let text: UnsafeBufferPointer<UInt8>

    @usableFromInline
    init(records: UnsafeBufferPointer<NodeRecord>, children: UnsafeBufferPointer<Int>, text: UnsafeBufferPointer<UInt8>) {
        self.records = records
        self.children = children
        self.text = text
    }
}
