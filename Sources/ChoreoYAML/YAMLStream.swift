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
    public func forEachDocument(_ body: (DocumentView) throws -> Void) rethrows {
        let reader = YAMLEventReader(bytes: bytes, limits: limits)
        // A local document, read in place: one kept in the reader would be copied for every read
        // (a class's stored property is read as a copy), retaining each of its buffers.
        var document = ReadDocument()
        while reader.readNextDocument(into: &document) {
            try document.withView(body)
        }
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
