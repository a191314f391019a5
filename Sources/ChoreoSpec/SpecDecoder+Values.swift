import ChoreoYAML

/// Numbers, pairs, keywords and mappings, checked where they are read and reported with their range;
/// YAML 1.1 scalars that YAML 1.2 reads differently.
extension SpecDecoder {
    // MARK: - Values

    mutating func number(_ entry: EntryView, what: @autoclosure () -> String, _ range: NumberRange,
                         expected: String = "a number") -> Located<Double>? {
        number(entry.value, what: what(), range, expected: expected).map {
            Located($0, range: entry.value.range, keyRange: entry.key.range)
        }
    }

    /// `what` names the value in messages; it is built only when there is something to report.
    mutating func number(_ node: NodeView, what: @autoclosure () -> String, _ range: NumberRange,
                         expected: String = "a number") -> Double? {
        guard let value = numberValue(of: node) else {
            typeMismatch(node, expected: expected, what: what())
            return nil
        }
        guard value.isFinite else {
            error(.invalidValue, "\(what()) must be a finite number, found \(Excerpt.of(node.scalar?.text ?? ""))", node.range)
            return nil
        }
        guard abs(value) <= NumberRange.maximumMagnitude else {
            let name = what()
            let unit = name == "duration" || name == "delay" ? " s" : ""
            error(.invalidValue, "\(name) \(Excerpt.of(node.scalar?.text ?? ""))\(unit) is out of range", node.range,
                  hint: "numbers in a spec lie between -1000000 and 1000000")
            return nil
        }
        guard range.contains(value) else {
            let text = Excerpt.of(node.scalar?.text ?? "")
            if range.isTooLong(value) {
                // Milliseconds are the usual mistake: say the number they mean in seconds.
                let hint = NumberRange.secondsIfMilliseconds(value).map {
                    "did you mean \(TransitionDump.number($0)) (seconds)? times in a spec are seconds, not milliseconds"
                } ?? "times in a spec are seconds; UIKit's own transitions take about 0.35 s"
                error(.invalidValue, "\(what()) \(text) s is longer than a transition should take (at most 5 s)", node.range,
                      hint: hint)
            } else {
                error(.invalidValue, "\(what()) must \(range.requirement), found \(text)", node.range)
            }
            return nil
        }
        return value
    }

    mutating func pair(_ entry: EntryView, what: String, names: (String, String), _ range: NumberRange,
                       expected: String? = nil) -> (Double, Double)? {
        let value = entry.value
        guard let list = value.sequence else {
            typeMismatch(value, expected: expected ?? "a pair [\(names.0), \(names.1)]", what: what)
            return nil
        }
        guard list.count == 2, let first = list.first, let second = list.last else {
            error(.invalidValue, "\(what) takes 2 numbers [\(names.0), \(names.1)], found \(list.count)", value.range)
            return nil
        }
        let x = number(first, what: "\(what) \(names.0)", range)
        let y = number(second, what: "\(what) \(names.1)", range)
        guard let x, let y else { return nil }
        return (x, y)
    }

    mutating func enumValue<E: SpecKeyword>(_ entry: EntryView, what: String, as type: E.Type) -> Located<E>? {
        let value = entry.value
        if let scalar = value.scalar, let match = E.keywords.value(of: scalar.utf8) {
            return Located(match, range: value.range, keyRange: entry.key.range)
        }
        // Only a mistake pays for the list of valid values.
        let allowed = E.allCases.map(\.rawValue)
        let list = allowed.joined(separator: ", ")
        guard let scalar = value.scalar else {
            typeMismatch(value, expected: "one of \(list)", what: what)
            return nil
        }
        // The value is an error already, which says what to write: a YAML 1.1 warning's "write
        // false for a boolean" would be wrong advice for a key that takes words.
        findings.removeAll { $0.ruleID == DecodeStageID.yaml11AmbiguousScalar.rawValue && $0.range == value.range }
        error(.invalidValue, "invalid \(what) '\(Excerpt.of(scalar.text))'; expected one of \(list)", value.range,
              hint: Self.wordHint(for: scalar.text, in: allowed))
        return nil
    }

    /// "expected a number, found a mapping"; a quoted number gets the advice to drop the quotes.
    mutating func typeMismatch(_ node: NodeView, expected: String, what: String? = nil) {
        var hint: String?
        if let scalar = node.scalar, !scalar.isPlain, ResolvedScalar.classify(scalar.text).number != nil {
            hint = "remove the quotes: a quoted value is a string"
        } else if let scalar = node.scalar, let what, what == "duration" || what == "delay" {
            hint = Self.secondsHint(for: scalar.text, key: what)
        }
        let subject = what.map { "\($0): " } ?? ""
        error(.invalidValue, "\(subject)expected \(expected), found \(node.kindDescription)", node.range, hint: hint)
    }

    /// `resolved(node).number`, read from the scalar's bytes.
    func numberValue(of node: NodeView) -> Double? {
        guard let scalar = node.scalar, !node.hasTag("tag:yaml.org,2002:str") else { return nil }
        return scalar.number
    }

    /// The core-schema reading, honouring an explicit `!!str` tag.
    func resolved(_ node: NodeView) -> ResolvedScalar {
        guard let scalar = node.scalar else { return .null }
        if node.hasTag("tag:yaml.org,2002:str") { return .string(scalar.text) }
        return scalar.resolved
    }

    // MARK: - Mappings

