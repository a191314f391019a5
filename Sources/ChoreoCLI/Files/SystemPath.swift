import ChoreoSpec

/// Paths as the file system has them: bytes, which need not be UTF-8 (`caf\xE9.transition.yaml`
/// from a Latin-1 machine or an archive).
///
/// Choreo passes paths around as `String`s. Decoding a name lossily would turn each byte that
/// is not UTF-8 into U+FFFD, and the altered name opens another file or none: such a spec failed
/// with "No such file", and `--prune` deleted the file whose name *was* the altered one. So every
/// name read from the system (a folder listing, the command line, the working directory, a
/// resolved link) becomes a `String` that gives back exactly its bytes: valid UTF-8 is itself,
/// and every other byte is the scalar `VisibleText.rawByteBase + byte` (a private-use character
/// no real name holds; one that does is encoded the same way, byte by byte, so nothing is
/// ambiguous). Every call that hands a path to the system goes through `withCString`.
/// Reporters print those scalars as `\x{E9}` (`VisibleText`).
public enum SystemPath {
    /// The `String` that stands for `bytes`; `bytes(of:)` gives them back.
    public static func string<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        // The usual case: UTF-8 without the lead byte of the reserved scalars (F4) is itself.
        if !bytes.contains(0xF4), let text = String(validating: bytes, as: UTF8.self) { return text }
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            if let (scalar, length) = scalar(in: bytes, at: index), VisibleText.rawByte(of: scalar) == nil {
                scalars.append(scalar)
                index += length
            } else {
                // Not UTF-8 (or a reserved scalar's first byte): one byte, kept as itself.
                scalars.append(VisibleText.rawByteScalar(bytes[index]))
                index += 1
            }
        }
        return String(scalars)
    }

    /// The scalar whose shortest UTF-8 form starts at `index`, and its length; nil when the bytes
    /// there are not one (a stray continuation byte, a truncated or overlong form, a surrogate).
    private static func scalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        let length: Int
        var value: UInt32
        let smallest: UInt32
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC0...0xDF: (length, value, smallest) = (2, UInt32(lead & 0x1F), 0x80)
        case 0xE0...0xEF: (length, value, smallest) = (3, UInt32(lead & 0x0F), 0x800)
        case 0xF0...0xF7: (length, value, smallest) = (4, UInt32(lead & 0x07), 0x10000)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= smallest, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    /// The bytes `path` stands for (`string(_:)` in reverse).
    public static func bytes(of path: String) -> [UInt8] {
        guard path.utf8.contains(0xF4) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if let byte = VisibleText.rawByte(of: scalar) {
                bytes.append(byte)
            } else {
                bytes.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
        return bytes
    }

    /// `body` with the NUL-terminated bytes of `path`, for a system call.
    static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        guard path.utf8.contains(0xF4) else { return try path.withCString(body) }
        let terminated = bytes(of: path).map { CChar(bitPattern: $0) } + [0]
        return try terminated.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }
}
