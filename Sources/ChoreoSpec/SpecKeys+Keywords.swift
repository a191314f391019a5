/// The key tables as `KeywordTable`s, for the decoder to match keys by their bytes; each word's
/// value is the key itself, so a matched key costs no new `String`. Also the named values the
/// decoder matches the same way.
extension SpecKeys {
    static let rootKeywords = keywords(root)
    static let presentationKeywords = keywords(presentation)
    static let phaseKeywords = keywords(phase)
    static let springKeywords = keywords(spring)
    static let viewKeywords = keywords(view)
    static let stateKeywords = keywords(state)
    static let interactionKeywords = keywords(interaction)
    static let lintKeywords = keywords(lint)
    static let phaseNameKeywords = keywords(phaseNames)

    /// The curve names, each with its curve.
    static let curveKeywords = KeywordTable(Curve.named.map { (word: $0.name, value: $0.curve) })
    /// The anchor names, each with its point.
    static let anchorKeywords = KeywordTable(UnitPoint.named.map { (word: $0.name, value: $0.point) })

    private static func keywords(_ names: [String]) -> KeywordTable<String> {
        KeywordTable(names.map { (word: $0, value: $0) })
    }
}
