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
        case .mapping(let table, _):
            return fields(entry, of: property, table: table)
        default:
            preconditionFailure("a view property takes a number, a pair, a scale or a mapping of those and colours (ViewPropertyCatalogueTests)")
        }
    }

    /// A property whose value is a mapping of its own (`shadow: { opacity: 0.3, radius: 12 }`): each
    /// key's numbers in table order, a key left out taking its default. A key without a default is
    /// required; a value with any error is dropped whole, so that no half-read shadow reaches lowering.
    mutating func fields(_ entry: EntryView, of property: ViewProperty, table: [SpecKey]) -> Located<[Double]>? {
        let name = property.name
        guard let keywords = SpecKeys.fieldKeywords[name],
              let entries = entries(of: entry.value, in: "'\(name)'", allowed: keywords,
                                    expecting: "a mapping of \(table.names.joined(separator: ", "))") else { return nil }
        var values = table.map { $0.defaultValue.flatMap(Self.numbers(of:)) }
        var failed = false
        for (key, item) in entries {
            let index = table.firstIndex { $0.name == key.rawValue }!
            let field = table[index]
            let what = "\(name).\(field.name)"
            switch field.type {
            case .number(let range):
                values[index] = number(item, what: what, range).map { [$0.value] }
            case .pair(let first, let second, let range):
                values[index] = pair(item, what: what, names: (first, second), range).map { [$0.0, $0.1] }
            case .color:
                values[index] = color(item, what: what)?.components
            default:
                preconditionFailure("a property's mapping holds numbers, pairs and colours (ViewPropertyCatalogueTests)")
            }
            if values[index] == nil { failed = true }
        }
        for (index, field) in table.enumerated() where values[index] == nil && !entries.contains(where: { $0.key.rawValue == field.name }) {
            error(.missingKey, "'\(name)' needs '\(field.name)'", entry.value.range,
                  hint: "for example \(name): { \(field.name): \(field.examples.first.map(ViewStateReference.inline) ?? "…") }")
            failed = true
        }
        guard !failed else { return nil }
        return Located(values.flatMap { $0! }, range: entry.value.range, keyRange: entry.key.range)
    }

    /// A colour: `"#RRGGBB"` or a name (`SpecColor`). An unquoted `#…` is a YAML comment, so the value
    /// arrives empty: the hint says to quote it.
    mutating func color(_ entry: EntryView, what: String) -> SpecColor? {
        let value = entry.value
        let names = SpecColor.named.map(\.name)
        guard let scalar = value.scalar else {
            typeMismatch(value, expected: "a colour \"#RRGGBB\" or one of \(names.joined(separator: ", "))", what: what)
            return nil
        }
        guard !scalar.text.isEmpty else {
            error(.invalidValue, "\(what) is empty", entry.key.range,
                  hint: "quote a hexadecimal colour: YAML reads an unquoted # as the start of a comment (color: \"#1A1A2E\")")
            return nil
        }
        guard let color = SpecColor(text: scalar.text) else {
            error(.invalidValue, "\(what) must be \"#RRGGBB\" or one of \(names.joined(separator: ", ")), found '\(Excerpt.of(scalar.text))'",
                  value.range, hint: Suggestion.didYouMean(scalar.text, in: names) ?? "six hexadecimal digits after #, quoted: \"#1A1A2E\"")
            return nil
        }
        return color
    }

    /// A key's default as numbers, for a mapping property's keys left out.
    private static func numbers(of value: JSONValue) -> [Double]? {
        switch value {
        case .number(let number): return [number]
        case .array(let elements): return elements.compactMap { if case .number(let n) = $0 { return n } else { return nil } }
        case .string(let text): return SpecColor(text: text)?.components
        default: return nil
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
