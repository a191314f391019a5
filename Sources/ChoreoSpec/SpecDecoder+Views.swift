import ChoreoYAML

/// The views of a phase: their states and anchors.
extension SpecDecoder {
    // MARK: - Views

    mutating func view(_ entry: EntryView, name: String) -> ViewSpec? {
        guard let entries = entries(of: entry.value, in: "view '\(name)'", allowed: SpecKeys.viewKeywords,
                                    expecting: "a mapping with 'start', 'keyframes', 'end', 'during', 'delay', 'mask', 'zoom' or 'slice'") else { return nil }
        var view = ViewSpec(range: entry.value.range)
        for (key, item) in entries {
            switch key {
            case .start: view.start = state(item, name: "\(name).start")
            case .keyframes:
                view.keyframes = keyframes(item, name: "\(name).keyframes")
                view.keyframesRange = item.value.range
            case .end: view.end = state(item, name: "\(name).end")
            case .during: view.during = window(item, name: "\(name).during")
            case .delay: view.delay = number(item, what: "delay", .delay)
            case .mask: view.mask = mask(item, name: "\(name).mask")
            case .zoom: view.zoom = zoom(item, name: "\(name).zoom")
            case .slice: view.slice = slice(item, name: "\(name).slice")
            }
        }
        if let delay = view.delay, let during = view.during {
            error(.invalidValue, "'\(name)' has both a 'delay' and a window 'during'", delay.keyRange ?? delay.range,
                  hint: "a window already says when the view starts: make 'during' start later instead of delaying the view",
                  related: [RelatedLocation(file: file, location: (during.keyRange ?? during.range).start, message: "'during' is here")])
        }
        return view
    }

    /// `during: [start, end]`, fractions of the phase. An end before the start is lint's to judge
    /// (`empty_motion_window`, with its fix), so the pair is kept as written.
    mutating func window(_ entry: EntryView, name: String) -> Located<MotionWindow>? {
        guard let (start, end) = pair(entry, what: name, names: ("start", "end"), .unit,
                                      expected: "a pair [start, end] of fractions of the phase, such as [0.5, 1]") else { return nil }
        return Located(MotionWindow(start: start, end: end), range: entry.value.range, keyRange: entry.key.range)
    }

    /// `keyframes:`, a list of states each with its `at`. Their order is lint's to judge
    /// (`keyframes_out_of_order`), so entries are kept in source order.
    mutating func keyframes(_ entry: EntryView, name: String) -> [KeyframeSpec] {
        guard let list = entry.value.sequence else {
            typeMismatch(entry.value, expected: "a list of states such as [{ at: 0.5, rotationY: 90 }]", what: name)
            return []
        }
        var keyframes: [KeyframeSpec] = []
        for (position, item) in list.enumerated() {
            if position == KeyframeSpec.maximumCount {
                error(.invalidValue, "'\(name)' lists \(list.count) keyframes; at most \(KeyframeSpec.maximumCount) are allowed",
                      SourceRange(item.range.start), hint: "a motion reads as a few stages: keep the keyframes where it changes direction")
                break
            }
            guard let fields = entries(of: item, in: "a keyframe of '\(name)'", allowed: SpecKeys.keyframeKeywords,
                                       expecting: "a state with its fraction, such as { at: 0.5, rotationY: 90 }") else { continue }
            var state = ViewStateSpec(range: item.range)
            var at: Located<Double>?
            for (key, field) in fields {
                if let property = key.property {
                    state[property] = value(field, of: property, followsLayoutDirection: &state.followsLayoutDirection)
                } else {
                    at = number(field, what: "\(name) at", .unit)
                }
            }
            if !fields.contains(where: { $0.key.property == nil }) {
                error(.missingKey, "a keyframe needs 'at', the fraction of the phase it is reached at", SourceRange(item.range.start),
                      hint: "add 'at: 0.5' for the middle of the phase")
            }
            keyframes.append(KeyframeSpec(range: item.range, at: at, state: state))
        }
        return keyframes
    }

    mutating func state(_ entry: EntryView, name: @autoclosure () -> String) -> ViewStateSpec? {
        guard let entries = entries(of: entry.value, in: "'\(name())'", allowed: SpecKeys.stateKeywords,
                                    expecting: "a view state such as '{ offset: [1, 0], alpha: 0 }'") else { return nil }
        var state = ViewStateSpec(range: entry.value.range)
        for (key, item) in entries {
            if let property = key.property {
                state[property] = value(item, of: property, followsLayoutDirection: &state.followsLayoutDirection)
            } else {
                state.anchor = anchor(item)
            }
        }
        return state
    }

