/// One node of a document in the reader's flat arena: fixed size, no references, so that a
/// document of any shape is three arrays that are cleared and refilled, never freed, from one
/// document to the next.
///
/// A scalar's text and a node's tag are byte spans of the arena's text buffer; a collection's
/// children are a span of the arena's child-index array (a mapping's key, value, key, value…).
@usableFromInline
struct NodeRecord {
    @usableFromInline
    enum Kind: UInt8 {
        case scalar, sequence, mapping
    }

    @usableFromInline var range: SourceRange
    /// A scalar: its first byte in the text buffer. A collection: its first child in the child array.
    @usableFromInline var start: Int
    /// A scalar: its byte count. A sequence: its items. A mapping: its keys and values (two an entry).
    @usableFromInline var count: Int
    /// The explicit tag's bytes in the text buffer; `tagStart` is -1 when the node has none.
    @usableFromInline var tagStart: Int32
    @usableFromInline var tagCount: Int32
    @usableFromInline var kind: Kind
    @usableFromInline var style: Scalar.Style

    init(kind: Kind, style: Scalar.Style, range: SourceRange, start: Int, count: Int, tagStart: Int32, tagCount: Int32) {
        self.kind = kind
        self.style = style
        self.range = range
        self.start = start
        self.count = count
        self.tagStart = tagStart
        self.tagCount = tagCount
    }
}
