/// The items of a sequence in a `DocumentView`, in order.
public struct NodeList: RandomAccessCollection {
    @usableFromInline let buffers: ArenaReference
    @usableFromInline let start: Int
    public let count: Int

    @usableFromInline
    init(buffers: ArenaReference, start: Int, count: Int) {
        self.buffers = buffers
        self.start = start
        self.count = count
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }

    @inlinable public subscript(position: Int) -> NodeView {
        precondition(position >= 0 && position < count, "index out of range")
        return NodeView(buffers: buffers, index: buffers.children[start + position])
    }
}

/// The entries of a mapping in a `DocumentView`, in source order, duplicates included.
public struct EntryList: RandomAccessCollection {
    @usableFromInline let buffers: ArenaReference
    @usableFromInline let start: Int
    public let count: Int

    @usableFromInline
    init(buffers: ArenaReference, start: Int, count: Int) {
        self.buffers = buffers
        self.start = start
        self.count = count
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }

    @inlinable public subscript(position: Int) -> EntryView {
        precondition(position >= 0 && position < count, "index out of range")
        let base = start + 2 * position
        return EntryView(
            key: NodeView(buffers: buffers, index: buffers.children[base]),
            value: NodeView(buffers: buffers, index: buffers.children[base + 1]))
    }
}
