import ChoreoYAML

/// The views of a phase: their states and anchors.
extension SpecDecoder {
    // MARK: - Views

    mutating func view(_ entry: EntryView, name: String) -> ViewSpec? {
        guard let entries = entries(of: entry.value, in: "view '\(name)'", allowed: SpecKeys.viewKeywords,
                                    expecting: "a mapping with 'start', 'end' or 'delay'") else { return nil }
        var view = ViewSpec(range: entry.value.range)
        for (key, item) in entries {
            switch key {
            case .start: view.start = state(item, name: "\(name).start")
            case .end: view.end = state(item, name: "\(name).end")
            case .delay: view.delay = number(item, what: "delay", .delay)
            }
        }
        return view
    }

    mutating func state(_ entry: EntryView, name: @autoclosure () -> String) -> ViewStateSpec? {
        guard let entries = entries(of: entry.value, in: "'\(name())'", allowed: SpecKeys.stateKeywords,
                                    expecting: "a view state such as '{ offset: [1, 0], alpha: 0 }'") else { return nil }
        var state = ViewStateSpec(range: entry.value.range)
        for (key, item) in entries {
            if let property = key.property {
                state[property] = value(item, of: property)
            } else {
                state.anchor = anchor(item)
            }
        }
        return state
    }

    /// A property's numbers in the form its key declares: a number, a pair, or a scale (a number
    /// or a pair), each number in the key's range.
    mutating func value(_ entry: EntryView, of property: ViewProperty) -> Located<[Double]>? {
        let name = property.name
        switch property.key.type {
        case .number(let range):
            return number(entry, what: name, range).map { $0.map { [$0] } }
        case .pair(let first, let second, let range):
            return pair(entry, what: name, names: (first, second), range)
                .map { Located([$0.0, $0.1], range: entry.value.range, keyRange: entry.key.range) }
        case .scale(let range):
            if entry.value.sequence != nil {
                return pair(entry, what: name, names: ("sx", "sy"), range)
                    .map { Located([$0.0, $0.1], range: entry.value.range, keyRange: entry.key.range) }
            }
            return number(entry, what: name, range, expected: "a number or [sx, sy]").map { $0.map { [$0, $0] } }
        default:
            preconditionFailure("a view property takes a number, a pair or a scale (ViewPropertyCatalogueTests)")
        }
    }

    mutating func anchor(_ entry: EntryView) -> Located<UnitPoint>? {
        let value = entry.value
        if let scalar = value.scalar, let point = SpecKeys.anchorKeywords.value(of: scalar.utf8) {
            return Located(point, range: value.range, keyRange: entry.key.range)
        }
        let names = UnitPoint.named.map(\.name)
        if let scalar = value.scalar {
            error(.invalidValue, "unknown anchor '\(Excerpt.of(scalar.text))'; expected one of \(names.joined(separator: ", ")) or [ux, uy]",
                  value.range, hint: Suggestion.didYouMean(scalar.text, in: names))
            return nil
        }
        guard let pair = pair(entry, what: "anchor", names: ("ux", "uy"), .finite,
                              expected: "an anchor name (\(names.joined(separator: ", "))) or [ux, uy]") else { return nil }
        return Located(UnitPoint(x: pair.0, y: pair.1), range: value.range, keyRange: entry.key.range)
    }
}
