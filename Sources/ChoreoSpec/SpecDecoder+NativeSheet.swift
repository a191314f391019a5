import ChoreoYAML

/// `presentation: sheet:`, UIKit's own sheet configured (NativeSheet.swift). What the decoder
/// reports is the shape and what UIKit itself refuses: no detents, detents out of order or
/// repeated ("in order from smallest to largest height", the header says), an `undimmedUpTo` that
/// is not one of the detents.
extension SpecDecoder {
    mutating func nativeSheet(_ entry: EntryView) -> NativeSheetSpec? {
        guard let entries = entries(of: entry.value, in: "sheet", allowed: SpecKeys.nativeSheetKeywords) else { return nil }
        var sheet = NativeSheetSpec(range: entry.value.range)
        for (key, item) in entries {
            switch key {
            case .detents: sheet.detents = detents(item)
            case .grabber: sheet.grabber = bool(item, what: "grabber")
            case .cornerRadius: sheet.cornerRadius = number(item, what: "sheet cornerRadius", .nonNegative)
            case .undimmedUpTo:
                sheet.undimmedUpTo = detent(item.value, what: "undimmedUpTo").map {
                    Located($0, range: item.value.range, keyRange: item.key.range)
                }
            case .expandsOnScroll: sheet.expandsOnScroll = bool(item, what: "expandsOnScroll")
            case .edgeAttachedInCompactHeight: sheet.edgeAttachedInCompactHeight = bool(item, what: "edgeAttachedInCompactHeight")
            }
        }
        if let undimmed = sheet.undimmedUpTo, let detents = sheet.detents,
           !detents.value.contains(where: { $0.value == undimmed.value }) {
            let listed = detents.value.map(\.value.written).joined(separator: ", ")
            error(.invalidValue, "undimmedUpTo '\(undimmed.value.written)' is not one of the sheet's detents (\(listed))", undimmed.range,
                  hint: "name one of the detents, such as '\(detents.value.first?.value.written ?? "medium")'")
            sheet.undimmedUpTo = nil
        } else if let undimmed = sheet.undimmedUpTo, sheet.detents == nil, undimmed.value != .large {
            error(.invalidValue, "undimmedUpTo '\(undimmed.value.written)' is not one of the sheet's detents (UIKit's default: large)", undimmed.range,
                  hint: "add 'detents: [\(undimmed.value.written), large]'")
            sheet.undimmedUpTo = nil
        }
        return sheet
    }

    /// A list of detents, smallest first, at least one, none twice.
    mutating func detents(_ entry: EntryView) -> Located<[Located<NativeSheet.Detent>]>? {
        guard let list = entry.value.sequence else {
            typeMismatch(entry.value, expected: "a list of detents such as [medium, large]", what: "detents")
            return nil
        }
        guard !list.isEmpty else {
            error(.invalidValue, "'detents' is empty; a sheet needs at least one height to rest at", entry.value.range,
                  hint: "write 'detents: [medium, large]', or leave the key out for UIKit's default, [large]")
            return nil
        }
        var detents: [Located<NativeSheet.Detent>] = []
        for item in list.prefix(Self.maximumDetents + 1) {
            if detents.count == Self.maximumDetents {
                error(.invalidValue, "'detents' lists \(list.count) heights; at most \(Self.maximumDetents) are allowed", item.range,
                      hint: "a sheet with more stops than a few is hard to drag to the one you want")
                return nil
            }
            guard let detent = detent(item, what: "detent") else { return nil }
            if let previous = detents.last(where: { $0.value.approximateFraction != nil }),
               let before = previous.value.approximateFraction, let now = detent.approximateFraction, now <= before {
                let same = now == before
                error(.invalidValue, same
                        ? "detent '\(detent.written)' repeats the height of '\(previous.value.written)'"
                        : "detent '\(detent.written)' is lower than '\(previous.value.written)' before it; UIKit wants the detents smallest first",
                      item.range, hint: same ? "remove one of them" : "list the detents from the smallest height to the largest",
                      related: [RelatedLocation(file: file, location: previous.range.start, message: "'\(previous.value.written)' is here")])
                return nil
            }
            if detents.contains(where: { $0.value == detent }) {
                error(.invalidValue, "detent '\(detent.written)' is listed twice", item.range, hint: "remove one of them")
                return nil
            }
            detents.append(Located(detent, range: item.range))
        }
        return Located(detents, range: entry.value.range, keyRange: entry.key.range)
    }

    /// More would be no sheet anyone can drag to the stop they want, and each is a closure in the generated code.
    static let maximumDetents = 8

    /// `medium`, `large`, a fraction in (0, 1] of the largest height, or `{ points: n }`.
    mutating func detent(_ value: NodeView, what: String) -> NativeSheet.Detent? {
        if value.mapping != nil {
            guard let fields = entries(of: value, in: what, allowed: Self.pointsKeywords) else { return nil }
            guard let points = fields.first?.entry else {
                error(.invalidValue, "\(what): expected '{ points: n }', found an empty mapping", value.range,
                      hint: "write '{ points: 320 }' for a height in points")
                return nil
            }
            return number(points.value, what: "\(what) points", .positive).map { .points($0) }
        }
        if let scalar = value.scalar, case .string(let word) = resolved(value) {
            switch word {
            case "medium": return .medium
            case "large": return .large
            default:
                error(.invalidValue, "invalid \(what) '\(Excerpt.of(scalar.text))'; expected medium, large, a fraction or { points: n }", value.range,
                      hint: Suggestion.didYouMean(word, in: ["medium", "large"]) ?? "write medium, large, a fraction of the largest height such as 0.4, or '{ points: 320 }'")
                return nil
            }
        }
        guard let number = number(value, what: what, .finite, expected: "medium, large, a fraction or { points: n }") else { return nil }
        guard NumberRange.fraction.contains(number) else {
            let written = Excerpt.of(value.scalar?.text ?? "")
            error(.invalidValue, "\(what) \(written) is not a fraction of the sheet's largest height in (0, 1]", value.range,
                  hint: number > 1 ? "for a height in points write '{ points: \(written) }'" : "a sheet of no height shows nothing; write a fraction such as 0.4")
            return nil
        }
        return .fraction(number)
    }
}
