import ChoreoYAML

/// Turns one YAML document into a `Spec`, reporting every mistake it finds and decoding everything
/// else, so that one run shows the user all that is wrong with a file.
///
/// Where diagnostics point (tests hold the decoder to these):
/// - `unknown_key`, `duplicate_key`: the key as written (its first character). A duplicate names the
///   first occurrence as a related location; the first occurrence wins, later ones are skipped.
/// - `invalid_value`, `invalid_identifier`, `yaml11_ambiguous_scalar`: the value. Inside a list,
///   the offending element; for a list of the wrong length or a spring with a missing or mixed
///   form, the list or the key that breaks the form.
/// - `missing_key`: the start of the document (there is nothing better to point at).
/// - `yaml_syntax`, `yaml_limit`: where the reader found the problem, with libyaml's context (the
///   opening bracket of an unclosed collection) as a related location.
public struct SpecDecoder {
    public struct Result: Sendable {
        public var spec: Spec
        public var diagnostics: [Diagnostic]
        /// False when the document had no content at all (an empty document or a stream's trailing `---`).
        public var hasContent: Bool
    }

    /// Decodes `document`, read from `file` (the path as the user named it).
    public static func decode(_ document: YAMLDocument, file: String) -> Result {
        document.withView { decode($0, file: file) }
    }

    /// Decodes a document read in place by `YAMLStream.forEachDocument(_:)` (no `NodeView` tree).
    public static func decode(_ document: DocumentView, file: String) -> Result {
        let (spec, diagnostics, hasContent) = decoded(document, file: file)
        return Result(spec: spec, diagnostics: diagnostics, hasContent: hasContent)
    }

    /// `decode(_:file:)` as separate values, for the pipeline (see `SpecLowering.lowered(_:)`).
    static func decoded(_ document: DocumentView, file: String) -> (spec: Spec, diagnostics: [Diagnostic], hasContent: Bool) {
        let (spec, findings, hasContent) = decodedWithCap(document, file: file)
        return (spec, findings.diagnostics, hasContent)
    }

    /// `decoded(_:file:)` with the findings still bounded and counted (`FindingCap`), for the
    /// pipeline to add to the file's.
    static func decodedWithCap(_ document: DocumentView, file: String) -> (spec: Spec, findings: FindingCap, hasContent: Bool) {
        var decoder = SpecDecoder(file: file)
        let spec = decoder.decode(document)
        return (spec, decoder.findings, hasContent(document))
    }

    /// An empty document (nothing, or a lone null such as a stream's trailing `---`) is no spec at all.
    static func hasContent(_ document: DocumentView) -> Bool {
        guard let root = document.root else { return false }
        if let scalar = root.scalar, root.tag == nil, scalar.resolved == .null { return false }
        return true
    }

    let file: String
    /// Bounded: a document of a million repeated keys must not make a million findings.
    var findings = FindingCap()
    /// Duplicate keys the reader already reported, by location, so they are not reported twice.
    var readerDuplicates: Set<SourceLocation> = []
    /// The reader counted duplicate keys without reporting where: the decoder must not report
    /// those again, so it reports no duplicates of its own in this document.
    var readerOmittedDuplicates = false
    var kind: TransitionKind?
    /// Values left empty because the keys meant for them were not indented under them
    /// (`reportMisplacedKey`): their own "expected a mapping" would only repeat that mistake.
    var indentedAway: Set<SourceLocation> = []

    init(file: String) {
        self.file = file
    }

    // MARK: - Document

