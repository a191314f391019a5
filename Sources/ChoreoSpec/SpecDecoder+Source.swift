import ChoreoYAML

/// `source:` (the view the user tapped) and a view's `mask:` (the shape it is seen through). The
/// id is kept as written, as a shared element's is (lint judges it); what the decoder reports is
/// the shape of each, and a mask that starts at a source the spec does not name.
extension SpecDecoder {
    mutating func source(_ entry: EntryView) -> Located<SourceViewSpec>? {
        guard let fields = entries(of: entry.value, in: "source", allowed: SpecKeys.sourceKeywords,
                                   expecting: "a mapping such as { id: button }") else { return nil }
        var source = SourceViewSpec()
        for (key, field) in fields {
            switch key {
            case .id:
                source.id = sharedElementID(field)
                if let id = source.id, !SharedElement.isValidID(id.value) {
                    error(.invalidIdentifier, "'\(Excerpt.of(id.value))' is not a Swift identifier: the generated requirement would be '\(Excerpt.of(id.value))View'",
                          id.range, hint: "use a name such as 'button' or 'cell': letters, digits and '_', not starting with a digit")
                    source.id = nil
                }
            case .fallback: source.fallback = enumValue(field, what: "fallback", as: SourceFallback.self)
            }
        }
        if !fields.contains(where: { $0.key == .id }) {
            error(.missingKey, "a source view needs an 'id'", SourceRange(entry.value.range.start),
                  hint: "add 'id: button': the generated protocol then asks the screen for 'buttonView'")
        }
        return Located(source, range: entry.value.range, keyRange: entry.key.range)
    }

    mutating func mask(_ entry: EntryView, name: String) -> Located<MaskSpec>? {
        guard let fields = entries(of: entry.value, in: "'\(name)'", allowed: SpecKeys.maskKeywords,
                                   expecting: "a mapping such as { shape: circle, from: source }") else { return nil }
        var mask = MaskSpec()
        for (key, field) in fields {
            switch key {
            case .shape: mask.shape = enumValue(field, what: "mask shape", as: MaskShape.self)
            case .from: mask.from = maskOrigin(field)
            case .to: mask.to = enumValue(field, what: "mask end", as: MaskEnd.self)
            }
        }
        if !fields.contains(where: { $0.key == .shape }) {
            error(.missingKey, "a mask needs a 'shape'", SourceRange(entry.value.range.start),
                  hint: "add 'shape: circle' (or roundedRect, capsule)")
        }
        return Located(mask, range: entry.value.range, keyRange: entry.key.range)
    }

    /// `source`, `center`, or `[x, y]` in the container's unit square.
    mutating func maskOrigin(_ field: EntryView) -> Located<MaskOrigin>? {
        let value = field.value
        if let scalar = value.scalar {
            switch scalar.text {
            case "source": return Located(.source, range: value.range, keyRange: field.key.range)
            case "center": return Located(.point(.center), range: value.range, keyRange: field.key.range)
            default:
                error(.invalidValue, "unknown mask origin '\(Excerpt.of(scalar.text))'; expected source, center or [x, y]", value.range,
                      hint: Suggestion.didYouMean(scalar.text, in: ["source", "center"])
                          ?? "write [x, y] for a point of the container in its unit square, such as [0.9, 0.9] near the bottom right")
                return nil
            }
        }
        guard let (x, y) = pair(field, what: "mask from", names: ("x", "y"), .finite,
                                expected: "source, center or [x, y] in the container's unit square") else { return nil }
        return Located(.point(UnitPoint(x: x, y: y)), range: value.range, keyRange: field.key.range)
    }

    /// A mask `from: source` needs a `source:` to start at: without one the generated code would have
    /// no view to ask for. Reported at each such `from`.
    mutating func checkMaskOrigins(_ spec: Spec) {
        guard spec.source == nil else { return }
        for phase in spec.phases {
            for view in [phase.value.to, phase.value.from] {
                guard let from = view?.mask?.value.from, from.value == .source else { continue }
                error(.invalidValue, "the mask starts at the source view, but the spec names none", from.range,
                      hint: "add 'source: { id: button }' at the top level (the generated protocol then asks the screen for 'buttonView'), or start the mask at 'center' or [x, y]")
            }
        }
    }
}
