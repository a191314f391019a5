/// Turns the positions libyaml reports into byte offsets and the other way round.
///
/// libyaml's marks count characters (Unicode scalars), not bytes, and start after a byte-order
/// mark; its reader errors give only a byte offset. Both conversions walk the UTF-8 bytes. Marks
/// arrive in nearly increasing order, so a cursor that moves from the last position makes the
/// total cost linear in the input instead of quadratic.
struct ByteLocator {
    /// The input, shared with the caller's array (no copy).
    let bytes: [UInt8]
    private let bomLength: Int
    private var cursorCharacter = 0
    private var cursorByte: Int
    /// True when every byte after the byte-order mark is ASCII: then a character index is a byte
    /// count, and no walk is needed (specs are nearly always ASCII).
    private let isASCII: Bool
    /// `bytes.count - bomLength`: the largest character index of ASCII input.
    private let asciiCharacterCount: Int

    init(bytes: [UInt8], bomLength: Int) {
        self.bytes = bytes
        self.bomLength = bomLength
        self.cursorByte = bomLength
        asciiCharacterCount = max(bytes.count - bomLength, 0)
        isASCII = bytes.withUnsafeBufferPointer { buffer in
            var combined: UInt8 = 0
            var index = min(bomLength, buffer.count)
            while index < buffer.count {
                combined |= buffer[index]
                index += 1
            }
            return combined & 0x80 == 0
        }
    }

    @inline(__always)
    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    /// The byte offset of the character with libyaml's `index`.
    @inline(__always)
    mutating func byteOffset(ofCharacter index: Int) -> Int {
        if isASCII { return min(max(index, 0), asciiCharacterCount) + bomLength }
        return walk(toCharacter: index)
    }

    /// `byteOffset(ofCharacter:)` for input that is not all ASCII: moves the cursor.
    private mutating func walk(toCharacter index: Int) -> Int {
        var character = cursorCharacter
        var byte = cursorByte
        let bomLength = bomLength
        bytes.withUnsafeBufferPointer { bytes in
            let count = bytes.count
            while character < index, byte < count {
                byte += 1
                while byte < count, Self.isContinuation(bytes[byte]) { byte += 1 }
                character += 1
            }
            while character > index, byte > bomLength {
                byte -= 1
                while byte > bomLength, Self.isContinuation(bytes[byte]) { byte -= 1 }
                character -= 1
            }
        }
        cursorCharacter = character
        cursorByte = byte
        return byte
    }

    /// The byte at `offset`, or nil past the end.
    func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    /// Line and column (1-based, columns in characters) of a byte offset, counted from the start.
    /// Used for libyaml's reader errors, which carry only the offset.
    func location(ofByte offset: Int) -> SourceLocation {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var column = 1
        var index = bomLength
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte == UInt8(ascii: "\r") {
                // A lone CR breaks a line too; CR LF counts once, at the LF.
                let nextIsLineFeed = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n")
                if !nextIsLineFeed {
                    line += 1
                    column = 1
                }
            } else if !Self.isContinuation(byte) {
                column += 1
            }
            index += 1
        }
        return SourceLocation(line: line, column: column, offset: offset)
    }
}
