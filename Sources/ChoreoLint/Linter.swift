import ChoreoSpec
import ChoreoYAML

/// The one lint driver: `choreo lint`, `choreo generate`, `choreo init` and the tests all read,
/// decode, lower and lint specs through it, and all get their findings in one order.
///
/// Each transition's own rules run soon after it is lowered, over a batch of at most `batchSize`
/// transitions of a file; the linter then keeps only their `TransitionSummary` (for duplicate names
/// and `lint: disable:`) and the findings, so a stream of thousands of specs is linted in memory that
/// does not grow with the specs. Load diagnostics and rule findings are kept apart, so the order they
/// arrive in does not change what `finish()` says.
public struct Linter {
    public let configuration: LintConfiguration
    private let context: LintContext
    /// What reading, decoding and lowering reported, in the order it was added.
    private var loadDiagnostics: [Diagnostic] = []
    /// What the transitions' own rules reported, in transition order, then rule order.
    private var ruleFindings: [Diagnostic] = []
    /// The rule findings of the file being added, bounded (`FindingCap`) until the next file starts.
    private var fileRuleFindings = FindingCap()
    private var summaries: [TransitionSummary] = []
    /// Inputs that could not be read: reported as they are, never configured or suppressed.
    private var unreadable: [Diagnostic] = []
    /// Files (or standard input) read and linted so far.
    public private(set) var filesLinted = 0

    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
        context = LintContext(configuration: configuration)
    }

    /// Reads, decodes, lowers and lints one file's bytes; `each` sees every transition as it is
    /// read, in file order (`generate` keeps them to emit), and may let go of it afterwards.
    public mutating func lint(_ bytes: [UInt8], file: String, _ each: (Transition) -> Void = { _ in }) {
        filesLinted += 1
        var batch: [Transition] = []
        let diagnostics = SpecPipeline.forEach(bytes: bytes, file: file) { transition in
            each(transition)
            batch.append(transition)
            if batch.count == Self.batchSize {
                add(batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
        add(batch)
        add(diagnostics: diagnostics)
    }

    /// How many transitions of a file the rules run over at a time (`add(_:)`): enough that a rule's
    /// code is fetched once for many specs, few enough that the specs stay in the data cache.
    static let batchSize = 32

    /// Findings of the stages before lint (suppression and configuration apply to them too).
    public mutating func add(diagnostics: [Diagnostic]) {
        loadDiagnostics += diagnostics
    }

    /// Runs every per-transition rule on each of `transitions` and keeps their summaries, with the
    /// findings in transition order, then rule order. Transitions arrive in the order the files were
    /// read: the first of two duplicate names is the one kept.
    ///
    /// It runs one rule over all of them, then the next: the 60-odd rules' code is far larger than
    /// the processor's instruction cache, so running every rule over one spec at a time fetched all
    /// of it again for every spec (Docs/Performance.md, "Rule by rule").
    public mutating func add(_ transitions: [Transition]) {
        var findings = [[Diagnostic]](repeating: [], count: transitions.count)
        // Rules are stateless (`init()`): called through the metatype, no existential per call.
        for rule in RuleCatalogue.transitionRules {
            // A spec with an unknown key or a value that failed to decode gets none: they would only
            // follow from it (`Spec.isPartial`).
            for index in transitions.indices where !transitions[index].spec.isPartial {
                let found = rule.check(transitions[index], context: context)
                // Most rules find nothing, and appending nothing still reallocates.
                if !found.isEmpty { findings[index] += found }
            }
        }
        for index in transitions.indices {
            if let file = fileRuleFindings.file, file != transitions[index].file {
                ruleFindings += fileRuleFindings.diagnostics
                fileRuleFindings = FindingCap()
            }
            for finding in findings[index] { fileRuleFindings.add(finding) }
            summaries.append(TransitionSummary(transitions[index]))
        }
    }

    /// An input that could not be read: a finding about the whole file (`unreadable_input`, no
    /// line), so every reporter shows it.
    public mutating func addUnreadable(file: String, reason: String) {
        unreadable.append(Self.unreadableFinding(file: file, reason: reason))
    }

    /// The finding for an input that could not be read (also `choreo audit`'s).
    public static func unreadableFinding(file: String, reason: String) -> Diagnostic {
        Diagnostic(
            severity: .error, ruleID: unreadableRuleID, message: "cannot read: \(reason)",
            file: file, range: SourceRange(SourceLocation(line: 0, column: 0)))
    }

    public static let unreadableRuleID = UnreadableInput.id

    /// Transitions linted so far.
    public var transitionCount: Int { summaries.count }

    /// Inputs that could not be read so far.
    public var unreadableCount: Int { unreadable.count }

    /// The findings to report: cross-spec rules, suppressions and configuration applied, in
    /// report order (`reportOrder`).
    public func finish() -> [Diagnostic] {
        var findings = loadDiagnostics + ruleFindings + fileRuleFindings.diagnostics
        for rule in RuleCatalogue.crossSpecRules {
            findings += rule.init().check(summaries, context: context)
        }
        // Only specs with `lint: disable:` (a few) are looked at: copying a summary retains its strings.
        for index in summaries.indices where !summaries[index].disabledRules.isEmpty {
            findings += unknownSuppressions(in: summaries[index])
        }
        findings = applySuppressions(of: summaries, to: findings)
        // At most `FindingCap.perFile` a file, whatever stage found them (Docs/Security.md).
        return FindingCap.cappedPerFile((findings.compactMap(configuration.applied(to:)) + unreadable).sorted(by: Self.reportOrder))
    }

    /// File, line, column, rule id, then message: the same input always prints the same way.
    public static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.location.line != b.location.line { return a.location.line < b.location.line }
        if a.location.column != b.location.column { return a.location.column < b.location.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }

    /// A rule id under `lint: disable:` that no rule has: most likely a typo, which would
    /// otherwise suppress nothing without anyone noticing.
    /// Only the first of a file's findings are shown (`FindingCap`), so only as many get a suggestion.
    private func unknownSuppressions(in transition: TransitionSummary) -> [Diagnostic] {
        var unknown = 0
        return transition.disabledRules.compactMap { entry in
            guard RuleCatalogue.description(for: entry.value) == nil else { return nil }
            unknown += 1
            let suggestion = unknown <= FindingCap.perFile ? RuleCatalogue.suggestion(for: entry.value) : nil
            return Diagnostic(
                severity: InvalidValue.description.defaultSeverity, ruleID: InvalidValue.description.id,
                message: "'\(entry.value)' is not a rule id",
                file: transition.file, range: entry.range,
                hint: suggestion ?? "'choreo rules' lists the rule ids"
            )
        }
    }

    /// Drops each finding a spec disables inside its own document, and reports each
    /// suppression that dropped nothing.
    private func applySuppressions(of transitions: [TransitionSummary], to findings: [Diagnostic]) -> [Diagnostic] {
        let unusedID = UnusedSuppression.description.id
        var dropped = Set<Int>()
        var unused: [Diagnostic] = []
        for index in transitions.indices where !transitions[index].disabledRules.isEmpty {
            let transition = transitions[index]
            for entry in transition.disabledRules where entry.value != unusedID {
                guard RuleCatalogue.description(for: entry.value) != nil else { continue }
                let matches = findings.indices.filter { index in
                    findings[index].ruleID == entry.value
                        && transition.contains(findings[index].location, in: findings[index].file)
                }
                if matches.isEmpty {
                    // Switched off for the whole run, the rule could not have reported anything.
                    if configuration.ruleSettings[entry.value] != .off {
                        unused.append(UnusedSuppression.finding(for: entry, in: transition))
                    }
                } else {
                    dropped.formUnion(matches)
                }
            }
        }
        // `unused_suppression` itself can only be judged once the others are known.
        for index in transitions.indices where !transitions[index].disabledRules.isEmpty {
            let transition = transitions[index]
            for entry in transition.disabledRules where entry.value == unusedID {
                let before = unused.count
                unused.removeAll { transition.contains($0.location, in: $0.file) }
                if unused.count == before, configuration.ruleSettings[unusedID] != .off {
                    unused.append(UnusedSuppression.finding(for: entry, in: transition))
                }
            }
        }
        if dropped.isEmpty { return findings + unused }
        return findings.indices.filter { !dropped.contains($0) }.map { findings[$0] } + unused
    }
}
