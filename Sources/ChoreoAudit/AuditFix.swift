import ChoreoSpec

/// A mechanical repair of one finding (`choreo audit --fix`): byte edits of the file that was
/// audited, each checked against the bytes it expects to replace, so a fix computed from one
/// version of a file is never applied to another.
public struct AuditFix: Sendable, Equatable {
    /// The finding this fix repairs.
    public var finding: Diagnostic
    /// What the fix does, for the report (`'completeTransition(true)' → '…'`).
    public var summary: String
    public var edits: [AuditEdit]
}

/// Replace the bytes `range` (which must spell `expected`) with `replacement`.
public struct AuditEdit: Sendable, Equatable {
    public var range: Range<Int>
    public var expected: String
    /// The new text; `AuditEdit.indentation` in it stands for the indentation of the line the
    /// edit starts on (tabs or spaces, as the file has them).
    public var replacement: String

    public static let indentation: Character = "\u{1}"
}

extension AuditRule {
    /// A fix of this rule replacing the token `index` with `replacement`.
    func replacing(_ index: Int, with replacement: String, in file: AuditedFile, finding: Diagnostic) -> AuditFix {
        let token = file.tokens[index]
        return AuditFix(
            finding: finding, summary: "'\(token.text)' → '\(replacement)'",
            edits: [AuditEdit(range: token.location.offset..<(token.location.offset + token.text.utf8.count),
                              expected: token.text, replacement: replacement)])
    }
}

/// One file's fixes applied: what `--fix` writes and reports.
public struct FixedFile: Sendable {
    public var file: String
    public var original: [UInt8]
    public var fixed: [UInt8]
    /// The fixes applied, in the order of the file.
    public var applied: [AuditFix]
}

extension FixedFile {
    /// Applies the fixes that do not overlap an earlier one and whose edits find the bytes they
    /// expect; a fix that would leave the brackets unbalanced is left out whole.
    init(file: String, bytes: [UInt8], fixes: [AuditFix]) {
        self.file = file
        original = bytes
        var accepted: [AuditFix] = []
        var taken: [Range<Int>] = []
        for fix in fixes.sorted(by: { ($0.edits.first?.range.lowerBound ?? 0) < ($1.edits.first?.range.lowerBound ?? 0) }) {
            let fits = fix.edits.allSatisfy { edit in
                edit.range.upperBound <= bytes.count
                    && Array(bytes[edit.range]) == Array(edit.expected.utf8)
                    && !taken.contains { $0.overlaps(edit.range) || ($0.isEmpty || edit.range.isEmpty) && $0.lowerBound == edit.range.lowerBound }
            }
            guard fits, !fix.edits.isEmpty else { continue }
            accepted.append(fix)
            taken += fix.edits.map(\.range)
        }
        var result = bytes
        for edit in accepted.flatMap(\.edits).sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            var lineStart = edit.range.lowerBound
            while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
            var indentEnd = lineStart
            while indentEnd < bytes.count, bytes[indentEnd] == UInt8(ascii: " ") || bytes[indentEnd] == UInt8(ascii: "\t") { indentEnd += 1 }
            let indentation = String(decoding: bytes[lineStart..<indentEnd], as: UTF8.self)
            let replacement = edit.replacement.split(separator: AuditEdit.indentation, omittingEmptySubsequences: false)
                .joined(separator: indentation)
            result.replaceSubrange(edit.range, with: Array(replacement.utf8))
        }
        // A fix never unbalances the file: if the result has more unmatched brackets, keep the original.
        let after = SwiftSource(file: file, bytes: result)
        if Self.unmatchedBrackets(after) > Self.unmatchedBrackets(SwiftSource(file: file, bytes: bytes)) {
            result = bytes
            accepted = []
        }
        fixed = result
        applied = accepted
    }

    private static func unmatchedBrackets(_ source: SwiftSource) -> Int {
        source.tokens.indices.filter { index in
            let token = source.tokens[index]
            return token.kind == .punctuation && ["(", ")", "[", "]", "{", "}"].contains(token.text) && source.partner[index] == nil
        }.count
    }
}
