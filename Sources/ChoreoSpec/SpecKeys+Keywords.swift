/// The key tables as `KeywordTable`s, for the decoder to match keys by their bytes; each word's
/// value is the key's case (`SpecMappingKey`), so a matched key costs no `String` and is switched
/// on as an integer. Also the named values the decoder matches the same way.
extension SpecKeys {
    static let rootKeywords = keywords(root, as: RootKey.self)
    static let presentationKeywords = keywords(presentation, as: PresentationKey.self)
    static let containerKeywords = keywords(container, as: ContainerKey.self)
    static let nativeSheetKeywords = keywords(nativeSheet, as: NativeSheetKey.self)
    static let containerInsetsKeywords = keywords(containerInsets, as: ContainerInsetsKey.self)
    static let phaseKeywords = keywords(phase, as: PhaseKey.self)
    static let springKeywords = keywords(spring, as: SpringKey.self)
    static let viewKeywords = keywords(view, as: ViewKey.self)
    static let stateKeywords = keywords(state, as: StateKey.self)
    static let keyframeKeywords = keywords(keyframe, as: KeyframeKey.self)
    static let interactionKeywords = keywords(interaction, as: InteractionKey.self)
    static let lintKeywords = keywords(lint, as: LintKey.self)
    static let sharedElementKeywords = keywords(sharedElement, as: SharedElementKey.self)
    static let sourceKeywords = keywords(source, as: SourceKey.self)
    static let maskKeywords = keywords(mask, as: MaskKey.self)
    static let zoomKeywords = keywords(zoom, as: ZoomKey.self)
    static let sliceKeywords = keywords(slice, as: SliceKey.self)
    static let previewKeywords = keywords(preview, as: PreviewKey.self)
    static let previewFrameKeywords = keywords(previewFrame, as: PreviewFrameKey.self)
    static let phaseNameKeywords = keywords(phaseNames, as: PhaseRole.self)

    /// The keys of each view property whose value is a mapping (`shadow`), by the property's name.
    static let fieldKeywords: [String: KeywordTable<FieldKey>] = ViewProperty.catalogue.reduce(into: [:]) { tables, property in
        guard case .mapping(let table, _) = property.key.type else { return }
        tables[property.name] = KeywordTable(table.names.map { (word: $0, value: FieldKey(rawValue: $0)!) })
    }

    /// The curve names, each with its curve.
    static let curveKeywords = KeywordTable(Curve.named.map { (word: $0.name, value: $0.curve) })
    /// The anchor names, each with its point.
    static let anchorKeywords = KeywordTable(UnitPoint.named.map { (word: $0.name, value: $0.point) })

    /// The table of `names` (in their order), each with its case. A name without a case would be
    /// left out, and so rejected as unknown: debug builds (every test run) stop at a table whose
    /// names are not exactly its enum's cases, and `SpecMappingKeyTests` walks every table.
    static func keywords<Key: SpecMappingKey>(_ names: [String], as key: Key.Type) -> KeywordTable<Key> {
        assert(Key.allCases.map(\.rawValue) == names, "\(Key.self)'s cases are not its table's names")
        return KeywordTable(names.compactMap { name in Key(rawValue: name).map { (word: name, value: $0) } })
    }
}
