import ChoreoYAML

/// Phases: their settings, curves and springs.
extension SpecDecoder {
    // MARK: - Phases

    mutating func phase(_ role: PhaseRole, _ entry: EntryView) -> Located<PhaseSpec>? {
        let value = entry.value
        if let scalar = value.scalar {
            if scalar.equals("reverse") {
                return Located(PhaseSpec(role: role, isReverse: true), range: value.range, keyRange: entry.key.range)
            }
            let hint = Suggestion.didYouMean(scalar.text, in: ["reverse"])
                ?? "write 'reverse' to mirror the \(role.counterpart.rawValue) phase, or a mapping such as '{ effect: fade }'"
            error(.invalidValue, "expected 'reverse' or a mapping of phase settings for '\(role.rawValue)', found \(value.kindDescription)",
                  value.range, hint: hint)
            return nil
        }
        guard let entries = entries(of: value, in: "phase '\(role.rawValue)'", allowed: SpecKeys.phaseKeywords,
                                    expecting: "'reverse' or a mapping of phase settings") else { return nil }
        var phase = PhaseSpec(role: role)
        var timingKey: (key: PhaseKey, node: NodeView)?
        for (key, item) in entries {
            switch key {
            case .reverse: phase.isReverse = reverseFlag(item, role: role)
            case .effect: phase.effect = enumValue(item, what: "effect", as: Effect.self)
            case .direction: phase.direction = enumValue(item, what: "direction", as: Direction.self)
            case .duration: phase.duration = number(item, what: "duration", .duration)
            case .delay: phase.delay = number(item, what: "delay", .delay)
            case .order: phase.order = enumValue(item, what: "order", as: ViewOrder.self)
            case .perspective: phase.perspective = number(item, what: "perspective", .positive)
            case .stagger: phase.stagger = number(item, what: "stagger", .delay)
            case .to: phase.to = view(item, name: "to")
            case .from: phase.from = view(item, name: "from")
            case .curve, .spring:
                if let earlier = timingKey {
                    error(.invalidValue, "a phase has either a 'curve' or a 'spring', not both", item.key.range,
                          hint: "remove '\(key.rawValue)' or '\(earlier.key.rawValue)'",
                          related: [RelatedLocation(file: file, location: earlier.node.location, message: "'\(earlier.key.rawValue)' is set here")])
                }
                timingKey = (key, item.key)
                if key == .curve { phase.curve = curve(item) } else { phase.spring = spring(item) }
            }
        }
        if phase.isReverse { checkReverseOverrides(phase, entries: entries, role: role) }
        return Located(phase, range: value.range, keyRange: entry.key.range)
    }

    mutating func curve(_ entry: EntryView) -> Located<Curve>? {
        let value = entry.value
        // A curve name always reads as a string, so a match needs no `String`.
        if let scalar = value.scalar, let match = SpecKeys.curveKeywords.value(of: scalar.utf8) {
            return Located(match, range: value.range, keyRange: entry.key.range)
        }
        if let scalar = value.scalar, case .string(let name) = resolved(value) {
            if let match = Curve.named.first(where: { $0.name == name }) {
                return Located(match.curve, range: value.range, keyRange: entry.key.range)
            }
            let names = Curve.named.map(\.name)
            error(.invalidValue, "unknown curve '\(Excerpt.of(scalar.text))'; expected one of \(names.joined(separator: ", ")) or [x1, y1, x2, y2]",
                  value.range, hint: Suggestion.didYouMean(name, in: names))
            return nil
        }
        guard let list = value.sequence else {
            typeMismatch(value, expected: "a curve name (linear, easeIn, easeOut, easeInOut) or [x1, y1, x2, y2]")
            return nil
        }
        guard list.count == 4 else {
            error(.invalidValue, "a bezier curve has 4 numbers [x1, y1, x2, y2], found \(list.count)", value.range,
                  hint: "for example [0.25, 0.1, 0.25, 1]")
            return nil
        }
        let names = ["x1", "y1", "x2", "y2"]
        var numbers: [Double] = []
        for (index, element) in list.enumerated() {
            let range: NumberRange = index % 2 == 0 ? .unit : .finite
            if let number = number(element, what: "curve \(names[index])", range) { numbers.append(number) }
        }
        guard numbers.count == 4 else { return nil }
        return Located(.bezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3]),
                       range: value.range, keyRange: entry.key.range)
    }

    mutating func spring(_ entry: EntryView) -> Located<SpringSpec>? {
        guard let entries = entries(of: entry.value, in: "spring", allowed: SpecKeys.springKeywords,
                                    expecting: "a spring mapping such as '{ damping: 0.7, velocity: 0.5 }'") else { return nil }
        var spring = SpringSpec()
        for (key, item) in entries {
            switch key {
            case .damping: spring.damping = number(item, what: "spring damping", .positive)
            case .velocity: spring.velocity = number(item, what: "spring velocity", .finite)
            case .bounce: spring.bounce = number(item, what: "spring bounce", .bounce)
            case .response: spring.response = number(item, what: "spring response", .duration)
            case .dampingRatio: spring.dampingRatio = number(item, what: "spring dampingRatio", .positive)
            case .mass: spring.mass = number(item, what: "spring mass", .positive)
            case .stiffness: spring.stiffness = number(item, what: "spring stiffness", .positive)
            }
        }
        checkSpringForm(entries, range: entry.value.range)
        return Located(spring, range: entry.value.range, keyRange: entry.key.range)
    }

    /// One form per spring: keys from two forms are reported at the first key of the second form,
    /// and a form missing one of its required keys at the spring mapping.
    mutating func checkSpringForm(_ entries: [(key: SpringKey, entry: EntryView)], range: SourceRange) {
        // A spring has a handful of keys: a scan beats building a set.
        func has(_ key: SpringKey) -> Bool { entries.contains { $0.key == key } }
        let isPhysical = has(.mass) || has(.stiffness)
        var first: (form: SpringSpecForm, key: String, location: SourceLocation)?
        var mixed = false
        for (key, item) in entries {
            guard let form = key.form(isPhysical: isPhysical) else { continue }
            let name = key.rawValue
            guard let established = first else {
                first = (form, name, item.key.location)
                continue
            }
            if form != established.form {
                mixed = true
                error(.invalidValue,
                      "'\(name)' belongs to the \(form.name) spring form, but this spring already uses the \(established.form.name) form ('\(established.key)')",
                      item.key.range,
                      hint: "use one form: " + SpringSpecForm.allCases.map(\.keys).joined(separator: " · "),
                      related: [RelatedLocation(file: file, location: established.location, message: "the \(established.form.name) form starts here")])
                break
            }
        }
        guard !mixed else { return }
        guard let form = first?.form else {
            error(.invalidValue, "the spring names no form", range,
                  hint: "use one of " + SpringSpecForm.allCases.map(\.keys).joined(separator: " · "))
            return
        }
        let required: [SpringKey]
        switch form {
        case .uikit, .bounce: required = []
        case .response: required = [.response, .dampingRatio]
        case .physical: required = [.stiffness, .damping]
        }
        for key in required where !has(key) {
            error(.invalidValue, "a \(form.name) spring needs '\(key.rawValue)'", range, hint: "the form is \(form.keys)")
        }
    }
}
