/// One document's nodes as three flat arrays (records, child indices, text bytes), filled by the
/// reader and cleared, keeping their capacity, for the next document.
///
/// This is what makes a stream of thousands of specs cheap to read: after the first few documents
/// a document costs no allocation at all, where a `Node` tree costs an array per collection and a
/// `String` per scalar, built and torn down again. The general `Node` tree is built from the arena
/// on demand (`NodeView.node`), so both outputs come from the one event loop.
struct DocumentArena {
    private let records = ArenaBuffer<NodeRecord>()
    private let children = ArenaBuffer<Int>()
    private let texts = ArenaBuffer<UInt8>(capacity: 1024)
    /// True once an alias record shares another node's content (`appendCopy(of:range:)`).
    private(set) var hasSharedNodes = false

    init() {}

    /// Builds the arena of a document read as a `Node` tree, for callers that hold one.
    init(document: YAMLDocument) {
        root = document.root.map { add($0) }
    }

    /// The root of the arena built by `init(document:)`.
    private(set) var root: Int?

    mutating func removeAll() {
        records.removeAll()
        children.removeAll()
        texts.removeAll()
        hasSharedNodes = false
    }

    // MARK: Building

    /// Copies `count` bytes into the text buffer; returns where they start.
    @inline(__always)
    mutating func appendText(_ bytes: UnsafePointer<UInt8>?, count: Int) -> Int {
        let start = texts.count
        texts.append(bytes, count: count)
        return start
    }

    /// The number of text bytes so far: where the next text starts.
    var textCount: Int { texts.count }

    @inline(__always)
    mutating func appendScalar(
        style: Scalar.Style, range: SourceRange, textStart: Int, textCount: Int, tagStart: Int32, tagCount: Int32
    ) -> Int {
        records.append(NodeRecord(
            kind: .scalar, style: style, range: range, start: textStart, count: textCount,
            tagStart: tagStart, tagCount: tagCount))
        return records.count - 1
    }

    /// A collection whose children (already in the arena) are `items`, in order.
    mutating func appendCollection(
        isMapping: Bool, range: SourceRange, items: UnsafeBufferPointer<Int>, tagStart: Int32, tagCount: Int32
    ) -> Int {
        let start = children.count
        children.append(items.baseAddress, count: items.count)
        records.append(NodeRecord(
            kind: isMapping ? .mapping : .sequence, style: .plain, range: range, start: start,
            count: children.count - start, tagStart: tagStart, tagCount: tagCount))
        return records.count - 1
    }

    /// The node at `index` again, located at `range`: what an alias stands for. The content is
    /// shared, not copied, so an alias costs one record however large its anchor.
    mutating func appendCopy(of index: Int, range: SourceRange) -> Int {
        var record = records[index]
        record.range = range
        hasSharedNodes = true
        records.append(record)
        return records.count - 1
    }

    func record(_ index: Int) -> NodeRecord { records[index] }

    func child(_ index: Int) -> Int { children[index] }

    func string(start: Int, count: Int) -> String {
        ScalarView.string(texts.buffer, start: start, count: count)
    }

    /// True when two byte spans of the text buffer hold the same bytes.
    func sameText(_ a: NodeRecord, _ b: NodeRecord) -> Bool {
        guard a.count == b.count else { return false }
        let text = texts.buffer
        var offset = 0
        while offset < a.count {
            if text[a.start + offset] != text[b.start + offset] { return false }
            offset += 1
        }
        return true
    }

    // MARK: From a Node tree

    private mutating func add(_ node: Node) -> Int {
        var tagStart: Int32 = -1
        var tagCount: Int32 = 0
        if let tag = node.tag {
            let bytes = Array(tag.utf8)
            tagStart = Int32(clamping: texts.count)
            tagCount = Int32(clamping: bytes.count)
            bytes.withUnsafeBufferPointer { texts.append($0.baseAddress, count: $0.count) }
        }
        switch node.content {
        case .scalar(let scalar):
            let start = texts.count
            let bytes = Array(scalar.text.utf8)
            bytes.withUnsafeBufferPointer { texts.append($0.baseAddress, count: $0.count) }
            return appendScalar(
                style: scalar.style, range: node.range, textStart: start, textCount: texts.count - start,
                tagStart: tagStart, tagCount: tagCount)
        case .sequence(let items):
            let indices = items.map { add($0) }
            return indices.withUnsafeBufferPointer {
                appendCollection(isMapping: false, range: node.range, items: $0, tagStart: tagStart, tagCount: tagCount)
            }
        case .mapping(let entries):
            var indices: [Int] = []
            indices.reserveCapacity(entries.count * 2)
            for entry in entries {
                indices.append(add(entry.key))
                indices.append(add(entry.value))
            }
            return indices.withUnsafeBufferPointer {
                appendCollection(isMapping: true, range: node.range, items: $0, tagStart: tagStart, tagCount: tagCount)
            }
        }
    }

    // MARK: Views

    /// Hands `body` a view of the document whose root is `root`; the view is valid only inside
    /// `body` (it reads the arena's buffers in place).
    func withView<R>(
        root: Int?, range: SourceRange, issues: [YAMLIssue], _ body: (DocumentView) throws -> R
    ) rethrows -> R {
        // The buffers stay put while `body` runs: nothing appends to the arena until it returns.
        let buffers = ArenaBuffers(records: records.buffer, children: children.buffer, text: texts.buffer)
        return try withExtendedLifetime(self) {
            try withUnsafePointer(to: buffers) { pointer in
                let reference = ArenaReference(pointer)
                let rootView = root.flatMap { buffers.records.indices.contains($0) ? NodeView(buffers: reference, index: $0) : nil }
                // Scalars are stored as their events arrive (a tree built by `init(document:)`
                // adds them depth first too), so the records are in document order.
                let nodes = rootView != nil && !hasSharedNodes ? DocumentNodes(buffers: reference) : nil
                return try body(DocumentView(root: rootView, range: range, issues: issues, nodesInOrder: nodes))
            }
        }
    }
}
