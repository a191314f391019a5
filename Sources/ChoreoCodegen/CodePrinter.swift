/// Accumulates Swift source with an indentation level, so that emitters describe structure
/// (a block, a doc comment, a fixed chunk of code) and never count spaces by hand.
///
/// The idea is swift-protobuf's `CodePrinter`: every line goes through one place, so the output
/// has exactly one indentation style (4 spaces), no trailing whitespace and one newline per line,
/// whatever the emitter that wrote it.
///
/// The text is kept as UTF-8 bytes (`OutputBytes`), appended in slices, because a generated file
/// is many times the size of its spec: building it `Character` by character cost hundreds of
/// instructions per byte (Docs/Performance.md). Text that is not plain ASCII (or holds a carriage return, which
/// Swift counts together with the line feed after it as one `Character`) is wrapped and split the
/// way `String` does it, so the bytes are the same either way.
struct CodePrinter {
    /// What has been printed. Each printer has its own; a printer is not copied.
    let out: OutputBytes
    private(set) var level = 0

    init() {
        out = OutputBytes()
    }

    /// An empty printer at `level`.
    init(level: Int) {
        out = OutputBytes()
        self.level = level
    }

    /// A printer that writes into `out` (emptied first): one output buffer reused from file to
    /// file.
    init(reusing out: OutputBytes) {
        out.removeAll()
        self.out = out
    }

    /// The printed bytes.
    var bytes: [UInt8] { out.array }

    /// Doc comments that mention the transition's name, left unwrapped while a chunk is printed
    /// for `ChunkCache` (nil otherwise): where they go wraps with the name's real length.
    private(set) var deferredDocs: [ChunkCache.DeferredDoc]?

    /// An empty printer for a chunk to be inserted at `level`, which leaves doc comments that
    /// hold the name placeholder to be wrapped when the chunk is used.
    init(chunkAt level: Int) {
        out = OutputBytes()
        self.level = level
        deferredDocs = []
    }

    /// The text so far.
    var contents: String { String(decoding: out.buffer, as: UTF8.self) }

    /// Spaces per indentation level.
    static let indentWidth = 4

    /// Generated doc comments wrap at this many columns.
    static let lineWidth = 120

    mutating func indent() { level += 1 }

    mutating func outdent() { level = max(0, level - 1) }

    /// One line at the current indentation; an empty line stays empty (no trailing spaces).
    mutating func line(_ text: String = "") {
        if text.isEmpty {
            out.append(ASCII.newline)
        } else {
            appendIndentation()
            // Through the contiguous UTF-8, not the generic `utf8` view, which went byte by byte.
            out.append(utf8: text)
            out.append(ASCII.newline)
        }
    }

    /// `line(_:)` for a literal, copied without making a `String` (for the lines printed for
    /// every file, outside cached chunks).
    mutating func line(static text: StaticString) {
        appendIndentation()
        out.append(text)
        out.append(ASCII.newline)
    }

    /// One line at the current indentation whose text `body` appends as bytes; for text made of
    /// numbers and names, which would otherwise be built as a `String` first. The text must not be
    /// empty or hold a line break.
    mutating func line(_ body: (OutputBytes) -> Void) {
        appendIndentation()
        body(out)
        out.append(ASCII.newline)
    }

    /// A cached chunk, laid out for the current level, with `name` at each of its places and its
    /// deferred doc comments wrapped.
    mutating func append(_ chunk: ChunkCache.Chunk, name: [UInt8]) {
        var start = 0
        chunk.bytes.withUnsafeBufferPointer { chunkBytes in
            for insertion in chunk.insertions {
                out.append(UnsafeBufferPointer(rebasing: chunkBytes[start..<insertion.offset]))
                start = insertion.offset
                switch insertion.content {
                case .name:
                    out.append(contentsOf: name)
                case .doc(let deferred):
                    let outer = level
                    level = deferred.level
                    doc(utf8: ChunkCache.replacingPlaceholders(in: deferred.text, with: name))
                    level = outer
                }
            }
            out.append(UnsafeBufferPointer(rebasing: chunkBytes[start...]))
        }
    }

