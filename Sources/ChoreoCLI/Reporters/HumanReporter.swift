import ChoreoSpec

/// For a person at a terminal, the way rustc and Elm report: the message, then the place, the
/// line of the spec with a caret under the column, and the fix on a line of its own.
///
/// ```
/// error: unknown key 'curv' in phase 'present' [unknown_key]
///   --> Specs/CardPop.transition.yaml:9:3
///    |
///  9 |   curv: easeOut
///    |   ^^^^
///    = help: did you mean 'curve'?
/// ```
/// It is what `choreo lint` prints when standard output is a terminal; a pipe, a file or Xcode
/// gets the one-line `xcode` format, which parsers read. Source lines come from
/// `ReportContext.sourceText`; without it (or past the file's end) the place is printed alone.
///
/// A developer pipes this into a CI log as often as they read it at a terminal, so nothing from a
/// file name, a message or the quoted line is printed raw (Docs/Security.md): control,
/// bidirectional and invisible characters are visible escapes (`VisibleText`), the caret stays
/// under what it points at, and only a tab of the source line is kept as it is.
public struct HumanReporter: Reporter {
    public init() {}

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let style = TerminalStyle(enabled: context.colour)
        var sources = SourceCache(read: context.sourceText)
        var output = ""
        for (index, diagnostic) in diagnostics.enumerated() {
            if index > 0 { output += "\n" }
            output += "\(style.severity(diagnostic.severity)) \(style.bold(VisibleText.singleLine(diagnostic.message))) [\(diagnostic.ruleID)]\n"
            let start = diagnostic.range.start
            guard diagnostic.hasPosition else {
                output += "  \(style.bold("-->")) \(VisibleText.escaped(diagnostic.file))\n"
                output += hint(of: diagnostic, gutter: "   ")
                continue
            }
            let lineNumber = String(start.line)
            // As rustc aligns it: the arrow one column left of the bars, the bars after the number.
            let gutter = String(repeating: " ", count: lineNumber.count + 2)
            output += "\(gutter.dropLast())\(style.bold("-->")) \(VisibleText.escaped(diagnostic.file)):\(start.line):\(start.column)\n"
            if let line = sources.line(start.line, of: diagnostic.file) {
                let end = diagnostic.hasEnd && diagnostic.range.end.line == start.line ? diagnostic.range.end.column : start.column + 1
                output += "\(gutter)|\n"
                output += " \(lineNumber) | \(Self.shown(line))\n"
                output += "\(gutter)| \(Self.caret(under: line, from: start.column, to: max(end, start.column + 1)))\n"
            }
            output += hint(of: diagnostic, gutter: gutter)
            for related in diagnostic.related {
                let place = related.location.line > 0
                    ? "\(VisibleText.escaped(related.file)):\(related.location.line):\(related.location.column)"
                    : VisibleText.escaped(related.file)
                output += "\(gutter)= \(style.severity(.note)) \(VisibleText.singleLine(related.message)) (\(place))\n"
            }
        }
        return output
    }

    private func hint(of diagnostic: Diagnostic, gutter: String) -> String {
        guard let hint = diagnostic.hint, !hint.isEmpty else { return "" }
        return "\(gutter)= help: \(VisibleText.singleLine(hint))\n"
    }

    /// Carets from `column` up to (not including) `end` of the line as `shown(_:)` prints it:
    /// padded with the line's own tabs so they line up under a tab-indented line too, and as wide
    /// as the escapes of hidden characters before and under them.
    static func caret(under line: String, from column: Int, to end: Int) -> String {
        let scalars = Array(line.unicodeScalars)
        let before = String(String.UnicodeScalarView(scalars.prefix(column - 1)))
        let through = String(String.UnicodeScalarView(scalars.prefix(column - 1 + max(1, end - column))))
        let padding = String(shown(before).unicodeScalars.map { $0 == "\t" ? "\t" : " " })
        let width = shown(through).unicodeScalars.count - shown(before).unicodeScalars.count
        return padding + String(repeating: "^", count: max(1, width))
    }

    /// A source line as printed: tabs kept, every other hidden character escaped, and the `[` of
    /// a `##[` (a GitHub workflow command anywhere in a log line) too (`VisibleText`).
    static func shown(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: { $0 != "\t" && VisibleText.isHidden($0) }) || line.contains("##[") else { return line }
        return line.split(separator: "\t", omittingEmptySubsequences: false).map { VisibleText.escaped(String($0)) }
            .joined(separator: "\t")
    }

    /// Each file's lines, split once per report.
    private struct SourceCache {
        var read: @Sendable (String) -> [UInt8]?
        var lines: [String: [ArraySlice<UInt8>]] = [:]

        /// Lines split on the bytes at LF, CR LF and a lone CR, the line ends YAML and Swift both
        /// count, so that a finding's line number finds its line in a file saved with any of them.
        mutating func line(_ number: Int, of file: String) -> String? {
            if lines[file] == nil {
                guard var bytes = read(file).map(ArraySlice.init) else { return nil }
                if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
                lines[file] = Self.lines(of: bytes)
            }
            guard let all = lines[file], number >= 1, number <= all.count else { return nil }
            return String(decoding: all[number - 1], as: UTF8.self)
        }

        static func lines(of bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
            var lines: [ArraySlice<UInt8>] = []
            var start = bytes.startIndex
            var index = start
            while index < bytes.endIndex {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    lines.append(bytes[start..<index])
                    if byte == UInt8(ascii: "\r"), index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                    start = index + 1
                }
                index += 1
            }
            lines.append(bytes[start..<bytes.endIndex])
            return lines
        }
    }
}
