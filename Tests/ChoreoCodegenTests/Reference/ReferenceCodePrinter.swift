// A frozen copy of the emitter as it was before it was rewritten for speed (commit 4435b6f), kept
// only as the reference that EmitterEquivalenceTests compares the fast emitter against, byte for
// byte. Do not change it to make a test pass: the generated code must not change.

/// Accumulates Swift source with an indentation level, so that emitters describe structure
/// (a block, a doc comment, a fixed chunk of code) and never count spaces by hand.
///
/// The idea is swift-protobuf's `ReferenceCodePrinter`: every line goes through one place, so the output
/// has exactly one indentation style (4 spaces), no trailing whitespace and one newline per line,
/// whatever the emitter that wrote it.
struct ReferenceCodePrinter {
    private(set) var contents = ""
    private var level = 0

    private static let indentUnit = "    "

    mutating func indent() { level += 1 }

    mutating func outdent() { level = max(0, level - 1) }

    /// One line at the current indentation; an empty line stays empty (no trailing spaces).
    mutating func line(_ text: String = "") {
        if text.isEmpty {
            contents += "\n"
        } else {
            contents += String(repeating: Self.indentUnit, count: level) + text + "\n"
        }
    }

    /// Several lines, each re-indented from the current level. The chunk's own leading spaces are
    /// kept relative to it, so a fixed piece of code can be written as it reads.
    mutating func lines(_ chunk: String) {
        for line in chunk.split(separator: "\n", omittingEmptySubsequences: false) {
            self.line(String(line))
        }
    }

    /// `opener`, the body one level deeper, then `closer`.
    mutating func block(_ opener: String, closer: String = "}", _ body: (inout ReferenceCodePrinter) -> Void) {
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
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
            .split(whereSeparator: { $0.trimmingSpaces.isEmpty })
        let width = max(40, Self.lineWidth - level * Self.indentUnit.count - 4)
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { line("///") }
            let words = paragraph.flatMap { $0.split(separator: " ") }
            var current = ""
            for word in words {
                if current.isEmpty {
                    current = String(word)
                } else if current.count + 1 + word.count <= width {
                    current += " " + word
                } else {
                    line("/// " + current)
                    current = String(word)
                }
            }
            if !current.isEmpty { line("/// " + current) }
        }
    }

    /// Generated doc comments wrap at this many columns.
    static let lineWidth = 120

    /// A `//` comment, one per line of `text`.
    mutating func comment(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            self.line(line.isEmpty ? "//" : "// " + line)
        }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        drop(while: { $0 == " " })
    }
}
