import CYaml

/// Turns libyaml's events into one document's `Node` tree: locations, anchors and aliases under
/// the expansion budget, duplicate keys, the depth limit.
///
/// A value type, so the reader's hot loop works on a local copy that it owns uniquely. Its buffers
/// are kept between documents.
struct DocumentAssembler {
    enum Outcome {
        case continueReading
        case document(YAMLDocument)
        case streamEnd
        /// A problem that ends the stream.
        case stop(YAMLIssue)
    }

    private struct AnchoredNode {
        var node: Node
        /// Nodes in the anchored subtree: what each alias to it costs.
        var size: Int
    }

    let limits: YAMLLimits
    var locator: ByteLocator
    private var frames: [CollectionFrame] = []
    /// The keys of all open mappings, innermost last; each frame knows where its own begin. One
    /// buffer for the whole stream instead of one small array per mapping.
    private var keyStack: [KeyIdentity.Lazy?] = []
    private var anchors: [String: AnchoredNode] = [:]
    private var issues: [YAMLIssue] = []
    private var root: Node?
    private(set) var documentStart = SourceLocation(line: 1, column: 1, offset: 0)
    private var expandedThroughAliases = 0
    /// Set when the alias budget ran out: the rest of the document is read but not built.
    private var skippingDocument = false
    /// Counted across documents: the stream's nesting, the one libyaml pays for quadratically.
    private var depth = 0

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
                return .stop(YAMLIssue(
                    kind: .limit,
                    message: "sequences and mappings are nested more than \(limits.maxDepth) levels deep",
                    location: start,
                    hint: "a transition spec nests about 5 levels; look for an unclosed '[' or '{', or generated input"))
            }
            if !skippingDocument { startCollection(event, start: start) }
            return .continueReading
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            depth -= 1
            if !skippingDocument, let frame = frames.popLast() {
                if frame.keyStackStart < keyStack.count { keyStack.removeSubrange(frame.keyStackStart...) }
                let node = frame.finish(end: location(event.pointee.end_mark))
                if let anchor = frame.anchor { anchors[anchor] = AnchoredNode(node: node, size: frame.size) }
                deliver(node, size: frame.size)
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
            let end = explicitEnd || root == nil ? location(event.pointee.end_mark) : (root?.range.end ?? documentStart)
            let document = YAMLDocument(
                root: skippingDocument ? nil : root.take(),
                range: SourceRange(start: documentStart, end: end),
                issues: issues)
            resetDocument()
            return .document(document)
        case YAML_STREAM_END_EVENT:
            return .streamEnd
        default:
            return .continueReading
        }
    }

    /// The document that ends the stream: whatever was read of the current document is dropped
    /// (its tree is incomplete) but its issues are kept, followed by the one that stopped reading.
    mutating func stoppedDocument(with issue: YAMLIssue) -> YAMLDocument {
        var documentIssues = issues
        documentIssues.append(issue)
        let document = YAMLDocument(
            root: nil, range: SourceRange(start: documentStart, end: max(documentStart, issue.location)),
            issues: documentIssues)
        resetDocument()
        return document
    }

    @inline(__always)
    mutating func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(line: mark.line + 1, column: mark.column + 1, offset: locator.byteOffset(ofCharacter: mark.index))
    }

    // MARK: Building nodes

    private mutating func resetDocument() {
        frames.removeAll(keepingCapacity: true)
        keyStack.removeAll(keepingCapacity: true)
        if !anchors.isEmpty { anchors.removeAll(keepingCapacity: true) }
        if !issues.isEmpty { issues = [] }
        root = nil
        expandedThroughAliases = 0
        skippingDocument = false
    }

    private mutating func startCollection(_ event: UnsafeMutablePointer<yaml_event_t>, start: SourceLocation) {
        let isMapping = event.pointee.type == YAML_MAPPING_START_EVENT
        let anchor: String?
        let tag: String?
        let isFlow: Bool
        if isMapping {
            let data = event.pointee.data.mapping_start
            anchor = Self.string(data.anchor)
            tag = Self.specificTag(data.tag)
            isFlow = data.style == YAML_FLOW_MAPPING_STYLE
        } else {
            let data = event.pointee.data.sequence_start
            anchor = Self.string(data.anchor)
            tag = Self.specificTag(data.tag)
            isFlow = data.style == YAML_FLOW_SEQUENCE_STYLE
        }
        frames.append(CollectionFrame(
            isMapping: isMapping, isFlow: isFlow, start: start, tag: tag, anchor: anchor, keyStackStart: keyStack.count))
    }

    private mutating func scalar(_ event: UnsafeMutablePointer<yaml_event_t>) {
        let data = event.pointee.data.scalar
        let text = data.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self) } ?? ""
        let style: Scalar.Style
        switch data.style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: style = .literal
        case YAML_FOLDED_SCALAR_STYLE: style = .folded
        default: style = .plain
        }
        let range = SourceRange(start: location(event.pointee.start_mark), end: location(event.pointee.end_mark))
        let node = Node(content: .scalar(Scalar(text: text, style: style)), tag: Self.specificTag(data.tag), range: range)
        if let anchor = Self.string(data.anchor) { anchors[anchor] = AnchoredNode(node: node, size: 1) }
        deliver(node, size: 1)
    }

    private mutating func alias(_ event: UnsafeMutablePointer<yaml_event_t>) {
        let name = Self.string(event.pointee.data.alias.anchor) ?? ""
        let range = SourceRange(start: location(event.pointee.start_mark), end: location(event.pointee.end_mark))
        guard let anchored = anchors[name] else {
            let isRecursive = frames.contains { $0.anchor == name }
            issues.append(YAMLIssue(
                kind: .undefinedAlias,
                message: isRecursive
                    ? "the alias '*\(name)' refers to the node it is inside of; recursive structures are not supported"
                    : "the alias '*\(name)' refers to no anchor '&\(name)' defined before it in this document",
                location: range.start,
                hint: isRecursive
                    ? "copy the content instead of referring to the enclosing node"
                    : "define '&\(name)' on a node before this alias (anchors do not cross '---')"))
            // Keep the tree's shape so the decoder can still point at the value.
            deliver(Node(content: .scalar(Scalar(text: "", style: .plain)), range: range), size: 1)
            return
        }
        expandedThroughAliases += anchored.size
        if expandedThroughAliases > limits.maxAliasExpansion {
            issues.append(YAMLIssue(
                kind: .limit,
                message: "aliases in this document expand to more than \(limits.maxAliasExpansion) nodes",
                location: range.start,
                hint: "this looks like an alias bomb ('billion laughs'); refer to smaller anchors or fewer times"))
            skippingDocument = true
            frames.removeAll(keepingCapacity: true)
            keyStack.removeAll(keepingCapacity: true)
            anchors.removeAll(keepingCapacity: true)
            root = nil
            return
        }
        var copy = anchored.node
        copy.range = range
        deliver(copy, size: anchored.size)
    }

    private mutating func deliver(_ node: consuming Node, size: Int) {
        guard !frames.isEmpty else {
            root = node
            return
        }
        if let issue = frames[frames.count - 1].append(node, size: size, keys: &keyStack) {
            issues.append(issue)
        }
    }

    // MARK: libyaml values

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    /// The tag as libyaml resolved it, or nil for none and for the non-specific `!` and `?`.
    private static func specificTag(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        if pointer[0] == UInt8(ascii: "!") || pointer[0] == UInt8(ascii: "?"), pointer[1] == 0 { return nil }
        return String(cString: pointer)
    }
}
