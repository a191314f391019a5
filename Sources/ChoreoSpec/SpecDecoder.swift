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
        decode(document, into: &spec)
        return spec
    }

    /// Fills `spec` in place: with one `return spec` instead of one per way out, the optimiser
    /// returns the spec without copying it (a copy retains and releases each of its references).
    private mutating func decode(_ document: DocumentView, into spec: inout Spec) {
        for issue in document.issues {
            report(issue)
        }
        guard let root = document.root, Self.hasContent(document) else { return }
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
            return
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
                    error(.unknownKey, "'presentation' does not apply to a navigation transition", entry.key.range,
                          hint: "remove it: a navigation controller pushes and pops, it presents nothing")
                    continue
                }
                if kind == .tabBar {
                    error(.unknownKey, "'presentation' does not apply to a tabBar transition", entry.key.range,
                          hint: "remove it: a tab bar controller switches between its tabs' views, it presents nothing")
                    continue
                }
                spec.presentation = presentation(entry)
            case .shared:
                spec.sharedRange = entry.value.range
                spec.shared = sharedElements(entry)
            case .source:
                spec.source = source(entry)
            case .interactive:
                spec.interactiveRange = entry.value.range
                spec.interactive = interactions(entry)
            case .reduceMotion:
                spec.reduceMotion = enumValue(entry, what: "reduceMotion", as: ReduceMotion.self)
            case .lint:
                spec.lintDisable = lintDisable(entry)
            case .preview:
                spec.previewFrames = previewFrames(entry)
            case .present, .dismiss, .push, .pop, .perform, .next, .previous:
                guard let role = key.phaseRole else { continue }
                let valid = isValidPhase(role, key: entry.key)
                if let phase = phase(role, entry), valid {
                    spec.phases.append(phase)
                }
            }
        }
        spec.previewFrames = previewFramesOfSharedElements(spec.previewFrames, shared: spec.shared, source: spec.source)
        checkEffectOrigins(spec)
        checkSlices(spec)
        spec.hasUnknownKeys = findings.contains { $0.ruleID == DecodeStageID.unknownKey.rawValue }
        spec.hasInvalidValues = findings.contains {
            $0.ruleID == DecodeStageID.invalidValue.rawValue && $0.severity == .error
        }
        let start = SourceRange(document.range.start)
        if spec.transition == nil, !entries.contains(where: { $0.key == .transition }) {
            error(.missingKey, "missing required key 'transition'", start,
                  hint: "add 'transition: MyTransition', the UpperCamelCase prefix of the generated types")
        }
        if !entries.contains(where: { $0.key == .kind }) {
            error(.missingKey, "missing required key 'kind'", start,
                  hint: "add 'kind: modal', 'kind: navigation', 'kind: segue' or 'kind: tabBar'")
        }
    }

    /// Phase keys are judged against the kind (`push` has no meaning in a modal spec); without a
    /// valid kind every phase name is accepted, since the kind's own diagnostic says what is wrong.
    mutating func isValidPhase(_ role: PhaseRole, key: NodeView) -> Bool {
        guard let kind else { return true }
        let roles = kind.phaseRoles
        if role == roles.forward || role == roles.backward { return true }
        let closest = role.isForward ? roles.forward : roles.backward
        error(.unknownKey, "'\(role.rawValue)' is not a phase of a \(kind.rawValue) transition", key.range,
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
            error(.invalidIdentifier, "'\(Excerpt.of(name))' is not a valid Swift type name: \(problem.reason)", entry.value.range,
                  hint: problem.suggestion.map { "did you mean '\($0)'?" }
                      ?? "use an UpperCamelCase name such as 'CardPop'; it prefixes every generated type")
            return nil
        }
        if let scripts = NameScripts.mixed(in: name) {
            findings.add(Diagnostic(
                severity: .warning, ruleID: DecodeStageID.mixedScriptName.rawValue,
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
            case .container:
                presentation.containerKeyRange = item.key.range
                presentation.container = container(item)
            case .sheet:
                presentation.sheetKeyRange = item.key.range
                presentation.sheet = nativeSheet(item)
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
                case .scrollView: interaction.scrollView = enumValue(field, what: "scrollView", as: Interaction.ScrollView.self)
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
}
