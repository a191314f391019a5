/// Accumulates Swift source with an indentation level, so that emitters describe structure
/// (a block, a doc comment, a fixed piece of code) and never count spaces by hand.
///
/// The idea is swift-protobuf's `CodePrinter`: every line goes through one place, so the output
/// has exactly one indentation style (4 spaces), no trailing whitespace and one newline per line,
/// whatever the emitter that wrote it.
struct CodePrinter {
    /// What has been printed.
    private(set) var text = ""
    private(set) var level = 0

    /// Spaces per indentation level.
    static let indentWidth = 4

    /// Generated doc comments wrap at this many columns.
    static let lineWidth = 120

    mutating func indent() { level += 1 }

    mutating func outdent() { level = max(0, level - 1) }

    /// One line at the current indentation; an empty line stays empty (no trailing spaces).
    mutating func line(_ line: String = "") {
        if !line.isEmpty {
            text += String(repeating: " ", count: level * Self.indentWidth)
            text += line
        }
        text += "\n"
    }

    /// Several lines, each indented from the current level: a piece of code written as it reads
    /// (a multi-line string literal), its own leading spaces kept relative to the current level.
    mutating func lines(_ code: String) {
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            self.line(String(line))
        }
    }

    /// `opener`, the body one level deeper, then `closer`.
    mutating func block(_ opener: String, closer: String = "}", _ body: (inout CodePrinter) -> Void) {
        line(opener)
        indent()
        body(&self)
        outdent()
        line(closer)
    }

    /// A `///` doc comment. Each paragraph (separated by a blank line in `text`) is re-wrapped to
    /// fit `lineWidth` at the current indentation, so text with interpolated names still reads as
    /// evenly filled lines.
    mutating func doc(_ text: String) {
        let width = max(40, Self.lineWidth - level * Self.indentWidth - 4)
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
            .split(whereSeparator: { $0.allSatisfy { $0 == " " } })
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { line("///") }
            var current = ""
            var currentCount = 0
            for word in paragraph.flatMap({ $0.split(separator: " ") }) {
                let count = word.count
                if currentCount == 0 {
                    current = String(word)
                    currentCount = count
                } else if currentCount + 1 + count <= width {
                    current += " " + word
                    currentCount += 1 + count
                } else {
                    line("/// " + current)
                    current = String(word)
                    currentCount = count
                }
            }
            if currentCount > 0 { line("/// " + current) }
        }
    }
}