    mutating func decode(_ document: DocumentView) -> Spec {
        var spec = Spec(file: file, range: document.range)
        for issue in document.issues {
            report(issue)
        }
        guard let root = document.root, Self.hasContent(document) else { return spec }
        if let nodes = document.nodesInOrder {
            for node in nodes {
                // Nearly every scalar fails the first-byte filter: only the rest pay for the full check.
                guard let bytes = node.plainUntaggedScalarBytes, let first = bytes.first,
                      YAML11Scalar.mayStartAmbiguous(first), YAML11Scalar.mightBeAmbiguous(bytes) else { continue }
                checkYAML11Scalar(node)
            }
        } else {
            checkYAML11Scalars(in: root)
        }
        guard let entries = entries(of: root, in: "the spec", allowed: SpecKeys.rootKeywords, expecting: "a mapping of spec keys such as 'transition' and 'kind'") else {
            return spec
        }
        if let kindEntry = entries.first(where: { $0.key == .kind })?.entry {
            spec.kind = enumValue(kindEntry, what: "kind", as: TransitionKind.self)
            kind = spec.kind?.value
        }
        for (key, entry) in entries {
            switch key {
            case .transition:
                spec.transition = transitionName(entry)
            case .kind:
                break
            case .presentation:
                if kind == .navigation {
                    error("unknown_key", "'presentation' does not apply to a navigation transition", entry.key.range,
                          hint: "remove it: a navigation controller pushes and pops, it presents nothing")
                    continue
                }
                spec.presentation = presentation(entry)
            case .interactive:
                spec.interactiveRange = entry.value.range
                spec.interactive = interactions(entry)
            case .reduceMotion:
                spec.reduceMotion = enumValue(entry, what: "reduceMotion", as: ReduceMotion.self)
            case .lint:
                spec.lintDisable = lintDisable(entry)
            case .present, .dismiss, .push, .pop, .perform:
                guard let role = key.phaseRole else { continue }
                let valid = isValidPhase(role, key: entry.key)
                if let phase = phase(role, entry), valid {
                    spec.phases.append(phase)
                }
            }
        }
        spec.hasUnknownKeys = findings.diagnostics.contains { $0.ruleID == "unknown_key" }
        let start = SourceRange(document.range.start)
        if spec.transition == nil, !entries.contains(where: { $0.key == .transition }) {
            error("missing_key", "missing required key 'transition'", start,
                  hint: "add 'transition: MyTransition', the UpperCamelCase prefix of the generated types")
        }
        if !entries.contains(where: { $0.key == .kind }) {
            error("missing_key", "missing required key 'kind'", start,
                  hint: "add 'kind: modal', 'kind: navigation' or 'kind: segue'")
        }
        return spec
    }

    /// Phase keys are judged against the kind (`push` has no meaning in a modal spec); without a
    /// valid kind every phase name is accepted, since the kind's own diagnostic says what is wrong.
    mutating func isValidPhase(_ role: PhaseRole, key: NodeView) -> Bool {
        guard let kind else { return true }
        let roles = kind.phaseRoles
        if role == roles.forward || role == roles.backward { return true }
        let closest = role.isForward ? roles.forward : roles.backward
        error("unknown_key", "'\(role.rawValue)' is not a phase of a \(kind.rawValue) transition", key.range,
              hint: "a \(kind.rawValue) transition's phases are '\(roles.forward.rawValue)' and '\(roles.backward.rawValue)'; did you mean '\(closest.rawValue)'?")
        return false
    }

    mutating func report(_ issue: YAMLIssue) {
        if issue.kind == .duplicateKey { readerDuplicates.insert(issue.location) }
        // The reader's "N more" stands for issues it counted without keeping (`FindingCap`).
        if issue.omitted > 0, issue.kind == .duplicateKey { readerOmittedDuplicates = true }
        findings.add(Diagnostic(issue, file: file), standingFor: issue.omitted)
    }

    // MARK: - Top-level keys

    mutating func transitionName(_ entry: EntryView) -> Located<String>? {
        guard let scalar = entry.value.scalar else {
            typeMismatch(entry.value, expected: "an UpperCamelCase Swift type name")
            return nil
        }
        let name = scalar.text
        if let problem = SwiftIdentifier.problem(with: name) {
            error("invalid_identifier", "'\(Excerpt.of(name))' is not a valid Swift type name: \(problem.reason)", entry.value.range,
                  hint: problem.suggestion.map { "did you mean '\($0)'?" }
                      ?? "use an UpperCamelCase name such as 'CardPop'; it prefixes every generated type")
            return nil
        }
        if let scripts = NameScripts.mixed(in: name) {
            findings.add(Diagnostic(
                severity: .warning, ruleID: "mixed_script_name",
                message: "'\(name)' mixes \(scripts.map(\.rawValue).joined(separator: " and ")) letters; it can look exactly like another name",
                file: file, range: entry.value.range, hint: "write the name in one script"))
        }
        return Located(name, range: entry.value.range, keyRange: entry.key.range)
    }

    mutating func presentation(_ entry: EntryView) -> PresentationSpec? {
        guard let entries = entries(of: entry.value, in: "presentation", allowed: SpecKeys.presentationKeywords) else { return nil }
        var presentation = PresentationSpec(range: entry.value.range)
        for (key, item) in entries {
            switch key {
            case .style: presentation.style = enumValue(item, what: "presentation style", as: PresentationStyle.self)
            case .delegate: presentation.delegate = enumValue(item, what: "delegate", as: DelegateRetention.self)
            }
        }
        return presentation
    }

