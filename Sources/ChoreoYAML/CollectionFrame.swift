/// A sequence or mapping whose start event has been read and whose end event has not.
///
/// The reader keeps a stack of these instead of recursing, so nesting costs heap, not call stack.
/// A frame holds no children itself: they wait, as arena indices, in the assembler's one pending
/// stack (from `pendingStart` on) until the end event moves them into the arena. Each frame
/// counts the nodes below it, which is what an alias to it will cost.
///
/// Plain data, so pushing, updating and popping a frame costs no reference counting: an anchor's
/// name waits in the assembler's stack of open anchors, and the key index of a huge mapping in its
/// table by frame position.
struct CollectionFrame {
    let isMapping: Bool
    let isFlow: Bool
    let start: SourceLocation
    /// The explicit tag's bytes in the arena's text buffer (-1: none).
    let tagStart: Int32
    let tagCount: Int32
    /// True when the collection has an anchor: its name is the last of the assembler's open anchors.
    let hasAnchor: Bool
    /// Where this collection's children begin in the assembler's pending stack; for a mapping
    /// they alternate key, value, so a child at an even distance from here is a key.
    let pendingStart: Int
    /// Nodes in this subtree, itself included.
    var size = 1
    /// Where the last child ended: the end of a block collection (libyaml's end mark for a block
    /// collection lies at the next token, often lines further on).
    var lastChildEnd: SourceLocation

    init(isMapping: Bool, isFlow: Bool, start: SourceLocation, tagStart: Int32, tagCount: Int32, hasAnchor: Bool, pendingStart: Int) {
        self.isMapping = isMapping
        self.isFlow = isFlow
        self.start = start
        self.tagStart = tagStart
        self.tagCount = tagCount
        self.hasAnchor = hasAnchor
        self.lastChildEnd = start
        self.pendingStart = pendingStart
    }

    /// The collection's range, given libyaml's end mark of the end event.
    func range(end: SourceLocation) -> SourceRange {
        SourceRange(start: start, end: isFlow ? end : lastChildEnd)
    }
}
