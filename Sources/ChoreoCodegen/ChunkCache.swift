import Foundation

/// Generated code that is the same for every transition of one shape, kept once per emitter so
/// that each further transition costs only what varies.
///
/// Most of a generated file depends on a handful of choices (kind, access level, presentation
/// style, which gestures) and on the transition's name, and nothing else.
/// A chunk is printed once, by the ordinary emitter code, with a one-byte placeholder for the
/// name, and reused with the real name spliced in. Doc comments that mention the name are kept
/// unwrapped in the chunk and wrapped once for each length of name (a `Layout`), since where
/// their lines break depends on it; wrapping them on every use instead cost more than the
/// layouts (Docs/Performance.md). The key names the choices the chunk's code reads;
/// `EmitterConsistencyTests` holds a shared cache to the bytes of a fresh emitter, and the
/// golden files and digests pin them.
final class ChunkCache: @unchecked Sendable {
    /// A doc comment left to wrap when the chunk is used.
    struct DeferredDoc {
        /// Where it goes in the printed bytes.
        var offset: Int
        /// The indentation level it was printed at.
        var level: Int
        /// Its text, with a placeholder byte for each mention of the name.
        var text: [UInt8]
    }

    /// Something that goes between the chunk's bytes.
    struct Insertion {
        enum Content {
            case name
            case doc(DeferredDoc)
        }

        /// Offset into the chunk's bytes.
        var offset: Int
        var content: Content
    }

    /// A chunk of code without the name, and what goes where, in order.
    struct Chunk {
        var bytes: [UInt8]
        var insertions: [Insertion]
    }

    /// A chunk with its doc comments wrapped for one length of name: bytes and where the name
    /// goes, nothing left to compute.
    struct Layout {
        var bytes: [UInt8]
        /// Offsets into `bytes`, in increasing order.
        var nameOffsets: [Int]
    }

    private let lock = NSLock()
    private var chunks: [ChunkKey: Chunk] = [:]
    private var layouts: [ChunkKey: Layout] = [:]
    /// The buffer files are printed into, reused rather than allocated per file.
    let outputBuffer = OutputBytes(capacity: 16 * 1024)
    /// Scratch for a file's timing summaries and phase sentences (`AnimatorEmitter`).
    let summaryBuffer = OutputBytes(capacity: 512)
    let sentenceBuffer = OutputBytes(capacity: 256)

    /// A bound on the number of chunks, for runs over many specs of many shapes: past it, chunks
    /// are printed every time rather than kept.
    static let capacity = 4096

    /// The byte that stands for the name while a chunk is printed: a control character that
    /// nothing else in the generated code contains.
    static let placeholderByte: UInt8 = 0x01

    static let placeholder = "\u{1}"

