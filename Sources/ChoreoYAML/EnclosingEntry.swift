/// The entry a wrongly indented line sits under, for the note of libyaml's "did not find expected
/// key" error.
///
/// ```yaml
/// present:
///     effect: fade
///   duration: 0.3    # libyaml: no key expected here, "while parsing a block mapping" at 1:1
/// ```
/// libyaml's context mark is the outermost mapping the line fails to continue, often the top of
/// the file. What the user needs is the nearest line above that is indented less than the
/// broken line (`present:`): the entry the line was written under, and the column its keys use.
struct EnclosingEntry: Equatable {
    /// The byte offset of the entry's first character.
    var offset: Int
    /// Its key, when the line is a plain `key:` entry.
    var key: String?
    /// The column (1-based) of the first line under the entry, if there is one before the broken line.
    var childColumn: Int?
    /// The column (1-based) of the broken line.
    var lineColumn: Int

    var message: String {
        let name = key.map { "'\($0)'" } ?? "the entry"
        guard let childColumn else { return "\(name) starts here" }
        return "\(name) starts here; its keys are at column \(childColumn), this line at column \(lineColumn)"
    }

    /// The entry above the line of `problemOffset`, when libyaml's mark is that line's first
    /// character and a less indented line comes before it.
    init?(bytes: [UInt8], problemOffset: Int) {
        guard problemOffset >= 0, problemOffset < bytes.count else { return nil }
        var start = problemOffset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        let indent = problemOffset - start
        guard indent > 0, bytes[start..<problemOffset].allSatisfy({ $0 == UInt8(ascii: " ") }) else { return nil }
        var childIndent: Int?
        var lineEnd = start - 1
        while lineEnd >= 0 {
            var lineStart = lineEnd
            while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
            let text = bytes[lineStart..<lineEnd]
            let spaces = text.prefix { $0 == UInt8(ascii: " ") }.count
            let content = text.dropFirst(spaces)
            lineEnd = lineStart - 1
            guard let first = content.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "\r") else { continue }
            guard spaces < indent else {
                childIndent = spaces
                continue
            }
            offset = lineStart + spaces
            key = Self.key(of: content)
            childColumn = childIndent.map { $0 + 1 }
            lineColumn = indent + 1
            return
        }
        return nil
    }

    /// The plain key of a `key:` line (letters, digits, `_`), if it is one.
    private static func key(of text: ArraySlice<UInt8>) -> String? {
        guard let colon = text.firstIndex(of: UInt8(ascii: ":")), colon > text.startIndex else { return nil }
        let name = text[..<colon]
        guard name.allSatisfy({ $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
        else { return nil }
        return String(decoding: name, as: UTF8.self)
    }
}