    /// The entries of a mapping whose keys are allowed here, in source order, each key once.
    ///
    /// Reports a value that is not a mapping (`invalid_value` at the value), keys that are not valid
    /// here (`unknown_key` at the key, with the closest valid key or the list of valid keys) and
    /// repeated keys the reader did not already report (`duplicate_key` at the repeat).
    mutating func entries<Key: SpecMappingKey>(
        of node: NodeView, in context: @autoclosure () -> String, allowed: KeywordTable<Key>, expecting: String? = nil
    ) -> [(key: Key, entry: EntryView)]? {
        guard let mapping = node.mapping else {
            if indentedAway.contains(node.location) { return nil }
            typeMismatch(node, expected: expecting ?? "a mapping of \(allowed.words.joined(separator: ", "))", what: context())
            return nil
        }
        var result: [(key: Key, entry: EntryView)] = []
        result.reserveCapacity(mapping.count)
        // Keys of the table are matched by their bytes and tracked by their place in it (no
        // `String` per key); anything else (unknown keys, which are rare) by its text.
        let tracksByPosition = allowed.words.count <= 64
        var seenPositions: UInt64 = 0
        var seen = KeyOccurrences()
        var previous: EntryView?
        for entry in mapping {
            defer { previous = entry }
            guard let scalar = entry.key.scalar else {
                error(.unknownKey, "\(entry.key.kindDescription) cannot be a key of \(context())", entry.key.range,
                      hint: "expected one of \(allowed.words.joined(separator: ", "))")
                continue
            }
            if tracksByPosition, let position = allowed.position(of: scalar.utf8) {
                let key = allowed.values[position]
                let bit: UInt64 = 1 << UInt64(position)
                if seenPositions & bit == 0 {
                    seenPositions |= bit
                    result.append((key, entry))
                } else if !readerOmittedDuplicates, !readerDuplicates.contains(entry.key.location),
                          let first = result.first(where: { $0.key == key })?.entry.key.location {
                    let name = allowed.words[position]
                    error(.duplicateKey, "duplicate key '\(name)' in \(context())", entry.key.range,
                          hint: "remove one of them: only the first is used",
                          related: [RelatedLocation(file: file, location: first, message: "'\(name)' is first set here")])
                }
                continue
            }
            let name = Excerpt.of(scalar.text)
            if let first = seen.firstLocation(of: scalar.text, at: entry.key.location) {
                if !readerOmittedDuplicates, !readerDuplicates.contains(entry.key.location) {
                    error(.duplicateKey, "duplicate key '\(name)' in \(context())", entry.key.range,
                          hint: "remove one of them: only the first is used",
                          related: [RelatedLocation(file: file, location: first, message: "'\(name)' is first set here")])
                }
                continue
            }
            guard let position = allowed.words.firstIndex(of: scalar.text) else {
                if reportMisplacedKey(scalar.text, at: entry.key, previous: previous, allowed: allowed.words, context: context()) { continue }
                error(.unknownKey, "unknown key '\(name)' in \(context())", entry.key.range,
                      hint: Suggestion.didYouMean(scalar.text, in: allowed.words) ?? "expected one of \(allowed.words.joined(separator: ", "))")
                continue
            }
            result.append((allowed.values[position], entry))
        }
        return result
    }

    // MARK: - YAML 1.1

    /// Warns about every plain scalar, key or value, that a YAML 1.1 tool would read differently.
    mutating func checkYAML11Scalars(in node: NodeView) {
        if node.isScalar {
            checkYAML11Scalar(node)
        } else if let items = node.sequence {
            for item in items { checkYAML11Scalars(in: item) }
        } else if let entries = node.mapping {
            for entry in entries {
                checkYAML11Scalars(in: entry.key)
                checkYAML11Scalars(in: entry.value)
            }
        }
    }

    /// The check of `checkYAML11Scalars(in:)` for one node; nothing for a collection.
    mutating func checkYAML11Scalar(_ node: NodeView) {
        if let scalar = node.scalar {
            guard scalar.isPlain, node.tag == nil, YAML11Scalar.mightBeAmbiguous(scalar.utf8) else { return }
            let text = scalar.text
            guard let reading = YAML11Scalar.reading(of: text) else { return }
            let modern: String
            switch scalar.resolved {
            case .string: modern = "the string \"\(Excerpt.of(text))\""
            case .int(let value): modern = "the number \(value)"
            case .float(let value): modern = "the number \(value)"
            case .bool(let value): modern = "the boolean \(value)"
            case .null: modern = "null"
            }
            findings.add(Diagnostic(
                severity: .warning, ruleID: DecodeStageID.yaml11AmbiguousScalar.rawValue,
                message: "'\(Excerpt.of(text))' is \(modern) in YAML 1.2 but \(reading) in YAML 1.1",
                file: file, range: node.range, hint: YAML11Scalar.hint(for: text, reading: reading)))
        }
    }

    /// The hint is worked out only for a finding the cap keeps: past it, findings are only counted, and a file of
    /// 100,000 unknown keys would otherwise look for a near miss of each.
    mutating func error(_ rule: DecodeStageID, _ message: String, _ range: SourceRange, hint: @autoclosure () -> String? = nil,
                        related: [RelatedLocation] = []) {
        findings.add(Diagnostic(severity: .error, ruleID: rule.rawValue, message: message, file: file, range: range,
                                      hint: findings.isFull ? nil : hint(), related: related))
    }
}
