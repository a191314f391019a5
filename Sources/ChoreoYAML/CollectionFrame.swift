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
    /// Where this mapping's keys begin in the assembler's key stack. From there on the stack holds
    /// the text and reading of each key so far (parallel to `entries`, plus the pending key), so the
    /// duplicate scan compares them without copying whole entries; nil marks a non-scalar key.
    let keyStackStart: Int
    /// Built once a mapping grows past `linearScanLimit` keys, so huge mappings stay linear.
    private var keyIndex: [KeyIdentity: Int]?

    private static let linearScanLimit = 16

    init(isMapping: Bool, isFlow: Bool, start: SourceLocation, tag: String?, anchor: String?, keyStackStart: Int) {
        self.isMapping = isMapping
        self.isFlow = isFlow
        self.start = start
        self.tag = tag
        self.anchor = anchor
        self.lastChildEnd = start
        self.keyStackStart = keyStackStart
    }

    /// Adds a finished child; returns a duplicate-key issue when the child is a key seen before.
    mutating func append(_ node: consuming Node, size childSize: Int, keys: inout [KeyIdentity.Lazy?]) -> YAMLIssue? {
        size += childSize
        lastChildEnd = node.range.end
        guard isMapping else {
            items.append(node)
            return nil
        }
        guard let key = pendingKey.take() else {
            let issue = registerKey(node, keys: &keys)
            pendingKey = node
            return issue
        }
        entries.append(MappingEntry(key: key, value: node))
        return nil
    }

    /// The node this frame stands for, ending at `end` (libyaml's end mark of the end event).
    consuming func finish(end: SourceLocation) -> Node {
        let range = SourceRange(start: start, end: isFlow ? end : lastChildEnd)
        if isMapping {
            // An odd event count cannot come from libyaml; keep the key rather than lose it.
            if let key = pendingKey.take() {
                let empty = Node(content: .scalar(Scalar(text: "", style: .plain)), range: SourceRange(key.range.end))
                entries.append(MappingEntry(key: key, value: empty))
            }
            return Node(content: .mapping(entries), tag: tag, range: range)
        }
        return Node(content: .sequence(items), tag: tag, range: range)
    }

    /// Records a key and reports it when an earlier key of this mapping is the same.
    private mutating func registerKey(_ key: Node, keys: inout [KeyIdentity.Lazy?]) -> YAMLIssue? {
        guard case .scalar(let scalar) = key.content else {
            keys.append(nil)
            return nil
        }
        var candidate = KeyIdentity.Lazy(scalar)
        var firstPosition: Int?
        let count = keys.count - keyStackStart
        if count < Self.linearScanLimit {
            for position in 0..<count {
                if keys[keyStackStart + position]?.text == scalar.text, var earlier = keys[keyStackStart + position],
                   KeyIdentity.Lazy.same(&candidate, &earlier) {
                    firstPosition = position
                    break
                }
            }
        } else {
            if keyIndex == nil {
                var index: [KeyIdentity: Int] = [:]
                for position in 0..<count {
                    guard var earlier = keys[keyStackStart + position] else { continue }
                    let identity = earlier.identity()
                    if index[identity] == nil { index[identity] = position }
                }
                keyIndex = index
            }
            let identity = candidate.identity()
            firstPosition = keyIndex?[identity]
            if firstPosition == nil { keyIndex?[identity] = count }
        }
        keys.append(candidate)
        guard let firstPosition, entries.indices.contains(firstPosition) else { return nil }
        let first = entries[firstPosition].key
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

    /// A key's text, with its reading under the core schema worked out only when another key has
    /// the same text (classifying every key would cost more than the comparisons).
    struct Lazy {
        let text: String
        let isPlain: Bool
        private var readsAsString: Bool?

        init(_ scalar: Scalar) {
            text = scalar.text
            isPlain = scalar.isPlain
            readsAsString = scalar.isPlain ? nil : true
        }

        mutating func isString() -> Bool {
            if let readsAsString { return readsAsString }
            var result = false
            if case .string = ResolvedScalar.classify(text) { result = true }
            readsAsString = result
            return result
        }

        mutating func identity() -> KeyIdentity {
            KeyIdentity(text: text, isString: isString())
        }

        /// Same text, read the same way (both plain or both quoted, or the plain one a string).
        static func same(_ a: inout Lazy, _ b: inout Lazy) -> Bool {
            guard a.text == b.text else { return false }
            if a.isPlain == b.isPlain { return true }
            return a.isPlain ? a.isString() : b.isString()
        }
    }
}
