import ChoreoYAML

/// A view's `slice:` (the pieces it is cut into): its form (a split or tiles, not both), where a
/// split's line lies, and the tile counts, whole numbers of at least 1. More than
/// `ViewSlice.maximumPieces` tiles in all is lint's (`too_many_tiles`); each count past that many
/// is refused here already, so that nothing later counts to a billion.
extension SpecDecoder {
    mutating func slice(_ entry: EntryView, name: String) -> Located<SliceSpec>? {
        guard let fields = entries(of: entry.value, in: "'\(name)'", allowed: SpecKeys.sliceKeywords,
                                   expecting: "a mapping such as { split: vertical } or { tiles: [4, 6] }") else { return nil }
        var slice = SliceSpec()
        for (key, field) in fields {
            switch key {
            case .split: slice.split = enumValue(field, what: "split", as: SliceSplit.self)
            case .at: slice.at = sliceCut(field)
            case .tiles: slice.tiles = tiles(field)
            }
        }
        let written = Set(fields.map(\.key))
        if written.contains(.split), written.contains(.tiles) {
            let range = fields.first { $0.key == .tiles }?.entry.key.range ?? entry.value.range
            error(.invalidValue, "a slice is a 'split' or 'tiles', not both", range,
                  hint: "keep 'split' for two pieces (doors), or 'tiles' for a grid")
            slice.tiles = nil
        } else if !written.contains(.split), !written.contains(.tiles) {
            error(.missingKey, "a slice needs 'split' or 'tiles'", SourceRange(entry.value.range.start),
                  hint: "add 'split: vertical' for two doors, or 'tiles: [4, 6]' for a grid")
        }
        if written.contains(.at), written.contains(.tiles), let at = fields.first(where: { $0.key == .at }) {
            error(.invalidValue, "'at' places a split's line; tiles are equal", at.entry.key.range,
                  hint: "remove 'at', or cut with 'split' instead of 'tiles'")
            slice.at = nil
        }
        return Located(slice, range: entry.value.range, keyRange: entry.key.range)
    }

    /// A fraction strictly between 0 and 1, or `source`.
    mutating func sliceCut(_ field: EntryView) -> Located<SliceCut>? {
        let value = field.value
        if let scalar = value.scalar, numberValue(of: value) == nil {
            guard scalar.text == "source" else {
                error(.invalidValue, "unknown split line '\(Excerpt.of(scalar.text))'; expected a fraction such as 0.5, or source", value.range,
                      hint: Suggestion.didYouMean(scalar.text, in: ["source"])
                          ?? "write a fraction of the view from its top (or left), such as 0.5, or 'source' for the tapped view's middle")
                return nil
            }
            return Located(.source, range: value.range, keyRange: field.key.range)
        }
        guard let fraction = number(value, what: "at", .finite, expected: "a fraction such as 0.5, or source") else { return nil }
        guard fraction > 0, fraction < 1 else {
            error(.invalidValue, "at must lie inside the view, between 0 and 1 (not at an edge), found \(Excerpt.of(value.scalar?.text ?? ""))",
                  value.range, hint: "a line at an edge leaves one piece empty; 0.5 cuts the view in halves")
            return nil
        }
        return Located(.fraction(fraction), range: value.range, keyRange: field.key.range)
    }

    /// `[columns, rows]`, each a whole number from 1 to `ViewSlice.maximumPieces`.
    mutating func tiles(_ field: EntryView) -> Located<(columns: Int, rows: Int)>? {
        let value = field.value
        guard let list = value.sequence else {
            typeMismatch(value, expected: "a pair [columns, rows]", what: "tiles")
            return nil
        }
        guard list.count == 2, let first = list.first, let second = list.last else {
            error(.invalidValue, "tiles takes 2 counts [columns, rows], found \(list.count)", value.range,
                  hint: "write [4, 6] for 4 columns and 6 rows")
            return nil
        }
        let columns = tileCount(first, what: "columns"), rows = tileCount(second, what: "rows")
        guard let columns, let rows else { return nil }
        return Located((columns, rows), range: value.range, keyRange: field.key.range)
    }

    private mutating func tileCount(_ node: NodeView, what: String) -> Int? {
        guard let count = number(node, what: "tiles \(what)", .finite, expected: "a whole number of \(what)") else { return nil }
        let text = Excerpt.of(node.scalar?.text ?? "")
        guard count == count.rounded() else {
            error(.invalidValue, "tiles \(what) must be a whole number, found \(text)", node.range,
                  hint: "count the \(what) the view is cut into: 1, 2, 3, …")
            return nil
        }
        guard count >= 1 else {
            error(.invalidValue, "tiles \(what) must be at least 1, found \(text)", node.range,
                  hint: "1 keeps the view whole along that axis; write [1, 2] for a top and a bottom half")
            return nil
        }
        guard count <= Double(ViewSlice.maximumPieces) else {
            error(.invalidValue, "tiles \(what) \(text) is more than the \(ViewSlice.maximumPieces) tiles a slice may have in all", node.range,
                  hint: "a few tiles read as tiles: try [4, 6]")
            return nil
        }
        return Int(count)
    }

    /// A slice `at: source` needs a `source:` to cut at, as a mask `from: source` does; and a view takes a
    /// mask or a slice, not both (a snapshot piece cannot show the view's mask as it moves).
    mutating func checkSlices(_ spec: Spec) {
        for phase in spec.phases {
            if let view = phase.value.to, let slice = view.slice { checkSlice(slice, of: view, spec: spec) }
            if let view = phase.value.from, let slice = view.slice { checkSlice(slice, of: view, spec: spec) }
        }
    }

    private mutating func checkSlice(_ slice: Located<SliceSpec>, of view: ViewSpec, spec: Spec) {
        if spec.source == nil, let at = slice.value.at, at.value == .source {
            error(.invalidValue, "the split lies at the source view, but the spec names none", at.range,
                  hint: "add 'source: { id: row }' at the top level (the generated protocol then asks the screen for 'rowView'), or give a fraction such as 0.5")
        }
        if let mask = view.mask {
            error(.invalidValue, "a view takes a 'mask' or a 'slice', not both", mask.keyRange ?? mask.range,
                  hint: "slice the view, or mask it; a piece is a snapshot and would not show the mask moving")
        }
    }
}
