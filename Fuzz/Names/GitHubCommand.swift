/// How the GitHub Actions runner finds a workflow command in a line of a log
/// (actions/runner, `ActionCommand.TryParseV2` and the legacy `TryParse`), on the line's UTF-8.
enum GitHubCommand {
    /// The commands the runner acts on.
    static let names: Set<[UInt8]> = Set([
        "set-env", "set-output", "save-state", "add-mask", "add-path", "add-matcher", "remove-matcher", "debug",
        "warning", "error", "notice", "group", "endgroup", "echo", "stop-commands",
    ].map { Array($0.utf8) })

    /// `::name …::` at the start of the line after white space, or `##[name …]` anywhere in it.
    static func isCommand(_ line: ArraySlice<UInt8>) -> Bool {
        let trimmed = trimmingWhitespace(line)
        if trimmed.starts(with: [0x3A, 0x3A]), let end = firstIndex(of: [0x3A, 0x3A], in: trimmed.dropFirst(2)),
           names.contains(Array(trimmed[(trimmed.startIndex + 2)..<end].prefix(while: { $0 != 0x20 }))) {
            return true
        }
        var rest = line
        while let start = firstIndex(of: [0x23, 0x23, 0x5B], in: rest) {
            let after = rest[(start + 3)...]
            if let close = after.firstIndex(of: 0x5D), names.contains(Array(after[..<close].prefix(while: { $0 != 0x20 }))) {
                return true
            }
            rest = after
        }
        return false
    }

    /// The line without the white space .NET's `TrimStart` removes (`char.IsWhiteSpace`: more
    /// than ASCII's, among it U+00A0, U+2000…U+200A, U+3000).
    static func trimmingWhitespace(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var rest = line
        while let first = rest.first {
            if [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20].contains(first) { rest = rest.dropFirst(); continue }
            guard first >= 0xC2, let scalar = String(validating: rest.prefix(first >= 0xE0 ? 3 : 2), as: UTF8.self)?.unicodeScalars.first,
                  isDotNetWhitespace(scalar) else { break }
            rest = rest.dropFirst(scalar.utf8.count)
        }
        return rest
    }

    static func isDotNetWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// `::error file=…,line=…::message` as `GitHubReporter` writes it: one of the three commands,
    /// then only the properties it sets, none holding a raw `:` or `,`.
    static func isAnnotation(_ line: ArraySlice<UInt8>) -> Bool {
        guard let command = ["::error ", "::warning ", "::notice "].map({ Array($0.utf8) }).first(where: { line.starts(with: $0) }),
              let end = firstIndex(of: [0x3A, 0x3A], in: line.dropFirst(command.count)) else { return false }
        return line[(line.startIndex + command.count)..<end].split(separator: 0x2C).allSatisfy { property in
            guard let equals = property.firstIndex(of: 0x3D) else { return false }
            return ["file", "line", "col", "endLine", "endColumn", "title"].contains(String(decoding: property[..<equals], as: UTF8.self))
        }
    }

    static func contains(_ bytes: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        firstIndex(of: needle, in: bytes) != nil
    }

    /// Where `needle` first starts in `bytes`.
    static func firstIndex(of needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = bytes.startIndex
        while index <= bytes.endIndex - needle.count {
            if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