    /// Runs `body` holding the cache's lock: everything below, and `outputBuffer`, is used only
    /// inside it. One lock per file printed rather than one per chunk looked up (locking was a
    /// tenth of the time of printing a file); emitters that share a cache print one at a time.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    func chunk(for key: ChunkKey) -> Chunk? {
        chunks[key]
    }

    func store(_ chunk: Chunk, for key: ChunkKey) {
        if chunks.count < Self.capacity {
            chunks[key] = chunk
        }
    }

    func layout(for key: ChunkKey) -> Layout? {
        layouts[key]
    }

    func store(_ layout: Layout, for key: ChunkKey) {
        if layouts.count < Self.capacity {
            layouts[key] = layout
        }
    }

    /// `chunk` laid out for a name of `nameLength` bytes: its doc comments wrapped around a
    /// placeholder that long, then split at each run of placeholder bytes. Nil when a run is not
    /// a whole number of names.
    static func layout(of chunk: Chunk, nameLength: Int) -> Layout? {
        var layout = Layout(bytes: [], nameOffsets: [])
        layout.bytes.reserveCapacity(chunk.bytes.count + 4096)
        let placeholder = [UInt8](repeating: placeholderByte, count: nameLength)
        var start = 0
        for insertion in chunk.insertions {
            layout.bytes.append(contentsOf: chunk.bytes[start..<insertion.offset])
            start = insertion.offset
            switch insertion.content {
            case .name:
                layout.nameOffsets.append(layout.bytes.count)
            case .doc(let deferred):
                var printer = CodePrinter(level: deferred.level)
                printer.doc(utf8: replacingPlaceholders(in: deferred.text, with: placeholder))
                guard append(printer.bytes, to: &layout, nameLength: nameLength) else { return nil }
            }
        }
        layout.bytes.append(contentsOf: chunk.bytes[start...])
        return layout
    }

    /// Appends `printed` without its placeholder runs, noting a name for each `nameLength` bytes
    /// of them.
    private static func append(_ printed: [UInt8], to layout: inout Layout, nameLength: Int) -> Bool {
        var index = 0
        while index < printed.count {
            let runStart = printed[index...].firstIndex(of: placeholderByte) ?? printed.count
            layout.bytes.append(contentsOf: printed[index..<runStart])
            var end = runStart
            while end < printed.count, printed[end] == placeholderByte { end += 1 }
            guard (end - runStart) % nameLength == 0 else { return false }
            for _ in 0..<(end - runStart) / nameLength {
                layout.nameOffsets.append(layout.bytes.count)
            }
            index = end
        }
        return true
    }

    /// The chunk for bytes printed with the placeholder and the doc comments left unwrapped.
    static func chunk(fromPrinted printed: [UInt8], deferredDocs: [DeferredDoc]) -> Chunk {
        var chunk = Chunk(bytes: [], insertions: [])
        chunk.bytes.reserveCapacity(printed.count)
        var docs = deferredDocs[...]
        var index = 0
        while index <= printed.count {
            // Up to the next placeholder or deferred doc, whichever comes first.
            let nextName = printed[index...].firstIndex(of: placeholderByte) ?? printed.count
            let next = min(nextName, docs.first?.offset ?? printed.count)
            chunk.bytes.append(contentsOf: printed[index..<next])
            while let doc = docs.first, doc.offset == next {
                chunk.insertions.append(Insertion(offset: chunk.bytes.count, content: .doc(doc)))
                docs = docs.dropFirst()
            }
            if next == printed.count { break }
            if printed[next] == placeholderByte {
                chunk.insertions.append(Insertion(offset: chunk.bytes.count, content: .name))
                index = next + 1
            } else {
                index = next
            }
        }
        return chunk
    }

    /// `text` with `name` for each placeholder byte.
    static func replacingPlaceholders(in text: [UInt8], with name: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.count + 4 * name.count)
        for byte in text {
            if byte == placeholderByte {
                result.append(contentsOf: name)
            } else {
                result.append(byte)
            }
        }
        return result
    }
}

extension CodePrinter {
    /// What `body` prints for `plan`, taken from `cache` when a transition of the same shape (the
    /// same `key`) was printed before at this indentation.
    ///
    /// `body` must end at the indentation level it started at, and read nothing of `plan` that
    /// `key` does not name apart from the transition's name; it is run with a copy of `plan`
    /// renamed to the placeholder. A name that is not printable ASCII (whose length in
    /// `Character`s may not be its length in bytes) is printed directly.
    mutating func cached(
        _ cache: ChunkCache?, _ key: ChunkKey, plan: GenerationPlan,
        _ body: (inout CodePrinter, GenerationPlan) -> Void
    ) {
        guard let cache, let name = plan.cacheableName else {
            body(&self, plan)
            return
        }
        var chunkKey = key
        chunkKey.level = level
        var layoutKey = chunkKey
        layoutKey.nameLength = name.count
        if let layout = cache.layout(for: layoutKey) {
            append(layout, name: name)
            return
        }
        let chunk: ChunkCache.Chunk
        if let cached = cache.chunk(for: chunkKey) {
            chunk = cached
        } else {
            var printer = CodePrinter(chunkAt: level)
            body(&printer, plan.renamed(ChunkCache.placeholder))
            chunk = ChunkCache.chunk(fromPrinted: printer.bytes, deferredDocs: printer.deferredDocs ?? [])
            cache.store(chunk, for: chunkKey)
        }
        if let layout = ChunkCache.layout(of: chunk, nameLength: name.count) {
            cache.store(layout, for: layoutKey)
            append(layout, name: name)
        } else {
            append(chunk, name: name)
        }
    }
}
