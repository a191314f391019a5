import CYaml

/// The one place that talks to libyaml: pulls events and assembles them into one document's
/// `Node` tree at a time.
///
/// Owns the parser, one reusable event, and a private copy of the input (libyaml keeps a pointer
/// to it for the parser's life). Everything is released in `deinit`, including when a caller
/// stops iterating early.
final class YAMLEventReader {
    private let limits: YAMLLimits
    private let storage: UnsafeMutableBufferPointer<UInt8>
    private let input: UnsafeMutableBufferPointer<UInt8>
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let event: UnsafeMutablePointer<yaml_event_t>
    private var parserInitialized = false
    private var locator: ByteLocator
    /// An issue found before parsing (size, encoding): yielded alone, then the stream ends.
    private var preflightIssue: YAMLIssue?
    private var finished = false

    // Per-document state, reused between documents so their buffers keep their capacity.
    private var frames: [CollectionFrame] = []
    private var anchors: [String: AnchoredNode] = [:]
    private var issues: [YAMLIssue] = []
    private var root: Node?
    private var documentStart = SourceLocation(line: 1, column: 1, offset: 0)
    private var expandedThroughAliases = 0
    /// Set when the alias budget ran out: the rest of the document is read but not built.
    private var skippingDocument = false
    private var depth = 0

    private struct AnchoredNode {
        var node: Node
        var size: Int
    }

    init(bytes: [UInt8], limits: YAMLLimits) {
        self.limits = limits
        // Capacity at least 1, so that even an empty input has a valid pointer to give libyaml.
        storage = .allocate(capacity: max(bytes.count, 1))
        _ = storage.initialize(from: bytes)
        input = UnsafeMutableBufferPointer(rebasing: storage[0..<bytes.count])
        parser = .allocate(capacity: 1)
        event = .allocate(capacity: 1)
        let readable = UnsafeBufferPointer(input)
        let encoding = InputEncoding.detect(readable)
        var bomLength = 0
        if case .utf8(let length) = encoding { bomLength = length }
        locator = ByteLocator(bytes: readable, bomLength: bomLength)

        if bytes.count > limits.maxBytes {
            preflightIssue = YAMLIssue(
                kind: .limit,
                message: "the file is \(bytes.count) bytes, more than the limit of \(limits.maxBytes) bytes",
                location: SourceLocation(line: 1, column: 1, offset: 0),
                hint: "a transition spec is a few hundred bytes; is this the right file?")
        } else if let issue = encoding.issue {
            preflightIssue = issue
        } else if yaml_parser_initialize(parser) != 0 {
            parserInitialized = true
            if let base = input.baseAddress {
                yaml_parser_set_input_string(parser, base, input.count)
            }
        } else {
            preflightIssue = YAMLIssue(
                kind: .limit, message: "libyaml could not start (out of memory)",
                location: SourceLocation(line: 1, column: 1, offset: 0))
        }
    }

    deinit {
        if parserInitialized { yaml_parser_delete(parser) }
        parser.deallocate()
        event.deallocate()
        storage.deallocate()
    }

    /// Reads up to the end of the next document.
    func nextDocument() -> YAMLDocument? {
        if finished { return nil }
        if let issue = preflightIssue {
            finished = true
            return YAMLDocument(root: nil, range: SourceRange(issue.location), issues: [issue])
        }
        while true {
            guard yaml_parser_parse(parser, event) != 0 else {
                finished = true
                return stoppedDocument(with: parserErrorIssue())
            }
            let outcome = handleEvent()
            yaml_event_delete(event)
            switch outcome {
            case .continueReading: continue
            case .document(let document): return document
            case .streamEnd:
                finished = true
                return nil
            case .stop(let issue):
                finished = true
                return stoppedDocument(with: issue)
            }
        }
    }

    private enum Outcome {
        case continueReading
        case document(YAMLDocument)
        case streamEnd
        case stop(YAMLIssue)
    }

