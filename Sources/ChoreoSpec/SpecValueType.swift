/// The shape of the value a spec key takes: what the decoder accepts there and what the schema
/// says about it. The number ranges are the decoder's own (`SpecDecoder.NumberRange`).
indirect enum SpecValueType: Sendable {
    /// An UpperCamelCase Swift type name (`SwiftIdentifier`).
    case identifier
    /// One of a fixed set of words, with a sentence for each where one helps.
    case enumeration([String], descriptions: [String: String] = [:])
    case number(SpecDecoder.NumberRange)
    /// `[a, b]`, each number in `range`.
    case pair(first: String, second: String, SpecDecoder.NumberRange)
    /// A number, or `[sx, sy]`.
    case scale(SpecDecoder.NumberRange)
    /// `[x, y]` (physical: +x right), or `{ leading: n }` / `{ trailing: n }` with an optional `y`,
    /// which counts toward that edge of the layout and so flips under right-to-left
    /// (`SpecDecoder.LayoutOffsetKey`).
    case offset(SpecDecoder.NumberRange)
    /// A point name, or `[ux, uy]`.
    case anchor(names: [String])
    /// A curve name, or `[x1, y1, x2, y2]`.
    case curve(names: [String])
    /// A nested mapping with exactly these keys; one used in several places is a named
    /// definition of the schema (`$defs`), so it is described once.
    case mapping([SpecKey], definition: String? = nil)
    /// A Swift identifier that names a member (`photo` → `photoView`).
    case memberIdentifier
    /// A list of mappings with exactly these keys, each described by a named definition.
    case list(of: [SpecKey], definition: String)
    /// The word `reverse`, or a mapping of phase settings.
    case phase
    /// A spring mapping in one of `SpringSpecForm`'s forms.
    case spring
    /// A mapping from phase names to interaction settings.
    case interactions
    /// A list of rule ids.
    case ruleIDs
    /// `true`, the only value that means anything (`reverse: true`).
    case trueFlag
    /// `true` or `false`.
    case bool
    /// A frame, `[x, y, width, height]` in points (`PreviewRect`).
    case rect
    /// A container dimension: a fraction in (0, 1], `{ points: n }` or `fit` (`Container.Length`).
    case containerLength
    /// A container's height: a `containerLength`, or a list of them (a bottom sheet's detents).
    case containerHeight
    /// A native sheet's height: `medium`, `large`, a fraction in (0, 1] or `{ points: n }` (`NativeSheet.Detent`).
    case sheetDetent
    /// A list of `sheetDetent`s.
    case sheetDetents
    /// Points ≥ 0 on every side, or a mapping of these sides (`Container.Insets`).
    case edgeInsets([SpecKey])
    /// A split's line: a fraction strictly between 0 and 1, or `source`.
    case sliceCut
    /// `[columns, rows]`: whole numbers from 1 to 100.
    case tiles
    /// A colour: `"#RRGGBB"` or one of `SpecColor.named`; three numbers 0 to 1 (red, green, blue).
    case color

    /// Convenience for an enumeration of a `CaseIterable` type, so the schema lists exactly the
    /// cases the decoder's `enumValue` accepts.
    static func cases<E: CaseIterable & RawRepresentable & Hashable>(of type: E.Type, _ descriptions: [E: String] = [:]) -> SpecValueType
    where E.RawValue == String {
        var byName: [String: String] = [:]
        for (value, text) in descriptions { byName[value.rawValue] = text }
        return .enumeration(E.allCases.map(\.rawValue), descriptions: byName)
    }
}
