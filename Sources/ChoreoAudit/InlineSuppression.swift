import ChoreoLint
import ChoreoSpec
import ChoreoYAML

/// `// choreo:disable-next-line rule_id[, rule_id…]`: silences those rules on the next line only,
/// as a reviewer who has looked at a finding and judged it right would write next to it. Written
/// in a comment (never a string), so the tokenizer hands the auditor exactly these.
struct InlineSuppression {
    static let directive = "choreo:disable-next-line"

    var ruleIDs: [(id: String, range: SourceRange)]
    /// The line the suppression applies to.
    var line: Int

    /// The suppression a `//` comment holds, if it is one.
    init?(_ comment: SwiftTokenizer.LineComment) {
        let scalars = Array(comment.text.unicodeScalars)
        var index = 0
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        let directive = Array(Self.directive.unicodeScalars)
        guard scalars.count >= index + directive.count, Array(scalars[index..<(index + directive.count)]) == directive else { return nil }
        index += directive.count
        // The comment's text starts after `//`, two columns after the comment's own.
        let firstColumn = comment.location.column + 2
        var ids: [(String, SourceRange)] = []
        while index < scalars.count {
            while index < scalars.count, scalars[index] == " " || scalars[index] == "," || scalars[index] == "\t" { index += 1 }
            let start = index
            while index < scalars.count, scalars[index] != " ", scalars[index] != ",", scalars[index] != "\t" { index += 1 }
            guard index > start else { break }
            let id = String(String.UnicodeScalarView(scalars[start..<index]))
            let location = SourceLocation(line: comment.location.line, column: firstColumn + start)
            ids.append((id, SourceRange(start: location, end: SourceLocation(line: location.line, column: location.column + index - start))))
        }
        self.ruleIDs = ids
        line = comment.location.line + 1
    }
}
