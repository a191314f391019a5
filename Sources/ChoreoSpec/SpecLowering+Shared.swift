/// `shared:` lowered: every element with an id, in the spec's order. Nothing here needs other
/// keys, so lowering reports nothing; lint judges the ids.
extension SpecLowering {
    static func sharedElements(_ written: [Located<SharedElementSpec>]) -> [SharedElement] {
        written.compactMap { element in
            element.value.id.map { SharedElement(id: $0.value, cornerRadius: element.value.cornerRadius?.value) }
        }
    }
}

extension Transition {
    /// The shared elements generated code can declare: those whose id is a Swift identifier, each
    /// id once (the first). Once lint has passed this is `sharedElements` itself.
    public var validSharedElements: [SharedElement] {
        var seen: Set<String> = []
        return sharedElements.filter { SharedElement.isValidID($0.id) && seen.insert($0.id).inserted }
    }
}

extension SharedElement {
    /// True when `<id>View` is a Swift identifier: a letter or `_` first, then letters, digits
    /// and `_` (`SwiftIdentifier`'s characters).
    public static func isValidID(_ id: String) -> Bool {
        guard let first = id.first, first == "_" || first.isLetter else { return false }
        return id.allSatisfy(SwiftIdentifier.isIdentifierCharacter)
    }
}
