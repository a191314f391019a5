/// The most common indentation slip, recognised from the text around a libyaml error.
///
/// ```yaml
/// present:
/// duration: 0.5      # meant to be inside 'present'
///   effect: pop      # libyaml fails here: ':' where no mapping value is allowed
/// ```
/// libyaml reads `duration` as a sibling of `present` and `effect: pop` as the continuation of
/// `0.5`, so it reports the line after the mistake. When the line above the error is a
/// `key: value` at the same indentation as a `parent:` with no value just above it, the fix is to
/// indent that key under the parent, and the error belongs at the key.
struct IndentationMistake: Equatable {
    var key: String
    var parent: String
    /// The byte offset of the misplaced key's first character.
    var keyOffset: Int

    var message: String { "indent '\(key)' under '\(parent)'" }
    var explanation: String {
        "at the same indentation as '\(parent):', '\(key)' ends that mapping instead of starting it, "
            + "and the more indented line below it cannot continue it"
    }
    var hint: String { "indent '\(key)' (and the lines of '\(parent)' after it) by two spaces more than '\(parent)'" }

    /// The mistake before the error at `problemOffset`, if the text matches the pattern above.
    init?(bytes: [UInt8], problemOffset: Int) {
        guard problemOffset >= 0, problemOffset <= bytes.count else { return nil }
        let lines = Self.contentLines(in: bytes, before: problemOffset, count: 3)
        guard lines.count == 3 else { return nil }
        let (problemLine, keyLine, parentLine) = (lines[0], lines[1], lines[2])
        guard problemLine.indent > keyLine.indent, keyLine.indent == parentLine.indent,
              let key = Self.key(of: keyLine.text), !Self.valueAfterKey(keyLine.text).isEmpty,
              let parent = Self.key(of: parentLine.text), Self.valueAfterKey(parentLine.text).isEmpty
        else { return nil }
        self.key = key
        self.parent = parent
        keyOffset = keyLine.start + keyLine.indent
    }

    private struct Line {
        var start: Int
        var indent: Int
        var text: ArraySlice<UInt8>
    }

    /// The line holding `offset` and the non-blank, non-comment lines before it, nearest first.
    private static func contentLines(in bytes: [UInt8], before offset: Int, count: Int) -> [Line] {
        var lines: [Line] = []
        var end = offset
        while end > 0, bytes[end - 1] != UInt8(ascii: "\n") { end -= 1 }
        // `end` is the start of the problem line; read it, then walk back line by line.
        var start = end
        var lineEnd = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        while lines.count < count {
            let text = bytes[start..<lineEnd]
            let indent = text.prefix { $0 == UInt8(ascii: " ") }.count
            let content = text.dropFirst(indent)
            if !content.isEmpty, content.first != UInt8(ascii: "#"), content.first != UInt8(ascii: "\r") {
                lines.append(Line(start: start, indent: indent, text: content))
            }
            guard start > 0 else { break }
            lineEnd = start - 1
            start = lineEnd
            while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        }
        return lines
    }

    /// The plain key before `: ` (or a final `:`), if the line is a simple block mapping entry.
    private static func key(of text: ArraySlice<UInt8>) -> String? {
        guard let colon = text.firstIndex(of: UInt8(ascii: ":")), colon > text.startIndex else { return nil }
        let after = text.index(after: colon)
        guard after == text.endIndex || [UInt8(ascii: " "), UInt8(ascii: "\r")].contains(text[after]) else { return nil }
        let name = text[..<colon]
        guard name.allSatisfy({ $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
        else { return nil }
        return String(decoding: name, as: UTF8.self)
    }

    /// What follows the key's colon, without spaces and a comment.
    private static func valueAfterKey(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let colon = text.firstIndex(of: UInt8(ascii: ":")) else { return [] }
        var value = text[text.index(after: colon)...]
        if let hash = value.firstIndex(of: UInt8(ascii: "#")) { value = value[..<hash] }
        return value.drop { $0 == UInt8(ascii: " ") }.reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }.isEmpty
            ? [] : value
    }
}
