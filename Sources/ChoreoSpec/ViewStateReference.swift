/// Docs/SpecReference.md's view-state table, made from the state table (`SpecKeys.stateTable`:
/// the catalogue's properties and the anchor), so that the reference lists exactly the keys the
/// decoder takes. `ViewStateReferenceTests` holds the committed page to it.
public enum ViewStateReference {
    /// The lines between these two in SpecReference.md are this table.
    public static let beginMarker = "<!-- view-state table: made from ViewProperty.catalogue (ViewStateReferenceTests) -->"
    public static let endMarker = "<!-- end of the view-state table -->"

    public static var table: String {
        var lines = ["| key | type | default | range | example |", "|---|---|---|---|---|"]
        for key in SpecKeys.stateTable {
            let example = key.examples.first.map { "`\(key.name): \(inline($0))`" } ?? ""
            let defaultText = key.defaultValue.map { "`\(inline($0))`" } ?? "unchanged"
            if let property = ViewProperty.named(key.name) {
                lines.append("| `\(key.name)` | \(property.reference.type) | \(defaultText) | \(property.reference.range) | \(example) |")
            } else {
                let names = UnitPoint.named.map { "`\($0.name)`" }.joined(separator: ", ")
                lines.append("| `\(key.name)` | name or `[ux, uy]` | \(defaultText) | \(names) | \(example) |")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A value as a spec writes it on one line: `[0, 1]`, `0.95`, `topLeft`, `{ opacity: 0.3, radius: 12 }`.
    static func inline(_ value: JSONValue) -> String {
        switch value {
        case .array(let items): return "[" + items.map(inline).joined(separator: ", ") + "]"
        case .object(let members): return "{ " + members.map { "\($0.0): \(inline($0.1))" }.joined(separator: ", ") + " }"
        // YAML reads an unquoted '#' as a comment: a colour is written quoted.
        case .string(let text): return text.hasPrefix("#") ? "\"\(text)\"" : text
        case .int(let number): return String(number)
        case .number(let number): return TransitionDump.number(number)
        default: return value.rendered().trimmingSuffix()
        }
    }
}

private extension String {
    func trimmingSuffix() -> String { hasSuffix("\n") ? String(dropLast()) : self }
}
