import ChoreoYAML

/// `shared:`, the list of elements that travel between the two screens. An id is kept as written
/// (lint judges whether it is a Swift identifier and unique); what the decoder reports is the
/// shape: a list of mappings, an `id` in each, a `cornerRadius` of exactly two radii.
extension SpecDecoder {
    mutating func sharedElements(_ entry: EntryView) -> [Located<SharedElementSpec>] {
        guard let list = entry.value.sequence else {
            typeMismatch(entry.value, expected: "a list of elements such as [{ id: photo }]", what: "shared")
            return []
        }
        var result: [Located<SharedElementSpec>] = []
        for (position, item) in list.enumerated() {
            if position == SharedElementSpec.maximumCount {
                error(.invalidValue, "'shared' lists \(list.count) elements; at most \(SharedElementSpec.maximumCount) are allowed",
                      SourceRange(item.range.start), hint: "share the few views the eye follows; the rest can fade with their screen")
                break
            }
            guard let fields = entries(of: item, in: "a shared element", allowed: SpecKeys.sharedElementKeywords,
                                       expecting: "a mapping such as { id: photo, cornerRadius: [12, 0] }") else { continue }
            var element = SharedElementSpec()
            for (key, field) in fields {
                switch key {
                case .id: element.id = sharedElementID(field)
                case .cornerRadius: element.cornerRadius = cornerRadii(field)
                }
            }
            if !fields.contains(where: { $0.key == .id }) {
                error(.missingKey, "a shared element needs an 'id'", SourceRange(item.range.start),
                      hint: "add 'id: photo': the generated protocol then asks each screen for 'photoView'")
            }
            result.append(Located(element, range: item.range))
        }
        return result
    }

    mutating func sharedElementID(_ field: EntryView) -> Located<String>? {
        guard let scalar = field.value.scalar, case .string(let id) = resolved(field.value), !id.isEmpty else {
            typeMismatch(field.value, expected: "an identifier such as photo", what: "id")
            return nil
        }
        return Located(scalar.text, range: field.value.range, keyRange: field.key.range)
    }

    /// `[from, to]`; a single number gets the advice to write both.
    mutating func cornerRadii(_ field: EntryView) -> Located<CornerRadii>? {
        if numberValue(of: field.value) != nil {
            let text = Excerpt.of(field.value.scalar?.text ?? "")
            error(.invalidValue, "cornerRadius takes 2 numbers [from, to], found one", field.value.range,
                  hint: "give the radius in both screens: [\(text), \(text)] keeps it, [\(text), 0] squares the corners on arrival")
            return nil
        }
        guard let (from, to) = pair(field, what: "cornerRadius", names: ("from", "to"), .nonNegative) else { return nil }
        return Located(CornerRadii(from: from, to: to), range: field.value.range, keyRange: field.key.range)
    }
}