    /// A laid-out chunk with `name` at each of its places.
    mutating func append(_ layout: ChunkCache.Layout, name: [UInt8]) {
        var start = 0
        layout.bytes.withUnsafeBufferPointer { chunkBytes in
            for offset in layout.nameOffsets {
                out.append(UnsafeBufferPointer(rebasing: chunkBytes[start..<offset]))
                out.append(contentsOf: name)
                start = offset
            }
            out.append(UnsafeBufferPointer(rebasing: chunkBytes[start...]))
        }
    }

    /// Several lines, each re-indented from the current level. The chunk's own leading spaces are
    /// kept relative to it, so a fixed piece of code can be written as it reads.
    mutating func lines(_ chunk: String) {
        var chunk = chunk
        let isPlain = chunk.withUTF8 { utf8 in !utf8.contains(ASCII.carriageReturn) }
        guard isPlain else {
            for line in chunk.split(separator: "\n", omittingEmptySubsequences: false) {
                self.line(String(line))
            }
            return
        }
        chunk.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices where utf8[index] == ASCII.newline {
                appendLine(UnsafeBufferPointer(rebasing: utf8[start..<index]))
                start = index + 1
            }
            appendLine(UnsafeBufferPointer(rebasing: utf8[start...]))
        }
    }

    /// `opener`, the body one level deeper, then `closer`.
    mutating func block(_ opener: String, closer: String = "}", _ body: (inout CodePrinter) -> Void) {
        line(opener)
        indent()
        body(&self)
        outdent()
        line(closer)
    }

    /// A `///` doc comment. Each paragraph (separated by a blank line in `text`) is re-wrapped to
    /// fit `lineWidth` at the current indentation, so text with interpolated names still reads as
    /// evenly filled lines.
    mutating func doc(_ text: String) {
        if deferredDocs != nil, text.utf8.contains(ChunkCache.placeholderByte) {
            deferredDocs?.append(ChunkCache.DeferredDoc(offset: out.count, level: level, text: Array(text.utf8)))
            return
        }
        var text = text
        let width = max(40, Self.lineWidth - level * Self.indentWidth - 4)
        let wrapped: Bool = text.withUTF8 { utf8 in
            guard utf8.allSatisfy({ $0 < 0x80 && $0 != ASCII.carriageReturn }) else { return false }
            wrapASCII(utf8, width: width)
            return true
        }
        if !wrapped {
            wrapCharacters(text, width: width)
        }
    }

    /// `doc(_:)` for text given as UTF-8 bytes.
    mutating func doc(utf8 text: [UInt8]) {
        text.withUnsafeBufferPointer { doc(utf8: $0) }
    }

    /// `doc(_:)` for text given as UTF-8 bytes.
    mutating func doc(utf8 text: UnsafeBufferPointer<UInt8>) {
        if deferredDocs != nil, text.contains(ChunkCache.placeholderByte) {
            deferredDocs?.append(ChunkCache.DeferredDoc(offset: out.count, level: level, text: Array(text)))
            return
        }
        let width = max(40, Self.lineWidth - level * Self.indentWidth - 4)
        if text.allSatisfy({ $0 < 0x80 && $0 != ASCII.carriageReturn }) {
            wrapASCII(text, width: width)
        } else {
            wrapCharacters(String(decoding: text, as: UTF8.self), width: width)
        }
    }

    /// A `//` comment, one per line of `text`.
    mutating func comment(_ text: String) {
        var text = text
        let isPlain = text.withUTF8 { !$0.contains(ASCII.carriageReturn) }
        guard isPlain else {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                self.line(line.isEmpty ? "//" : "// " + line)
            }
            return
        }
        text.withUTF8 { utf8 in
            var start = 0
            while start <= utf8.count {
                let end = utf8[start...].firstIndex(of: ASCII.newline) ?? utf8.count
                appendIndentation()
                if end == start {
                    out.append("//")
                } else {
                    out.append("// ")
                    out.append(UnsafeBufferPointer(rebasing: utf8[start..<end]))
                }
                out.append(ASCII.newline)
                start = end + 1
            }
        }
    }

    // MARK: - Bytes

    private mutating func appendIndentation() {
        let count = level * Self.indentWidth
        if count <= ASCII.spaces.utf8CodeUnitCount {
            out.append(UnsafeBufferPointer(start: ASCII.spaces.utf8Start, count: count))
        } else {
            out.append(repeating: ASCII.space, count: count)
        }
    }

    /// `line(_:)` for a slice of a chunk.
    private mutating func appendLine(_ text: UnsafeBufferPointer<UInt8>) {
        if !text.isEmpty {
            appendIndentation()
            out.append(text)
        }
        out.append(ASCII.newline)
    }

    /// The doc wrap for ASCII text without carriage returns, where a byte is a `Character`: the
    /// same greedy fill as `wrapCharacters`, written straight into the output.
    private mutating func wrapASCII(_ text: UnsafeBufferPointer<UInt8>, width: Int) {
        var paragraphs = 0
        var inParagraph = false
        // Length of the comment line being filled, 0 when none is open.
        var current = 0
        // Words go out in runs: while the words of a comment line follow each other in `text`
        // with one space between them, the line is one slice of `text`, appended when it ends.
        var runStart = 0
        var runEnd = 0
        var lineStart = 0
        while lineStart <= text.count {
            var lineEnd = lineStart
            while lineEnd < text.count, text[lineEnd] != ASCII.newline { lineEnd += 1 }
            var position = lineStart
            while position < lineEnd, text[position] == ASCII.space { position += 1 }
            if position == lineEnd {
                // A blank line ends the paragraph, if one is open.
                if current > 0 {
                    appendRun(text, runStart, runEnd)
                    out.append(ASCII.newline)
                }
                current = 0
                inParagraph = false
            } else {
                if !inParagraph {
                    if paragraphs > 0 { line("///") }
                    paragraphs += 1
                    inParagraph = true
                }
                while position < lineEnd {
                    let wordStart = position
                    while position < lineEnd, text[position] != ASCII.space { position += 1 }
                    let length = position - wordStart
                    if current == 0 {
                        appendIndentation()
                        out.append("/// ")
                        (runStart, runEnd) = (wordStart, position)
                        current = length
                    } else if current + 1 + length <= width {
                        if runEnd + 1 == wordStart, text[runEnd] == ASCII.space {
                            runEnd = position
                        } else {
                            appendRun(text, runStart, runEnd)
                            out.append(ASCII.space)
                            (runStart, runEnd) = (wordStart, position)
                        }
                        current += 1 + length
                    } else {
                        appendRun(text, runStart, runEnd)
                        out.append(ASCII.newline)
                        appendIndentation()
                        out.append("/// ")
                        (runStart, runEnd) = (wordStart, position)
                        current = length
                    }
                    while position < lineEnd, text[position] == ASCII.space { position += 1 }
                }
            }
            lineStart = lineEnd + 1
        }
        if current > 0 {
            appendRun(text, runStart, runEnd)
            out.append(ASCII.newline)
        }
    }

    private mutating func appendRun(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        out.append(UnsafeBufferPointer(rebasing: text[start..<end]))
    }

    /// The doc wrap by `Character`, for text that is not plain ASCII.
    private mutating func wrapCharacters(_ text: String, width: Int) {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
            .split(whereSeparator: { $0.drop(while: { $0 == " " }).isEmpty })
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { line("///") }
            let words = paragraph.flatMap { $0.split(separator: " ") }
            var current = ""
            for word in words {
                if current.isEmpty {
                    current = String(word)
                } else if current.count + 1 + word.count <= width {
                    current += " " + word
                } else {
                    line("/// " + current)
                    current = String(word)
                }
            }
            if !current.isEmpty { line("/// " + current) }
        }
    }
}

/// The bytes the printer writes, by name.
private enum ASCII {
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    /// 160 spaces: indentation is a prefix of them.
    static let spaces: StaticString = "                                                                                                                                                                "
}
