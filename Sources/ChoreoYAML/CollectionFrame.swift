/// A sequence or mapping whose start event has been read and whose end event has not.
///
/// The reader keeps a stack of these instead of recursing, so nesting costs heap, not call stack.
/// Each frame counts the nodes below it, which is what an alias to it will cost.
struct CollectionFrame {
    let isMapping: Bool
    let isFlow: Bool
    let start: SourceLocation
    let tag: String?
    let anchor: String?
    var items: [Node] = []
    var entries: [MappingEntry] = []
    var pendingKey: Node?
    /// Nodes in this subtree, itself included.
    var size = 1
    /// Where the last child ended: the end of a block collection (libyaml's end mark for a block
    /// collection lies at the next token, often lines further on).
    var lastChildEnd: SourceLocation
    /// Built once a mapping grows past `linearScanLimit` keys, so huge mappings stay linear.
    private var keyIndex: [KeyIdentity: Int]?

    private static let linearScanLimit = 16

    init(isMapping: Bool, isFlow: Bool, start: SourceLocation, tag: String?, anchor: String?) {
        self.isMapping = isMapping
        self.isFlow = isFlow
        self.start = start
        self.tag = tag
        self.anchor = anchor
        self.lastChildEnd = start
    }

    /// Adds a finished child; returns a duplicate-key issue when the child is a key seen before.
    mutating func append(_ node: Node, size childSize: Int) -> YAMLIssue? {
        size += childSize
        lastChildEnd = node.range.end
        guard isMapping else {
            items.append(node)
            return nil
        }
        guard let key = pendingKey else {
            let issue = duplicateIssue(for: node)
            pendingKey = node
            return issue
        }
        entries.append(MappingEntry(key: key, value: node))
        pendingKey = nil
        if let index = keyIndex, let identity = KeyIdentity(key) {
            if index[identity] == nil { keyIndex?[identity] = entries.count - 1 }
        }
        return nil
    }

    /// The node this frame stands for, ending at `end` (libyaml's end mark of the end event).
    func finish(end: SourceLocation) -> Node {
        let range = SourceRange(start: start, end: isFlow ? end : lastChildEnd)
        if isMapping {
            var entries = entries
            // An odd event count cannot come from libyaml; keep the key rather than lose it.
            if let key = pendingKey {
                entries.append(MappingEntry(key: key, value: Node(content: .scalar(Scalar(text: "", style: .plain)), range: SourceRange(key.range.end))))
            }
            return Node(content: .mapping(entries), tag: tag, range: range)
        }
        return Node(content: .sequence(items), tag: tag, range: range)
    }

    private mutating func duplicateIssue(for key: Node) -> YAMLIssue? {
        guard let scalar = key.scalar else { return nil }
        let first: Node?
        if entries.count < Self.linearScanLimit {
            first = entries.first(where: { entry in
                guard let other = entry.key.scalar else { return false }
                return KeyIdentity.same(scalar, other)
            })?.key
        } else {
            if keyIndex == nil {
                var index: [KeyIdentity: Int] = [:]
                for (position, entry) in entries.enumerated() {
                    if let identity = KeyIdentity(entry.key), index[identity] == nil { index[identity] = position }
                }
                keyIndex = index
            }
            let position = KeyIdentity(key).flatMap { keyIndex?[$0] }
            first = position.flatMap { $0 < entries.count ? entries[$0].key : nil }
        }
        guard let first else { return nil }
        return YAMLIssue(
            kind: .duplicateKey,
            message: "duplicate key '\(scalar.text)'",
            location: key.location,
            contextLocation: first.location,
            contextMessage: "'\(scalar.text)' first appears here",
            hint: "YAML readers keep only one of the two values (most keep the last); remove or rename one")
    }
}

/// When two scalar keys are the same key: the same text, read the same way. `a` and `"a"` are
/// both the string a; `1` (an integer) and `"1"` (a string) are different keys. Keys that only
/// mean the same value (`1` and `0x1`, `~` and `null`) are not compared: spec keys are words.
struct KeyIdentity: Hashable {
    let text: String
    let isString: Bool

    init?(_ node: Node) {
        guard let scalar = node.scalar else { return nil }
        text = scalar.text
        isString = Self.readsAsString(scalar)
    }

    static func same(_ a: Scalar, _ b: Scalar) -> Bool {
        guard a.text == b.text else { return false }
        if a.isPlain == b.isPlain { return true }
        return readsAsString(a.isPlain ? a : b)
    }

    private static func readsAsString(_ scalar: Scalar) -> Bool {
        if case .string = scalar.resolved { return true }
        return false
    }
}
