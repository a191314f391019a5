import ChoreoSpec

/// One run of the linter fed a transition at a time, as the pipeline lowers them.
///
/// Each transition's own rules run when it arrives; the run then keeps only its
/// `TransitionSummary` (for duplicate names and `lint: disable:`) and the findings, so a stream of
/// thousands of specs is linted in memory that does not grow with the specs. `finish()` returns
/// exactly what `Linter.lint(transitions:diagnostics:)` returns for the same input.
public struct LintRun {
    public let configuration: LintConfiguration
    private let context: LintContext
    /// The per-transition rules, by type: rules are stateless (`init()`), and a call through the
    /// metatype copies no existential value out of the array per rule and transition.
    private let rules: [any Rule.Type]
    /// What reading, decoding and lowering reported, in the order it was added.
    private var loadDiagnostics: [Diagnostic] = []
    /// What the transitions' own rules reported, in transition order, then rule order.
    private var ruleFindings: [Diagnostic] = []
    /// The rule findings of the file being added, bounded (`FindingCap`) until the next file starts.
    private var fileRuleFindings = FindingCap()
    private var summaries: [TransitionSummary] = []

    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
        context = LintContext(configuration: configuration)
        rules = RuleCatalogue.transitionRules
    }

    /// Findings of the stages before lint (suppression and configuration apply to them too).
    public mutating func add(diagnostics: [Diagnostic]) {
        loadDiagnostics += diagnostics
    }

    /// Runs every per-transition rule on `transition` and keeps its summary. Transitions arrive in
    /// the order the files were read: the first of two duplicate names is the one kept.
    public mutating func add(_ transition: Transition) {
        if let file = fileRuleFindings.diagnostics.first?.file, file != transition.file {
            ruleFindings += fileRuleFindings.diagnostics
            fileRuleFindings = FindingCap()
        }
        for rule in rules {
            for finding in rule.check(transition, context: context) { fileRuleFindings.add(finding) }
        }
        summaries.append(TransitionSummary(transition))
    }

    /// Transitions added so far.
    public var transitionCount: Int { summaries.count }

    /// The findings to report: cross-spec rules, suppressions and configuration applied, sorted by
    /// file, line, column and rule id.
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
        return FindingCap.cappedPerFile(findings.compactMap(configured).sorted(by: Linter.reportOrder))
    }

    /// A rule id under `lint: disable:` that no rule has: most likely a typo, which would
    /// otherwise suppress nothing without anyone noticing.
    private func unknownSuppressions(in transition: TransitionSummary) -> [Diagnostic] {
        transition.disabledRules.compactMap { entry in
            guard RuleCatalogue.description(for: entry.value) == nil else { return nil }
            return Diagnostic(
                severity: InvalidValue.description.defaultSeverity, ruleID: InvalidValue.description.id,
                message: "'\(entry.value)' is not a rule id",
                file: transition.file, range: entry.range,
                hint: RuleCatalogue.suggestion(for: entry.value) ?? "'choreo rules' lists the rule ids"
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

    /// The finding with its configured severity, or nil when its rule is off.
    private func configured(_ finding: Diagnostic) -> Diagnostic? {
        switch configuration.ruleSettings[finding.ruleID] {
        case .off?: return nil
        case .severity(let severity)?:
            var finding = finding
            finding.severity = severity
            return finding
        case nil: return finding
        }
    }
}
