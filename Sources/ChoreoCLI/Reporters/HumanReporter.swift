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
public struct HumanReporter: Reporter {
    public init() {}

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let style = TerminalStyle(enabled: context.colour)
        var sources = SourceCache(read: context.sourceText)
        var output = ""
        for (index, diagnostic) in diagnostics.enumerated() {
            if index > 0 { output += "\n" }
            output += "\(style.severity(diagnostic.severity)) \(style.bold(Self.printable(diagnostic.message))) [\(diagnostic.ruleID)]\n"
            let start = diagnostic.range.start
            guard diagnostic.hasPosition else {
                output += "  \(style.bold("-->")) \(diagnostic.file)\n"
                output += hint(of: diagnostic, gutter: "   ")
                continue
            }
            let lineNumber = String(start.line)
            // As rustc aligns it: the arrow one column left of the bars, the bars after the number.
            let gutter = String(repeating: " ", count: lineNumber.count + 2)
            output += "\(gutter.dropLast())\(style.bold("-->")) \(diagnostic.file):\(start.line):\(start.column)\n"
            if let line = sources.line(start.line, of: diagnostic.file) {
                let end = diagnostic.hasEnd && diagnostic.range.end.line == start.line ? diagnostic.range.end.column : start.column + 1
                output += "\(gutter)|\n"
                output += " \(lineNumber) | \(line)\n"
                output += "\(gutter)| \(Self.caret(under: line, from: start.column, to: max(end, start.column + 1)))\n"
            }
            output += hint(of: diagnostic, gutter: gutter)
            for related in diagnostic.related {
                let place = related.location.line > 0
                    ? "\(related.file):\(related.location.line):\(related.location.column)" : related.file
                output += "\(gutter)= \(style.severity(.note)) \(Self.printable(related.message)) (\(place))\n"
            }
        }
        return output
    }

    private func hint(of diagnostic: Diagnostic, gutter: String) -> String {
        guard let hint = diagnostic.hint, !hint.isEmpty else { return "" }
        return "\(gutter)= help: \(Self.printable(hint))\n"
    }

    /// Carets from `column` up to (not including) `end`, padded with the line's own tabs so they
    /// line up under a tab-indented line too.
    static func caret(under line: String, from column: Int, to end: Int) -> String {
        var padding = ""
        for character in line.unicodeScalars.prefix(column - 1) {
            padding.append(character == "\t" ? "\t" : " ")
        }
        let available = max(1, line.unicodeScalars.count - (column - 1))
        return padding + String(repeating: "^", count: max(1, min(end - column, available)))
    }

    /// One line per message, and no control character that would move the cursor or change
    /// colours in the user's terminal.
    static func printable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            scalar == "\n" || scalar == "\r" ? " " : scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F ? "\u{FFFD}" : scalar
        }))
    }

    /// Each file's lines, split once per report.
    private struct SourceCache {
        var read: @Sendable (String) -> [UInt8]?
        var lines: [String: [ArraySlice<UInt8>]] = [:]

        /// Lines split at line feeds on the bytes (a `String` would keep CR LF as one character).
        mutating func line(_ number: Int, of file: String) -> String? {
            if lines[file] == nil {
                guard var bytes = read(file).map(ArraySlice.init) else { return nil }
                if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
                lines[file] = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            }
            guard let all = lines[file], number >= 1, number <= all.count else { return nil }
            var line = all[number - 1]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            return HumanReporter.printable(String(decoding: line, as: UTF8.self))
        }
    }
}