    mutating func interactions(_ entry: EntryView) -> [Located<InteractionSpec>] {
        guard let entries = entries(of: entry.value, in: "interactive", allowed: SpecKeys.phaseNameKeywords,
                                    expecting: "a mapping from phase names to gestures") else { return [] }
        var result: [Located<InteractionSpec>] = []
        for (role, item) in entries {
            guard isValidPhase(role, key: item.key) else { continue }
            guard let fields = self.entries(of: item.value, in: "interactive \(role.rawValue)", allowed: SpecKeys.interactionKeywords)
            else { continue }
            var interaction = InteractionSpec(role: role)
            for (key, field) in fields {
                switch key {
                case .gesture: interaction.gesture = enumValue(field, what: "gesture", as: Interaction.Gesture.self)
                case .direction: interaction.direction = enumValue(field, what: "pan direction", as: Interaction.PanDirection.self)
                case .edge: interaction.edge = enumValue(field, what: "edge", as: Interaction.Edge.self)
                case .finishAt: interaction.finishAt = number(field, what: "finishAt", .unit)
                case .finishVelocity: interaction.finishVelocity = number(field, what: "finishVelocity", .positive)
                }
            }
            result.append(Located(interaction, range: item.value.range, keyRange: item.key.range))
        }
        return result
    }

    mutating func lintDisable(_ entry: EntryView) -> [Located<String>] {
        guard let entries = entries(of: entry.value, in: "lint", allowed: SpecKeys.lintKeywords) else { return [] }
        var ids: [Located<String>] = []
        for (_, item) in entries {
            guard let list = item.value.sequence else {
                typeMismatch(item.value, expected: "a list of rule ids, such as [duration_out_of_range]")
                continue
            }
            for element in list {
                guard let scalar = element.scalar, case .string(let id) = resolved(element), !id.isEmpty else {
                    typeMismatch(element, expected: "a rule id")
                    continue
                }
                ids.append(Located(scalar.text, range: element.range, keyRange: item.key.range))
            }
        }
        return ids
    }

    // MARK: - Phases

