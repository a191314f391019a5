import CYaml

/// Turns libyaml's events into one document's nodes in a flat `DocumentArena`: locations,
/// anchors and aliases under the expansion budget, duplicate keys, the depth limit.
///
/// The reader's hot loop works on a local value that it owns alone (one reader, one assembler).
/// Its buffers (the arena, the frame and pending stacks: `ArenaBuffer`s, shared by copies of the
/// value, so never use two copies) are kept between documents, so a document read after the first
/// few allocates nothing but its issues and anchor names.
struct DocumentAssembler {
    /// What an event did. A plain byte, so that the event loop's per-event result costs nothing to
    /// return; the document's range and a stopping issue wait in `finishedRange` and `stopIssue`.
    enum Outcome: UInt8 {
        case continueReading
        /// The document ended: its nodes are in `arena`, its root is `root`, its range `finishedRange`.
        case document
        case streamEnd
        /// A problem that ends the stream: `stopIssue`.
        case stop
    }

    private struct AnchoredNode {
        var index: Int
        /// Nodes in the anchored subtree: what each alias to it costs.
        var size: Int
    }

    let limits: YAMLLimits
    var locator: ByteLocator
    private(set) var arena = DocumentArena()
    private let frames = ArenaBuffer<CollectionFrame>(capacity: 16)
    /// The anchor names of the open collections that have one, outermost first.
    private var openAnchors: [String] = []
    /// For a mapping past `linearScanLimit` keys, by its position in `frames`: each key's identity
    /// and the position of its first occurrence, so huge mappings stay linear.
    private var keyIndexes: [Int: [KeyIdentity: Int]] = [:]
    /// The children of all open collections, innermost last, as arena indices; each frame knows
    /// where its own begin.
    private let pending = ArenaBuffer<Int>()
    private var anchors: [String: AnchoredNode] = [:]
    private var issues: [YAMLIssue] = []
    /// Issues beyond `maximumIssues` in a document, counted per kind, not kept (flat memory
    /// whatever a document holds): the first of each kind and how many there were.
    private var omittedIssues: [(first: YAMLIssue, count: Int)] = []
    /// The issues a document keeps (the same bound as findings per file, `FindingCap`).
    static let maximumIssues = 100
    private(set) var root: Int?
    private(set) var documentStart = SourceLocation(line: 1, column: 1, offset: 0)
    /// The range of the document that the last `.document` outcome ended.
    private(set) var finishedRange = SourceRange(SourceLocation(line: 1, column: 1, offset: 0))
    /// The issue of the last `.stop` outcome.
    private(set) var stopIssue: YAMLIssue?
    private var expandedThroughAliases = 0
    /// Set when the alias budget ran out: the rest of the document is read but not built.
    private var skippingDocument = false
    /// Counted across documents: the stream's nesting, the one libyaml pays for quadratically.
    private var depth = 0

    /// Mappings with fewer keys than this find duplicates by scanning; larger ones hash.
    private static let linearScanLimit = 16

    init(limits: YAMLLimits, locator: ByteLocator) {
        self.limits = limits
        self.locator = locator
    }

    /// Reads fields through the pointer: copying the whole event struct would cost a memcpy each.
    mutating func handle(_ event: UnsafeMutablePointer<yaml_event_t>) -> Outcome {
        switch event.pointee.type {
        case YAML_SCALAR_EVENT:
            if !skippingDocument { scalar(event) }
            return .continueReading
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            depth += 1
            let start = location(event.pointee.start_mark)
            if depth > limits.maxDepth {
                stopIssue = YAMLIssue(
                    kind: .limit,
                    message: "sequences and mappings are nested more than \(limits.maxDepth) levels deep",
                    location: start,
                    hint: "a transition spec nests about 5 levels; look for an unclosed '[' or '{', or generated input")
                return .stop
            }
            if !skippingDocument { startCollection(event, start: start) }
            return .continueReading
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            depth -= 1
            if !skippingDocument, let frame = frames.popLast() {
                if !keyIndexes.isEmpty { keyIndexes[frames.count] = nil }
                endCollection(frame, end: location(event.pointee.end_mark))
            }
            return .continueReading
        case YAML_ALIAS_EVENT:
            if !skippingDocument { alias(event) }
            return .continueReading
        case YAML_DOCUMENT_START_EVENT:
            resetDocument()
            documentStart = location(event.pointee.start_mark)
            return .continueReading
        case YAML_DOCUMENT_END_EVENT:
            let explicitEnd = event.pointee.data.document_end.implicit == 0
            var end = documentStart
            if explicitEnd || root == nil {
                end = location(event.pointee.end_mark)
            } else if let root {
                end = arena.record(root).range.end
            }
            finishedRange = SourceRange(start: documentStart, end: end)
            return .document
        case YAML_STREAM_END_EVENT:
            return .streamEnd
        default:
            return .continueReading
        }
    }

