/// Text from a spec or a file name made safe to print where people and machines read it: CI logs,
/// terminals, annotations, generated comments.
///
/// File names and spec values are written by anyone who can open a pull request. A line break
/// followed by `::error` is a GitHub workflow command; ESC starts a terminal control sequence; the
/// bidirectional controls (U+202E, U+2066…) make text read differently from what it holds (Trojan
/// Source); zero-width and other invisible characters hide differences between names. Each such
/// character is written as a visible Swift-style escape, `\u{202E}`, so nothing is lost and
/// nothing acts.
public enum VisibleText {
    /// `text` with every control, bidirectional or invisible character escaped as `\u{…}`.
    /// `keepingLineBreaks` leaves CR and LF for a format that escapes them itself (GitHub's
    /// workflow commands turn them into `%0D` and `%0A`, a multi-line annotation).
    ///
    /// Visible characters can act too: the GitHub Actions runner takes a log line that starts
    /// with `::` (after white space) as a workflow command, and the legacy form `##[error]…`
    /// anywhere in a line. A file name is what starts the `xcode` format's lines (and every line
    /// `generate --check` prints), so a name's leading `::` is written `\u{3A}:`, and the `[` of
    /// any `##[` as `\u{5B}`. Not with `keepingLineBreaks`: that text is the GitHub reporter's,
    /// inside a command of its own, where the runner looks for neither.
    public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        func escapes(_ scalar: Unicode.Scalar) -> Bool {
            isHidden(scalar) && !(keepingLineBreaks && (scalar == "\n" || scalar == "\r"))
        }
        let actingColon = keepingLineBreaks ? nil : leadingCommandColon(text)
        guard text.unicodeScalars.contains(where: escapes) || actingColon != nil || (!keepingLineBreaks && holdsLegacyCommand(text))
        else { return text }
        var output = String.UnicodeScalarView()
        var hashes = 0
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if let byte = rawByte(of: scalar) {
                output.append(contentsOf: "\\x{\(String(byte, radix: 16, uppercase: true))}".unicodeScalars)
            } else if escapes(scalar) || offset == actingColon || (!keepingLineBreaks && scalar == "[" && hashes >= 2) {
                output.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                output.append(scalar)
            }
            hashes = scalar == "#" ? hashes + 1 : 0
        }
        return String(output)
    }

    /// The offset of the first `:` of a `::` that begins `text` after white space (as .NET's
    /// `TrimStart`, which the runner uses, counts it), or nil.
    static func leadingCommandColon(_ text: String) -> Int? {
        var offset = 0
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: offset += 1
            case 0x3A: return scalars.next() == ":" ? offset : nil
            default: return nil
            }
        }
        return nil
    }

    /// Whether `text` holds `##[`, the start of a legacy workflow command.
    static func holdsLegacyCommand(_ text: String) -> Bool {
        var hashes = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "["), hashes >= 2 { return true }
            hashes = byte == UInt8(ascii: "#") ? hashes + 1 : 0
        }
        return false
    }

    /// `text` on one line, for formats read line by line: each line break (CR, LF, CR LF) becomes
    /// a space, since a break would split one finding into two, or start a GitHub workflow
    /// command; every other hidden character is escaped as `escaped(_:)` does.
    public static func singleLine(_ text: String) -> String {
        guard text.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return escaped(text) }
        return escaped(text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }).joined(separator: " "))
    }

    /// A file name's bytes that are not UTF-8 travel in a `String` as the private-use scalars
    /// U+10FC80…U+10FCFF, one per byte (`SystemPath` in ChoreoCLI); `escaped(_:)` prints each as
    /// the byte it is, `\x{E9}`.
    public static let rawByteBase: UInt32 = 0x10FC00

    /// The scalar that stands for `byte` (0x80 or more) of a name that is not UTF-8.
    public static func rawByteScalar(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(rawByteBase + UInt32(byte))!
    }

    /// The byte `scalar` stands for, when it is one of those scalars.
    public static func rawByte(of scalar: Unicode.Scalar) -> UInt8? {
        (rawByteBase + 0x80...rawByteBase + 0xFF).contains(scalar.value) ? UInt8(scalar.value - rawByteBase) : nil
    }

    /// True for the characters `escaped(_:)` escapes: C0 and C1 controls (NEL included), DEL,
    /// the line and paragraph separators, the bidirectional controls and marks, and the
    /// zero-width and other default-ignorable characters that render as nothing.
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true                  // C0, DEL, C1 (NEL is U+85)
        case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E, 0x3164, 0xFEFF, 0xFFA0: return true
        case 0x180B...0x180F: return true                           // Mongolian selectors
        case 0x200B...0x200F: return true                           // zero-width, LRM, RLM
        case 0x2028...0x202E: return true                           // LS, PS, LRE…RLO
        case 0x2060...0x206F: return true                           // word joiner, invisible operators, LRI…PDI
        case 0xFFF9...0xFFFB: return true                           // interlinear annotation
        case 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A: return true      // shorthand and musical format controls
        case 0xE0000...0xE0FFF: return true                         // tags, variation selectors supplement
        case 0x10FC80...0x10FCFF: return true                       // bytes of a name that is not UTF-8 (`rawByteBase`)
        default: return false
        }
    }
}
