/// The documents of a YAML byte stream, read lazily one at a time.
///
/// Iterating parses only as far as the next document, so a stream of thousands of documents never
/// holds more than one document tree. Each iteration starts a fresh parse of the same bytes.
///
/// An empty stream (an empty file, or only comments) has no documents. A problem that ends the
/// stream (a libyaml error, the depth limit, a bad encoding, an oversize input) is attached to the
/// last document yielded (one with `root == nil` when the problem came before or inside it), and
/// iteration then ends.
public struct YAMLStream: Sequence, Sendable {
    public let bytes: [UInt8]
    public let limits: YAMLLimits

    public init(bytes: [UInt8], limits: YAMLLimits = .default) {
        self.bytes = bytes
        self.limits = limits
    }

    public func makeIterator() -> Iterator {
        Iterator(reader: YAMLEventReader(bytes: bytes, limits: limits))
    }

    /// Reads the documents one at a time and hands each to `body` as a view read in place, without
    /// building `Node` trees: the fast path for callers that look at each document once (the spec
    /// decoder). A view is valid only inside `body`. The same documents, issues and ranges as
    /// iterating the stream.
    ///
    /// With `readAhead` (by default for inputs of `ReadAhead.threshold` bytes or more) libyaml and
    /// the reader run on a second thread, a bounded ring of documents ahead of `body`; `body` is
    /// still called on the calling thread, in stream order, with the same views. When `body`
    /// throws, the second thread is stopped and joined before the error propagates.
    public func forEachDocument(readAhead: ReadAhead = .automatic, _ body: (DocumentView) throws -> Void) rethrows {
        if readAhead.usesSecondThread(byteCount: bytes.count), #available(macOS 15, *),
           let ring = Self.startReadAhead(bytes: bytes, limits: limits) {
            defer {
                ring.ring.stop()
                ring.thread.join()
            }
            while let document = ring.ring.nextFilled() {
                try document.pointee.withView(body)
                ring.ring.release()
            }
            return
        }
        let reader = YAMLEventReader(bytes: bytes, limits: limits)
        while try reader.withNextDocument(body) != nil {}
    }

    /// Documents in flight between the two threads: enough that neither side waits on the other's
    /// jitter (a document takes tens of microseconds), few enough that memory stays that of a
    /// handful of documents.
    static let readAheadCapacity = 128

    /// Starts the producer: a reader of `bytes` filling a new ring until the stream ends or the
    /// consumer stops. nil when no thread could be started.
    @available(macOS 15, *)
    private static func startReadAhead(bytes: [UInt8], limits: YAMLLimits) -> (ring: DocumentRing, thread: ReadAheadThread)? {
        let ring = DocumentRing(capacity: readAheadCapacity)
        let thread = ReadAheadThread.start {
            let reader = YAMLEventReader(bytes: bytes, limits: limits)
            while let slot = ring.slotToFill(), reader.readNextDocument(into: &slot.pointee) {
                ring.publish()
            }
            ring.finish()
        }
        guard let thread else { return nil }
        return (ring, thread)
    }

    /// Every document of the stream at once; convenient for tests and small files.
    public static func readAll(bytes: [UInt8], limits: YAMLLimits = .default) -> [YAMLDocument] {
        Array(YAMLStream(bytes: bytes, limits: limits))
    }

    public struct Iterator: IteratorProtocol {
        private let reader: YAMLEventReader

        init(reader: YAMLEventReader) {
            self.reader = reader
        }

        public mutating func next() -> YAMLDocument? {
            reader.nextDocument()
        }
    }
}