    /// Keeps `issue`, or counts it once the document has `maximumIssues`.
    private mutating func record(_ issue: YAMLIssue) {
        if issues.count < Self.maximumIssues {
            issues.append(issue)
        } else if let index = omittedIssues.firstIndex(where: { $0.first.kind == issue.kind }) {
            omittedIssues[index].count += 1
        } else {
            omittedIssues.append((issue, 1))
        }
    }

    /// The document's issues: those kept, then one per kind standing for the ones only counted.
    var finishedIssues: [YAMLIssue] {
        issues + omittedIssues.map { entry in
            var summary = YAMLIssue(kind: entry.first.kind, message: "\(entry.count) more problems of this kind in this document", location: entry.first.location)
            summary.omitted = entry.count
            return summary
        }
    }

    /// Gives the finished document's arena to the caller and takes `other` (whose document has
    /// been read) to clear and refill: the reader hands documents on without copying them.
    mutating func exchangeArena(with other: inout DocumentArena) {
        swap(&arena, &other)
    }

    /// Clears what the last document left (its nodes stay readable until this is called).
    mutating func beginDocument() {
        resetDocument()
    }

    /// The document that ends the stream: whatever was read of the current document is dropped
    /// (its tree is incomplete) but its issues are kept, followed by the one that stopped reading.
    mutating func stoppedDocument(with issue: YAMLIssue) -> (range: SourceRange, issues: [YAMLIssue]) {
        var documentIssues = finishedIssues
        documentIssues.append(issue)
        let range = SourceRange(start: documentStart, end: max(documentStart, issue.location))
        resetDocument()
        return (range, documentIssues)
    }

