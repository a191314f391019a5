import CYaml

/// The one owner of libyaml's resources: pulls events and hands them to a `DocumentAssembler`,
/// one document at a time.
///
/// Owns the parser, one reusable event, and the cursor that feeds libyaml the input (shared with
/// the caller's array, never copied whole). Everything is released in `deinit`, also when a
/// caller stops iterating early.
final class YAMLEventReader {
    private let input: InputCursor
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let event: UnsafeMutablePointer<yaml_event_t>
    private let parserInitialized: Bool
    /// An issue found before parsing (size, encoding): yielded alone, then the stream ends.
    private var preflightIssue: YAMLIssue?
    /// Taken out while a document is read, so that the hot loop works on a local value (no
    /// exclusivity checks or copy-on-write through the class), and put back afterwards; nil once
    /// the stream has ended.
    private var assembler: DocumentAssembler?

    init(bytes: [UInt8], limits: YAMLLimits) {
        input = InputCursor(bytes: bytes)
        parser = .allocate(capacity: 1)
        event = .allocate(capacity: 1)
        let encoding = bytes.withUnsafeBufferPointer { InputEncoding.detect($0) }
        var bomLength = 0
        if case .utf8(let length) = encoding { bomLength = length }
        assembler = DocumentAssembler(limits: limits, locator: ByteLocator(bytes: bytes, bomLength: bomLength))

        if bytes.count > limits.maxBytes {
            preflightIssue = YAMLIssue(
                kind: .limit,
                message: "the file is \(bytes.count) bytes, more than the limit of \(limits.maxBytes) bytes",
                location: SourceLocation(line: 1, column: 1, offset: 0),
                hint: "a transition spec is a few hundred bytes; is this the right file?")
            parserInitialized = false
        } else if let issue = encoding.issue {
            preflightIssue = issue
            parserInitialized = false
        } else if yaml_parser_initialize(parser) != 0 {
            parserInitialized = true
            // The cursor lives as long as this reader, and so as long as the parser.
            yaml_parser_set_input(parser, { InputCursor.handle($0, $1, $2, $3) }, Unmanaged.passUnretained(input).toOpaque())
        } else {
            preflightIssue = YAMLIssue(
                kind: .limit, message: "libyaml could not start (out of memory)",
                location: SourceLocation(line: 1, column: 1, offset: 0))
            parserInitialized = false
        }
    }

    deinit {
        if parserInitialized { yaml_parser_delete(parser) }
        parser.deallocate()
        event.deallocate()
    }

    /// Reads up to the end of the next document and builds its `Node` tree; nil once the stream
    /// has ended.
    func nextDocument() -> YAMLDocument? {
        withNextDocument { view in YAMLDocument(root: view.root?.node, range: view.range, issues: view.issues) }
    }

    /// The document `withNextDocument(_:)` last read; its arena alternates with the assembler's.
    private var current = ReadDocument()

    /// Reads up to the end of the next document and hands `body` a view of it, read in place
    /// (no tree is built); nil once the stream has ended. The view is valid only inside `body`.
    func withNextDocument<R>(_ body: (DocumentView) throws -> R) rethrows -> R? {
        guard readNextDocument(into: &current) else { return nil }
        return try current.withView(body)
    }

    /// Reads up to the end of the next document into `document`, giving it the assembler's arena
    /// and taking `document`'s old arena (already read) in exchange; false, with `document`
    /// untouched, once the stream has ended. The one event loop of the reader.
    func readNextDocument(into document: inout ReadDocument) -> Bool {
        guard var assembler = assembler.take() else { return false }
        if let issue = preflightIssue {
            document.setStopped(range: SourceRange(issue.location), issues: [issue])
            return true
        }
        assembler.beginDocument()
        while true {
            guard yaml_parser_parse(parser, event) != 0 else {
                let issue = assembler.issue(forErrorOf: parser)
                let stopped = assembler.stoppedDocument(with: issue)
                document.setStopped(range: stopped.range, issues: stopped.issues)
                return true
            }
            let outcome = assembler.handle(event)
            yaml_event_delete(event)
            switch outcome {
            case .continueReading:
                continue
            case .document:
                document.hasNodes = true
                document.root = assembler.root
                document.range = assembler.finishedRange
                document.issues = assembler.finishedIssues
                assembler.exchangeArena(with: &document.arena)
                self.assembler = consume assembler
                return true
            case .streamEnd:
                return false
            case .stop:
                // `.stop` is only returned with its issue set.
                guard let issue = assembler.stopIssue else { return false }
                let stopped = assembler.stoppedDocument(with: issue)
                document.setStopped(range: stopped.range, issues: stopped.issues)
                return true
            }
        }
    }
}
