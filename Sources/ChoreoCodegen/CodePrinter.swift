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
    ///
    /// A line of code that would end past `lineWidth` is broken at its first parenthesized list:
    /// the opening part up to `(`, each item on a line of its own one level deeper (broken the
    /// same way if still too long), then the rest from `)`. So the templates read as one line
    /// each and the output still fits: the way Swift code is written by hand.
    mutating func line(_ line: String = "") {
        if level * Self.indentWidth + line.count > Self.lineWidth, let list = ParenthesizedList(line) {
            self.line(list.opener)
            indent()
            for (index, item) in list.items.enumerated() {
                self.line(index < list.items.count - 1 ? item + "," : item)
            }
            outdent()
            self.line(list.closer)
            return
        }
        if !line.isEmpty {
            text += String(repeating: " ", count: level * Self.indentWidth)
            text += line
        }
        text += "\n"
    }

    /// Text another printer printed at level 0, placed at the current level: the same bytes as
    /// printing its lines again here, without breaking and measuring each of them again (the
    /// support code, printed once and placed in every single-file output).
    mutating func printed(_ other: CodePrinter) {
        guard level == 0 else {
            lines(String(other.text.dropLast()))
            return
        }
        text += other.text
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

/// The first parenthesized list of a line of code, split at its own commas: `opener` ends with
/// the `(`, `closer` starts with the matching `)` (after the line's own leading spaces). Nil for a comment, or when the line has no
/// list with something in it.
struct ParenthesizedList {
    let opener: String
    let items: [String]
    let closer: String

    init?(_ line: String) {
        let characters = Array(line)
        let trimmed = line.drop { $0 == " " }
        guard !trimmed.hasPrefix("//"), let open = characters.firstIndex(of: "(") else { return nil }
        var depth = 0
        var itemStart = open + 1
        var items: [String] = []
        var close: Int?
        for index in open..<characters.count {
            switch characters[index] {
            case "(", "[", "{":
                depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { close = index }
            case "," where depth == 1:
                items.append(String(characters[itemStart..<index]))
                itemStart = index + 1
            default:
                break
            }
            if close != nil { break }
        }
        guard let close else { return nil }
        items.append(String(characters[itemStart..<close]))
        let trimmedItems = items.map { String($0.drop { $0 == " " }) }
        guard !trimmedItems.contains(where: \.isEmpty) else { return nil }
        // Spaces the line starts with (a line of a template) stay in front of each part.
        let indentation = String(line.prefix { $0 == " " })
        opener = String(characters[...open])
        self.items = trimmedItems.map { indentation + $0 }
        closer = indentation + String(characters[close...])
    }
}
