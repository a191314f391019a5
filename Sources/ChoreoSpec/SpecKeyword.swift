/// An enum a spec names by its raw value, such as `effect: slide`: the decoder matches the
/// scalar's bytes against `keywords` instead of building a `String` for `init(rawValue:)`.
protocol SpecKeyword: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    static var keywords: KeywordTable<Self> { get }
}

extension SpecKeyword {
    /// Every case under its raw value, in declaration order.
    static func makeKeywords() -> KeywordTable<Self> {
        KeywordTable(allCases.map { (word: $0.rawValue, value: $0) })
    }
}

extension TransitionKind: SpecKeyword { static let keywords = makeKeywords() }
extension ReduceMotion: SpecKeyword { static let keywords = makeKeywords() }
extension PresentationStyle: SpecKeyword { static let keywords = makeKeywords() }
extension DelegateRetention: SpecKeyword { static let keywords = makeKeywords() }
extension Effect: SpecKeyword { static let keywords = makeKeywords() }
extension Direction: SpecKeyword { static let keywords = makeKeywords() }
extension ViewOrder: SpecKeyword { static let keywords = makeKeywords() }
extension Interaction.Gesture: SpecKeyword { static let keywords = makeKeywords() }
extension Interaction.PanDirection: SpecKeyword { static let keywords = makeKeywords() }
extension Interaction.Edge: SpecKeyword { static let keywords = makeKeywords() }
extension Interaction.ScrollView: SpecKeyword { static let keywords = makeKeywords() }
extension Container.Alignment: SpecKeyword { static let keywords = makeKeywords() }
extension Container.Blur: SpecKeyword { static let keywords = makeKeywords() }
extension Container.StatusBar: SpecKeyword { static let keywords = makeKeywords() }
extension Container.CornerCurve: SpecKeyword { static let keywords = makeKeywords() }
extension SourceFallback: SpecKeyword { static let keywords = makeKeywords() }
extension MaskShape: SpecKeyword { static let keywords = makeKeywords() }
extension MaskEnd: SpecKeyword { static let keywords = makeKeywords() }
extension ZoomAspect: SpecKeyword { static let keywords = makeKeywords() }
extension SliceSplit: SpecKeyword { static let keywords = makeKeywords() }
