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
            switch key {
            case .offset:
                if let pair = pair(item, what: "offset", names: ("x", "y"), .finite) {
                    state.offset = Located(Offset(x: pair.0, y: pair.1), range: item.value.range, keyRange: item.key.range)
                }
            case .scale:
                if item.value.sequence != nil {
                    if let pair = pair(item, what: "scale", names: ("sx", "sy"), .positive) {
                        state.scale = Located(Scale(x: pair.0, y: pair.1), range: item.value.range, keyRange: item.key.range)
                    }
                } else if let value = number(item, what: "scale", .positive, expected: "a number or [sx, sy]") {
                    state.scale = Located(Scale(uniform: value.value), range: value.range, keyRange: value.keyRange)
                }
            case .rotation: state.rotation = number(item, what: "rotation", .finite)
            case .anchor: state.anchor = anchor(item)
            case .alpha: state.alpha = number(item, what: "alpha", .unit)
            case .cornerRadius: state.cornerRadius = number(item, what: "cornerRadius", .nonNegative)
            case .dim: state.dim = number(item, what: "dim", .unit)
            }
        }
        return state
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
