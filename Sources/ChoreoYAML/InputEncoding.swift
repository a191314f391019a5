/// What the first bytes of an input say about its encoding, checked before libyaml runs.
///
/// Choreo reads UTF-8 only. libyaml would happily decode UTF-16 with a byte-order mark, but the
/// rest of the pipeline (byte offsets, generated code, editors' columns) assumes UTF-8, so a
/// UTF-16 or UTF-32 file is refused with a message that tells the user how to fix it rather
/// than with a confusing error further in.
enum InputEncoding: Equatable {
    case utf8(bomLength: Int)
    case unsupported(name: String)

    static func detect(_ bytes: UnsafeBufferPointer<UInt8>) -> InputEncoding {
        func byte(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
        let b0 = byte(0), b1 = byte(1), b2 = byte(2), b3 = byte(3)
        // Longer marks first: the UTF-32 LE mark begins with the UTF-16 LE one.
        if b0 == 0x00, b1 == 0x00, b2 == 0xFE, b3 == 0xFF {
            return .unsupported(name: "UTF-32 (big-endian, with a byte-order mark)")
        }
        if b0 == 0xFF, b1 == 0xFE, b2 == 0x00, b3 == 0x00 {
            return .unsupported(name: "UTF-32 (little-endian, with a byte-order mark)")
        }
        if b0 == 0xFE, b1 == 0xFF { return .unsupported(name: "UTF-16 (big-endian, with a byte-order mark)") }
        if b0 == 0xFF, b1 == 0xFE { return .unsupported(name: "UTF-16 (little-endian, with a byte-order mark)") }
        if b0 == 0xEF, b1 == 0xBB, b2 == 0xBF { return .utf8(bomLength: 3) }
        // Without a mark, YAML's own rule (spec 5.2): text starts with an ASCII character, so
        // NUL bytes around the first one give the encoding away.
        if let b0, let b1, let b2, let b3, b0 == 0, b1 == 0, b2 == 0, b3 != 0 {
            return .unsupported(name: "UTF-32 (big-endian)")
        }
        if let b0, let b1, let b2, let b3, b0 != 0, b1 == 0, b2 == 0, b3 == 0 {
            return .unsupported(name: "UTF-32 (little-endian)")
        }
        if let b0, let b1, b0 == 0, b1 != 0 { return .unsupported(name: "UTF-16 (big-endian)") }
        if let b0, let b1, b0 != 0, b1 == 0 { return .unsupported(name: "UTF-16 (little-endian)") }
        return .utf8(bomLength: 0)
    }

    var issue: YAMLIssue? {
        guard case .unsupported(let name) = self else { return nil }
        return YAMLIssue(
            kind: .encoding,
            message: "Choreo reads UTF-8 only; this file looks like \(name)",
            location: SourceLocation(line: 1, column: 1, offset: 0),
            hint: "re-save the file as UTF-8 (most editors offer the encoding in their Save As dialog)")
    }
}