    private func handleEvent() -> Outcome {
        let type = event.pointee.type
        switch type {
        case YAML_SCALAR_EVENT:
            if skippingDocument { return .continueReading }
            return scalarEvent()
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
            if skippingDocument { return .continueReading }
            startCollection(isMapping: type == YAML_MAPPING_START_EVENT, start: start)
            return .continueReading
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            depth -= 1
            if skippingDocument { return .continueReading }
            guard let frame = frames.popLast() else { return .continueReading }
            let node = frame.finish(end: location(event.pointee.end_mark))
            if let anchor = frame.anchor { anchors[anchor] = AnchoredNode(node: node, size: frame.size) }
            deliver(node, size: frame.size)
            return .continueReading
        case YAML_ALIAS_EVENT:
            if skippingDocument { return .continueReading }
            return aliasEvent()
        case YAML_DOCUMENT_START_EVENT:
            beginDocument(at: location(event.pointee.start_mark))
            return .continueReading
        case YAML_DOCUMENT_END_EVENT:
            let explicitEnd = event.pointee.data.document_end.implicit == 0
            let end = explicitEnd || root == nil ? location(event.pointee.end_mark) : (root?.range.end ?? documentStart)
            let document = YAMLDocument(
                root: skippingDocument ? nil : root,
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

    // MARK: Building nodes

    private func beginDocument(at start: SourceLocation) {
        resetDocument()
        documentStart = start
    }

    private func resetDocument() {
        frames.removeAll(keepingCapacity: true)
        anchors.removeAll(keepingCapacity: true)
        issues.removeAll(keepingCapacity: true)
        root = nil
        expandedThroughAliases = 0
        skippingDocument = false
    }

    private func startCollection(isMapping: Bool, start: SourceLocation) {
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
        frames.append(CollectionFrame(isMapping: isMapping, isFlow: isFlow, start: start, tag: tag, anchor: anchor))
    }

    private func scalarEvent() -> Outcome {
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
        return .continueReading
    }

    private func aliasEvent() -> Outcome {
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
            return .continueReading
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
            anchors.removeAll(keepingCapacity: true)
            root = nil
            return .continueReading
        }
        var copy = anchored.node
        copy.range = range
        deliver(copy, size: anchored.size)
        return .continueReading
    }

    private func deliver(_ node: Node, size: Int) {
        guard !frames.isEmpty else {
            root = node
            return
        }
        if let issue = frames[frames.count - 1].append(node, size: size) {
            issues.append(issue)
        }
    }

    /// The document that ends the stream: whatever was read of the current document is dropped
    /// (its tree is incomplete) but its issues are kept, followed by the one that stopped reading.
    private func stoppedDocument(with issue: YAMLIssue) -> YAMLDocument {
        var documentIssues = issues
        documentIssues.append(issue)
        let document = YAMLDocument(root: nil, range: SourceRange(start: documentStart, end: issue.location), issues: documentIssues)
        resetDocument()
        return document
    }

    // MARK: libyaml values

    @inline(__always)
    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(line: mark.line + 1, column: mark.column + 1, offset: locator.byteOffset(ofCharacter: mark.index))
    }

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

    private func parserErrorIssue() -> YAMLIssue {
        let problem = parser.pointee.problem.map { String(cString: $0) } ?? "unknown error"
        if parser.pointee.error == YAML_READER_ERROR {
            return readerErrorIssue(problem: problem)
        }
        if parser.pointee.error == YAML_MEMORY_ERROR {
            return YAMLIssue(kind: .limit, message: "libyaml ran out of memory", location: documentStart)
        }
        let problemLocation = location(parser.pointee.problem_mark)
        let context = parser.pointee.context.map { String(cString: $0) }
        let translated = SyntaxMessage(
            problem: problem, context: context, character: locator.byte(at: problemLocation.offset))
        var contextLocation: SourceLocation?
        if context != nil {
            let mark = location(parser.pointee.context_mark)
            if mark != problemLocation { contextLocation = mark }
        }
        return YAMLIssue(
            kind: .syntax, message: translated.message, location: problemLocation,
            contextLocation: contextLocation,
            contextMessage: contextLocation == nil ? nil : translated.contextMessage,
            hint: translated.hint)
    }

    /// Reader errors (bad UTF-8, control characters) come with a byte offset only; libyaml leaves
    /// the problem mark at 0:0.
    private func readerErrorIssue(problem: String) -> YAMLIssue {
        let offset = parser.pointee.problem_offset
        let value = parser.pointee.problem_value
        let here = locator.location(ofByte: offset)
        let byte = locator.byte(at: offset)
        let hex = byte.map { "0x" + String($0, radix: 16, uppercase: true) } ?? "end of file"
        switch problem {
        case "control characters are not allowed":
            let what = value == 0 ? "a NUL character (byte 0x00)" : "the control character U+\(Self.hex4(value))"
            return YAMLIssue(
                kind: .encoding, message: "\(what) is not allowed in YAML", location: here,
                hint: value == 0
                    ? "the file may be binary, or saved as UTF-16; re-save it as UTF-8 text"
                    : "remove the character, or write it as an escape ('\\x\(Self.hex2(value))') in a double-quoted value")
        case "input error":
            return YAMLIssue(kind: .encoding, message: "the input could not be read", location: here)
        default:
            var location = here
            let detail: String
            switch problem {
            case "incomplete UTF-8 octet sequence":
                detail = "byte \(hex) starts a multi-byte character, but the file ends before it is complete"
            case "invalid trailing UTF-8 octet":
                // libyaml points at the byte that broke the sequence; the character starts earlier.
                var lead = offset - 1
                while lead > 0, let byte = locator.byte(at: lead), byte & 0xC0 == 0x80 { lead -= 1 }
                let leadHex = locator.byte(at: lead).map { "0x" + String($0, radix: 16, uppercase: true) } ?? "?"
                location = locator.location(ofByte: lead)
                detail = "byte \(leadHex) starts a multi-byte character, but byte \(hex) cannot continue it"
            case "invalid leading UTF-8 octet":
                detail = "byte \(hex) cannot start a character"
            case "invalid length of a UTF-8 sequence":
                detail = "byte \(hex) starts an overlong encoding"
            case "invalid Unicode character":
                detail = "byte \(hex) starts a sequence that encodes no valid Unicode character"
            default:
                detail = "\(problem) (byte \(hex))"
            }
            return YAMLIssue(
                kind: .encoding, message: "invalid UTF-8: \(detail)", location: location,
                hint: "Choreo reads UTF-8 only; re-save the file as UTF-8 (it may be Latin-1 or Windows-1252)")
        }
    }

    private static func hex4(_ value: Int32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func hex2(_ value: Int32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 2 - digits.count)) + digits
    }
}
