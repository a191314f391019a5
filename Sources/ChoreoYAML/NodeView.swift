/// A node of a `DocumentView`: what `Node` offers, read in place from the reader's arena.
///
/// A few words of plain data (no reference counting), so passing one around costs nothing;
/// text becomes a `String` only when asked for (`ScalarView.text`). Valid only while its
/// document view is.
public struct NodeView {
    @usableFromInline let buffers: ArenaReference
    @usableFromInline let index: Int

    @usableFromInline
    init(buffers: ArenaReference, index: Int) {
        self.buffers = buffers
        self.index = index
    }

    @inlinable var record: NodeRecord { buffers.records[index] }

    @inlinable public var range: SourceRange { record.range }

    @inlinable public var location: SourceLocation { record.range.start }

    /// The explicit tag in its resolved long form, or nil when untagged.
    public var tag: String? {
        let record = record
        guard record.tagStart >= 0 else { return nil }
        return ScalarView.string(buffers.text, start: Int(record.tagStart), count: Int(record.tagCount))
    }

    /// True when the node's explicit tag is `tag` (compared as bytes, no `String` built).
    public func hasTag(_ tag: StaticString) -> Bool {
        let record = record
        guard record.tagStart >= 0 else { return false }
        return ScalarView.equal(buffers.text, start: Int(record.tagStart), count: Int(record.tagCount), tag)
    }

    @inlinable public var isScalar: Bool { record.kind == .scalar }

    /// The bytes of a plain scalar without an explicit tag (one the core schema resolves by its
    /// text); nil for any other node. One check for passes over every scalar of a document.
    @inlinable public var plainUntaggedScalarBytes: UnsafeBufferPointer<UInt8>? {
        let record = record
        guard record.kind == .scalar, record.style == .plain, record.tagStart < 0 else { return nil }
        return UnsafeBufferPointer(rebasing: buffers.text[record.start..<record.start + record.count])
    }

    @inlinable public var scalar: ScalarView? {
        let record = record
        guard record.kind == .scalar else { return nil }
        return ScalarView(text: buffers.text, start: record.start, count: record.count, style: record.style)
    }

    @inlinable public var sequence: NodeList? {
        let record = record
        guard record.kind == .sequence else { return nil }
        return NodeList(buffers: buffers, start: record.start, count: record.count)
    }

    @inlinable public var mapping: EntryList? {
        let record = record
        guard record.kind == .mapping else { return nil }
        return EntryList(buffers: buffers, start: record.start, count: record.count / 2)
    }

    /// A word for the node's shape, for messages such as "expected a number, found a mapping".
    public var kindDescription: String {
        switch record.kind {
        case .scalar: return scalar?.kindDescription ?? "null"
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        }
    }

    /// The general `Node` tree of this node, to keep beyond the view's life.
    public var node: Node {
        let tag = tag
        if let scalar {
            return Node(content: .scalar(Scalar(text: scalar.text, style: scalar.style)), tag: tag, range: range)
        }
        if let sequence {
            return Node(content: .sequence(sequence.map(\.node)), tag: tag, range: range)
        }
        let entries = mapping.map { $0.map { MappingEntry(key: $0.key.node, value: $0.value.node) } } ?? []
        return Node(content: .mapping(entries), tag: tag, range: range)
    }
}

/// A key and its value in a mapping's `EntryList`.
public struct EntryView {
    public let key: NodeView
    public let value: NodeView

    @inlinable
    public init(key: NodeView, value: NodeView) {
        self.key = key
        self.value = value
    }
}
