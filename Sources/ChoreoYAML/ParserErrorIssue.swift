import CYaml

/// libyaml's errors as issues at libyaml's marks.
extension DocumentAssembler {
    /// The issue for the error that made `yaml_parser_parse` fail.
    mutating func issue(forErrorOf parser: UnsafeMutablePointer<yaml_parser_t>) -> YAMLIssue {
        let problem = parser.pointee.problem.map { String(cString: $0) } ?? "unknown error"
        if parser.pointee.error == YAML_READER_ERROR {
            return readerErrorIssue(problem: problem, parser: parser)
        }
        if parser.pointee.error == YAML_MEMORY_ERROR {
            return YAMLIssue(kind: .limit, message: "libyaml ran out of memory", location: documentStart)
        }
        let problemLocation = location(parser.pointee.problem_mark)
        if problem == "mapping values are not allowed in this context",
           let mistake = IndentationMistake(bytes: locator.bytes, problemOffset: problemLocation.offset) {
            return YAMLIssue(kind: .syntax, message: mistake.message + ": " + mistake.explanation,
                             location: locator.location(ofByte: mistake.keyOffset), hint: mistake.hint)
        }
        let context = parser.pointee.context.map { String(cString: $0) }
        let translated = SyntaxMessage(
            problem: problem, context: context, character: locator.byte(at: problemLocation.offset))
        var contextLocation: SourceLocation?
        var contextMessage = translated.contextMessage
        if context != nil {
            let mark = location(parser.pointee.context_mark)
            if mark != problemLocation { contextLocation = mark }
        }
        // libyaml names the outermost mapping the line fails to continue; the note shows the entry
        // the line was written under instead.
        if problem == "did not find expected key", context == "while parsing a block mapping",
           let entry = EnclosingEntry(bytes: locator.bytes, problemOffset: problemLocation.offset) {
            contextLocation = locator.location(ofByte: entry.offset)
            contextMessage = entry.message
        }
        var hint = translated.hint
        // A bracket left open because a '#' turned the rest of its line into a comment: the
        // comment is the mistake (usually an unquoted colour), not the bracket.
        if let closing = problem == "did not find expected ',' or '}'" ? UInt8(ascii: "}")
                : problem == "did not find expected ',' or ']'" ? UInt8(ascii: "]") : nil,
           CommentInFlow(bytes: locator.bytes, openerOffset: location(parser.pointee.context_mark).offset,
                         problemOffset: problemLocation.offset, closing: closing) != nil {
            hint = CommentInFlow.hint
        }
        return YAMLIssue(
            kind: .syntax, message: translated.message, location: problemLocation,
            contextLocation: contextLocation,
            contextMessage: contextLocation == nil ? nil : contextMessage,
            hint: hint)
    }

    /// Reader errors (bad UTF-8, control characters) come with a byte offset only; libyaml leaves
    /// the problem mark at 0:0.
    private func readerErrorIssue(problem: String, parser: UnsafeMutablePointer<yaml_parser_t>) -> YAMLIssue {
        let offset = parser.pointee.problem_offset
        let value = parser.pointee.problem_value
        let here = locator.location(ofByte: offset)
        let byte = locator.byte(at: offset)
        let hex = byte.map { "0x" + String($0, radix: 16, uppercase: true) } ?? "end of file"
        switch problem {
        case "control characters are not allowed":
            let what = value == 0 ? "a NUL character (byte 0x00)" : "the control character U+\(Self.hex4(value))"
            return YAMLIssue(
                kind: .encoding, message: "\(what) is not allowed in YAML", location: here,
                hint: value == 0
                    ? "the file may be binary, or saved as UTF-16; re-save it as UTF-8 text"
                    : "remove the character, or write it as an escape ('\\x\(Self.hex2(value))') in a double-quoted value")
        case "input error":
            return YAMLIssue(kind: .encoding, message: "the input could not be read", location: here)
        default:
            var location = here
            let detail: String
            switch problem {
            case "incomplete UTF-8 octet sequence":
                detail = "byte \(hex) starts a multi-byte character, but the file ends before it is complete"
            case "invalid trailing UTF-8 octet":
                // libyaml points at the byte that broke the sequence; the character starts earlier.
                var lead = offset - 1
                while lead > 0, let byte = locator.byte(at: lead), byte & 0xC0 == 0x80 { lead -= 1 }
                let leadHex = locator.byte(at: lead).map { "0x" + String($0, radix: 16, uppercase: true) } ?? "?"
                location = locator.location(ofByte: lead)
                detail = "byte \(leadHex) starts a multi-byte character, but byte \(hex) cannot continue it"
            case "invalid leading UTF-8 octet":
                detail = "byte \(hex) cannot start a character"
            case "invalid length of a UTF-8 sequence":
                detail = "byte \(hex) starts an overlong encoding"
            case "invalid Unicode character":
                detail = "byte \(hex) starts a sequence that encodes no valid Unicode character"
            default:
                detail = "\(problem) (byte \(hex))"
            }
            return YAMLIssue(
                kind: .encoding, message: "invalid UTF-8: \(detail)", location: location,
                hint: "Choreo reads UTF-8 only; re-save the file as UTF-8 (it may be Latin-1 or Windows-1252)")
        }
    }

    private static func hex4(_ value: Int32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func hex2(_ value: Int32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 2 - digits.count)) + digits
    }
}
