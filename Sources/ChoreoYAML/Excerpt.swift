/// A value echoed in a message, cut to a readable length: a 100,000-character scalar must not
/// become a 100,000-character line in a CI log. The start and the end are kept (they are what a
/// reader recognises) with "…" between them.
public enum Excerpt {
    /// The longest value a message quotes in full.
    public static let valueLimit = 60
    /// The longest message, hint or related note a diagnostic carries (the backstop for values
    /// that reach a message some other way).
    public static let messageLimit = 500

    /// `text` when it has at most `limit` characters, else its start and end around "…".
    public static func of(_ text: String, limit: Int = valueLimit) -> String {
        // Counting unicode scalars is enough: the cut only has to be bounded. A text of at most
        // `limit` UTF-8 bytes (every message a rule writes) needs no count at all, and a longer one
        // is counted only as far as `limit`: counting every scalar of each lint finding's message
        // and hint was 1 % of lint of the benchmark stream.
        guard text.utf8.count > limit else { return text }
        let scalars = text.unicodeScalars
        guard let cut = scalars.index(scalars.startIndex, offsetBy: max(limit, 0), limitedBy: scalars.endIndex),
            cut != scalars.endIndex
        else { return text }
        let tail = max(limit / 4, 1)
        let head = max(limit - tail - 1, 1)
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars.prefix(head))
        result.append("…")
        result.append(contentsOf: scalars.suffix(tail))
        return String(result)
    }
}