    mutating func phase(_ role: PhaseRole, _ entry: EntryView) -> Located<PhaseSpec>? {
        let value = entry.value
        if let scalar = value.scalar {
            if scalar.equals("reverse") {
                return Located(PhaseSpec(role: role, isReverse: true), range: value.range, keyRange: entry.key.range)
            }
            let hint = Suggestion.didYouMean(scalar.text, in: ["reverse"])
                ?? "write 'reverse' to mirror the \(role.counterpart.rawValue) phase, or a mapping such as '{ effect: fade }'"
            error("invalid_value", "expected 'reverse' or a mapping of phase settings for '\(role.rawValue)', found \(value.kindDescription)",
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
            case .duration: phase.duration = number(item, what: "duration", .positive)
            case .delay: phase.delay = number(item, what: "delay", .nonNegative)
            case .order: phase.order = enumValue(item, what: "order", as: ViewOrder.self)
            case .to: phase.to = view(item, name: "to")
            case .from: phase.from = view(item, name: "from")
            case .curve, .spring:
                if let earlier = timingKey {
                    error("invalid_value", "a phase has either a 'curve' or a 'spring', not both", item.key.range,
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
            error("invalid_value", "unknown curve '\(Excerpt.of(scalar.text))'; expected one of \(names.joined(separator: ", ")) or [x1, y1, x2, y2]",
                  value.range, hint: Suggestion.didYouMean(name, in: names))
            return nil
        }
        guard let list = value.sequence else {
            typeMismatch(value, expected: "a curve name (linear, easeIn, easeOut, easeInOut) or [x1, y1, x2, y2]")
            return nil
        }
        guard list.count == 4 else {
            error("invalid_value", "a bezier curve has 4 numbers [x1, y1, x2, y2], found \(list.count)", value.range,
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
            case .response: spring.response = number(item, what: "spring response", .positive)
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
                error("invalid_value",
                      "'\(name)' belongs to the \(form.name) spring form, but this spring already uses the \(established.form.name) form ('\(established.key)')",
                      item.key.range,
                      hint: "use one form: " + SpringSpecForm.allCases.map(\.keys).joined(separator: " · "),
                      related: [RelatedLocation(file: file, location: established.location, message: "the \(established.form.name) form starts here")])
                break
            }
        }
        guard !mixed else { return }
        guard let form = first?.form else {
            error("invalid_value", "the spring names no form", range,
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
            error("invalid_value", "a \(form.name) spring needs '\(key.rawValue)'", range, hint: "the form is \(form.keys)")
        }
    }

    // MARK: - Views

    mutating func view(_ entry: EntryView, name: String) -> ViewSpec? {
        guard let entries = entries(of: entry.value, in: "view '\(name)'", allowed: SpecKeys.viewKeywords,
                                    expecting: "a mapping with 'start', 'end' or 'delay'") else { return nil }
        var view = ViewSpec(range: entry.value.range)
        for (key, item) in entries {
            switch key {
            case .start: view.start = state(item, name: "\(name).start")
            case .end: view.end = state(item, name: "\(name).end")
            case .delay: view.delay = number(item, what: "delay", .nonNegative)
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
            error("invalid_value", "unknown anchor '\(Excerpt.of(scalar.text))'; expected one of \(names.joined(separator: ", ")) or [ux, uy]",
                  value.range, hint: Suggestion.didYouMean(scalar.text, in: names))
            return nil
        }
        guard let pair = pair(entry, what: "anchor", names: ("ux", "uy"), .finite,
                              expected: "an anchor name (\(names.joined(separator: ", "))) or [ux, uy]") else { return nil }
        return Located(UnitPoint(x: pair.0, y: pair.1), range: value.range, keyRange: entry.key.range)
    }

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
            error("invalid_value", "\(what()) must be a finite number, found \(Excerpt.of(node.scalar?.text ?? ""))", node.range)
            return nil
        }
        guard abs(value) <= NumberRange.maximumMagnitude else {
            let name = what()
            let unit = name == "duration" || name == "delay" ? " s" : ""
            error("invalid_value", "\(name) \(Excerpt.of(node.scalar?.text ?? ""))\(unit) is out of range", node.range,
                  hint: "numbers in a spec lie between -1000000 and 1000000")
            return nil
        }
        guard range.contains(value) else {
            error("invalid_value", "\(what()) must \(range.requirement), found \(Excerpt.of(node.scalar?.text ?? ""))", node.range)
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
            error("invalid_value", "\(what) takes 2 numbers [\(names.0), \(names.1)], found \(list.count)", value.range)
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
        findings.removeAll { $0.ruleID == "yaml11_ambiguous_scalar" && $0.range == value.range }
        error("invalid_value", "invalid \(what) '\(Excerpt.of(scalar.text))'; expected one of \(list)", value.range,
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
        error("invalid_value", "\(subject)expected \(expected), found \(node.kindDescription)", node.range, hint: hint)
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
                error("unknown_key", "\(entry.key.kindDescription) cannot be a key of \(context())", entry.key.range,
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
                    error("duplicate_key", "duplicate key '\(name)' in \(context())", entry.key.range,
                          hint: "remove one of them: only the first is used",
                          related: [RelatedLocation(file: file, location: first, message: "'\(name)' is first set here")])
                }
                continue
            }
            let name = Excerpt.of(scalar.text)
            if let first = seen.firstLocation(of: scalar.text, at: entry.key.location) {
                if !readerOmittedDuplicates, !readerDuplicates.contains(entry.key.location) {
                    error("duplicate_key", "duplicate key '\(name)' in \(context())", entry.key.range,
                          hint: "remove one of them: only the first is used",
                          related: [RelatedLocation(file: file, location: first, message: "'\(name)' is first set here")])
                }
                continue
            }
            guard let position = allowed.words.firstIndex(of: scalar.text) else {
                if reportMisplacedKey(scalar.text, at: entry.key, previous: previous, allowed: allowed.words, context: context()) { continue }
                error("unknown_key", "unknown key '\(name)' in \(context())", entry.key.range,
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
                severity: .warning, ruleID: "yaml11_ambiguous_scalar",
                message: "'\(Excerpt.of(text))' is \(modern) in YAML 1.2 but \(reading) in YAML 1.1",
                file: file, range: node.range, hint: YAML11Scalar.hint(for: text, reading: reading)))
        }
    }

    mutating func error(_ rule: String, _ message: String, _ range: SourceRange, hint: String? = nil,
                        related: [RelatedLocation] = []) {
        findings.add(Diagnostic(severity: .error, ruleID: rule, message: message, file: file, range: range,
                                      hint: hint, related: related))
    }
}