    /// A property's numbers in the form its key declares: a number, a pair, a scale (a number or a
    /// pair) or an offset (a pair, or a leading/trailing mapping, which sets `followsLayoutDirection`),
    /// each number in the key's range.
    mutating func value(_ entry: EntryView, of property: ViewProperty, followsLayoutDirection: inout Bool) -> Located<[Double]>? {
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
        case .offset(let range):
            if entry.value.mapping != nil {
                guard let numbers = layoutOffset(entry, what: name, range) else { return nil }
                followsLayoutDirection = true
                return Located(numbers, range: entry.value.range, keyRange: entry.key.range)
            }
            return pair(entry, what: name, names: ("x", "y"), range,
                        expected: "[x, y] or a mapping such as '{ leading: 0.3 }' or '{ trailing: 1, down: 0.5 }'")
                .map { Located([$0.0, $0.1], range: entry.value.range, keyRange: entry.key.range) }
        case .mapping(let table, _):
            return fields(entry, of: property, table: table)
        default:
            preconditionFailure("a view property takes a number, a pair, a scale, an offset or a mapping of those and colours (ViewPropertyCatalogueTests)")
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

    /// The keys of an offset that follows the layout direction: `{ leading: 0.3 }`, `{ trailing: 1, down: 0.5 }`.
    /// Each is a direction and its value the distance that way. (Not `x`/`y`: `y` is the boolean true in
    /// YAML 1.1, and `x` would be the pair's physical x.)
    enum LayoutOffsetKey: String, SpecMappingKey {
        case leading, trailing, up, down
    }

    static let layoutOffsetKeywords = SpecKeys.keywords(["leading", "trailing", "up", "down"], as: LayoutOffsetKey.self)

    /// `{ leading: n }` or `{ trailing: n }`, with an optional `up` or `down`, as `[x, y]` with +x toward the
    /// trailing edge and +y down. The physical words (`x`, `left`, `right`) belong to the pair `[x, y]`, and
    /// `y` to it too: a mapping that uses them, names both edges or both of up and down, or names neither
    /// edge is an error at the key that makes it so. `entry`'s value is a mapping.
    mutating func layoutOffset(_ entry: EntryView, what: String, _ range: NumberRange) -> [Double]? {
        let value = entry.value
        for field in value.mapping! {
            guard let word = field.key.scalar?.text, let hint = Self.physicalOffsetHint(word) else { continue }
            error(.invalidValue, "\(what): '\(word)' belongs to the pair [x, y], not to a leading/trailing offset", field.key.range, hint: hint)
            return nil
        }
        guard let fields = entries(of: value, in: what, allowed: Self.layoutOffsetKeywords) else { return nil }
        var x: Double?, y = 0.0
        var horizontal: EntryView?, vertical: EntryView?
        var valid = true
        for (key, field) in fields {
            let isHorizontal = key == .leading || key == .trailing
            if let first = isHorizontal ? horizontal : vertical {
                let pair = isHorizontal ? ("leading", "trailing") : ("up", "down")
                error(.invalidValue, "\(what) takes '\(pair.0)' or '\(pair.1)', not both", field.key.range,
                      hint: "keep one: '{ \(pair.1): n }' is '{ \(pair.0): -n }'",
                      related: [RelatedLocation(file: file, location: first.key.location, message: "'\(first.key.scalar?.text ?? "")' is here")])
                valid = false
                continue
            }
            if isHorizontal { horizontal = field } else { vertical = field }
            guard let number = number(field.value, what: "\(what) \(key.rawValue)", range) else {
                valid = false
                continue
            }
            switch key {
            case .leading: x = -number
            case .trailing: x = number
            case .up: y = -number
            case .down: y = number
            }
        }
        guard valid else { return nil }
        guard let x else {
            let found = fields.isEmpty ? "an empty mapping" : "no horizontal part"
            error(.invalidValue, "\(what): expected 'leading' or 'trailing' in the mapping, found \(found)", value.range,
                  hint: "write '\(what): { trailing: 1 }' toward the trailing edge, or the pair [0, y] for a vertical offset")
            return nil
        }
        return [x, y]
    }

    /// What to write instead of a physical word in a leading/trailing offset; nil for any other key.
    static func physicalOffsetHint(_ word: String) -> String? {
        switch word {
        case "x": return "write '{ trailing: x }' (+x toward the trailing edge) or '{ leading: x }', or the pair [x, y] for a physical offset"
        case "y": return "write 'down: y' (or 'up: y') beside 'leading' or 'trailing'"
        case "left": return "write 'leading' (the left in left-to-right layouts, the right in right-to-left ones), or the pair [-x, y] to stay on the left in every language"
        case "right": return "write 'trailing' (the right in left-to-right layouts, the left in right-to-left ones), or the pair [x, y] to stay on the right in every language"
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