    @inline(__always)
    mutating func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(
            clampingLine: mark.line + 1, column: mark.column + 1, offset: locator.byteOffset(ofCharacter: mark.index))
    }

    // MARK: Building nodes

    private mutating func clearFrames() {
        frames.removeAll()
        if !openAnchors.isEmpty { openAnchors.removeAll(keepingCapacity: true) }
        if !keyIndexes.isEmpty { keyIndexes.removeAll() }
    }

    private mutating func resetDocument() {
        clearFrames()
        pending.removeAll()
        arena.removeAll()
        if !anchors.isEmpty { anchors.removeAll(keepingCapacity: true) }
        if !issues.isEmpty { issues = [] }
        if !omittedIssues.isEmpty { omittedIssues = [] }
        root = nil
        expandedThroughAliases = 0
        skippingDocument = false
    }

    private mutating func startCollection(_ event: UnsafeMutablePointer<yaml_event_t>, start: SourceLocation) {
        let isMapping = event.pointee.type == YAML_MAPPING_START_EVENT
        let anchor: String?
        let tag: (start: Int32, count: Int32)
        let isFlow: Bool
        if isMapping {
            let data = event.pointee.data.mapping_start
            anchor = data.anchor == nil ? nil : Self.string(data.anchor)
            tag = specificTag(data.tag)
            isFlow = data.style == YAML_FLOW_MAPPING_STYLE
        } else {
            let data = event.pointee.data.sequence_start
            anchor = data.anchor == nil ? nil : Self.string(data.anchor)
            tag = specificTag(data.tag)
            isFlow = data.style == YAML_FLOW_SEQUENCE_STYLE
        }
        if let anchor { openAnchors.append(anchor) }
        frames.append(CollectionFrame(
            isMapping: isMapping, isFlow: isFlow, start: start, tagStart: tag.start, tagCount: tag.count, hasAnchor: anchor != nil,
            pendingStart: pending.count))
    }

    private mutating func endCollection(_ frame: CollectionFrame, end: SourceLocation) {
        let range = frame.range(end: end)
        // An odd event count cannot come from libyaml; keep the key rather than lose it.
        if frame.isMapping, (pending.count - frame.pendingStart) % 2 == 1, let key = pending.last {
            let keyEnd = arena.record(key).range.end
            pending.append(arena.appendScalar(
                style: .plain, range: SourceRange(keyEnd), textStart: arena.textCount, textCount: 0, tagStart: -1, tagCount: 0))
        }
        let index = arena.appendCollection(
            isMapping: frame.isMapping, range: range, items: pending.suffix(from: frame.pendingStart),
            tagStart: frame.tagStart, tagCount: frame.tagCount)
        pending.removeSuffix(from: frame.pendingStart)
        if frame.hasAnchor, let anchor = openAnchors.popLast() { anchors[anchor] = AnchoredNode(index: index, size: frame.size) }
        deliver(index, size: frame.size, end: range.end)
    }

    private mutating func scalar(_ event: UnsafeMutablePointer<yaml_event_t>) {
        let data = event.pointee.data.scalar
        let count = data.value == nil ? 0 : data.length
        let textStart = arena.appendText(data.value, count: count)
        let style: Scalar.Style
        switch data.style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: style = .literal
        case YAML_FOLDED_SCALAR_STYLE: style = .folded
        default: style = .plain
        }
        let range = SourceRange(start: location(event.pointee.start_mark), end: location(event.pointee.end_mark))
        let tag = specificTag(data.tag)
        let index = arena.appendScalar(
            style: style, range: range, textStart: textStart, textCount: count, tagStart: tag.start, tagCount: tag.count)
        if data.anchor != nil, let anchor = Self.string(data.anchor) { anchors[anchor] = AnchoredNode(index: index, size: 1) }
        deliver(index, size: 1, end: range.end)
    }

    private mutating func alias(_ event: UnsafeMutablePointer<yaml_event_t>) {
        let name = Self.string(event.pointee.data.alias.anchor) ?? ""
        let range = SourceRange(start: location(event.pointee.start_mark), end: location(event.pointee.end_mark))
        guard let anchored = anchors[name] else {
            let isRecursive = openAnchors.contains(name)
            record(YAMLIssue(
                kind: .undefinedAlias,
                message: isRecursive
                    ? "the alias '*\(name)' refers to the node it is inside of; recursive structures are not supported"
                    : "the alias '*\(name)' refers to no anchor '&\(name)' defined before it in this document",
                location: range.start,
                hint: isRecursive
                    ? "copy the content instead of referring to the enclosing node"
                    : "define '&\(name)' on a node before this alias (anchors do not cross '---')"))
            // Keep the tree's shape so the decoder can still point at the value.
            let empty = arena.appendScalar(
                style: .plain, range: range, textStart: arena.textCount, textCount: 0, tagStart: -1, tagCount: 0)
            deliver(empty, size: 1, end: range.end)
            return
        }
        expandedThroughAliases += anchored.size
        if expandedThroughAliases > limits.maxAliasExpansion {
            record(YAMLIssue(
                kind: .limit,
                message: "aliases in this document expand to more than \(limits.maxAliasExpansion) nodes",
                location: range.start,
                hint: "this looks like an alias bomb ('billion laughs'); refer to smaller anchors or fewer times"))
            skippingDocument = true
            clearFrames()
            pending.removeAll()
            anchors.removeAll(keepingCapacity: true)
            root = nil
            return
        }
        deliver(arena.appendCopy(of: anchored.index, range: range), size: anchored.size, end: range.end)
    }

    /// Hands a finished node (ending at `end`) to the innermost open collection, or makes it the root.
    private mutating func deliver(_ index: Int, size: Int, end: SourceLocation) {
        guard !frames.isEmpty else {
            root = index
            return
        }
        let last = frames.count - 1
        // One access to the frame: each `frames[last].x` would check the array's uniqueness again.
        let pendingCount = pending.count
        let isKey = frames.modify(at: last) { Self.add(size: size, end: end, pendingCount: pendingCount, to: &$0) }
        if isKey, let issue = registerKey(index, frame: last) {
            record(issue)
        }
        pending.append(index)
    }

    /// Counts a child of `frame`; true when the child is a mapping key.
    @inline(__always)
    private static func add(size: Int, end: SourceLocation, pendingCount: Int, to frame: inout CollectionFrame) -> Bool {
        frame.size += size
        frame.lastChildEnd = end
        return frame.isMapping && (pendingCount - frame.pendingStart) % 2 == 0
    }

    // MARK: Duplicate keys

    /// Checks a new key of the mapping of `frames[frame]` against its earlier keys; returns a
    /// duplicate-key issue when one is the same key (`KeyIdentity`).
    private mutating func registerKey(_ index: Int, frame: Int) -> YAMLIssue? {
        let key = arena.record(index)
        guard key.kind == .scalar else { return nil }
        let base = frames[frame].pendingStart
        let count = (pending.count - base) / 2
        var firstPosition: Int?
        if count < Self.linearScanLimit {
            for position in 0..<count {
                let earlier = arena.record(pending[base + 2 * position])
                if earlier.kind == .scalar, arena.sameText(key, earlier), sameReading(key, earlier) {
                    firstPosition = position
                    break
                }
            }
        } else {
            if keyIndexes[frame] == nil {
                var keyIndex: [KeyIdentity: Int] = [:]
                for position in 0..<count {
                    let earlier = arena.record(pending[base + 2 * position])
                    guard earlier.kind == .scalar else { continue }
                    let identity = identity(earlier)
                    if keyIndex[identity] == nil { keyIndex[identity] = position }
                }
                keyIndexes[frame] = keyIndex
            }
            let identity = identity(key)
            firstPosition = keyIndexes[frame]?[identity]
            if firstPosition == nil { keyIndexes[frame]?[identity] = count }
        }
        guard let firstPosition else { return nil }
        let first = arena.record(pending[base + 2 * firstPosition])
        let text = arena.string(start: key.start, count: key.count)
        return YAMLIssue(
            kind: .duplicateKey,
            message: "duplicate key '\(Excerpt.of(text))'",
            location: key.range.start,
            contextLocation: first.range.start,
            contextMessage: "'\(Excerpt.of(text))' first appears here",
            hint: "YAML readers keep only one of the two values (most keep the last); remove or rename one")
    }

    /// Two keys with the same text are the same key when both are plain or both quoted, or when
    /// the plain one reads as a string (classified only here, where it matters).
    private func sameReading(_ a: NodeRecord, _ b: NodeRecord) -> Bool {
        let aIsPlain = a.style == .plain
        if aIsPlain == (b.style == .plain) { return true }
        let plain = aIsPlain ? a : b
        if case .string = ResolvedScalar.classify(arena.string(start: plain.start, count: plain.count)) { return true }
        return false
    }

    private func identity(_ record: NodeRecord) -> KeyIdentity {
        KeyIdentity(text: arena.string(start: record.start, count: record.count), isPlain: record.style == .plain)
    }

    // MARK: libyaml values

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    /// The tag as libyaml resolved it, copied into the arena's text buffer; start -1 for none and
    /// for the non-specific `!` and `?`.
    private mutating func specificTag(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> (start: Int32, count: Int32) {
        guard let pointer else { return (-1, 0) }
        if pointer[0] == UInt8(ascii: "!") || pointer[0] == UInt8(ascii: "?"), pointer[1] == 0 { return (-1, 0) }
        var length = 0
        while pointer[length] != 0 { length += 1 }
        let start = arena.appendText(pointer, count: length)
        return (Int32(clamping: start), Int32(clamping: length))
    }
}
