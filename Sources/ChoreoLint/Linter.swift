import ChoreoSpec

/// Runs the whole catalogue over one run's transitions and applies the configuration and the
/// specs' own suppressions, so that what comes out is exactly what the user should see.
public struct Linter: Sendable {
    public var configuration: LintConfiguration

    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
    }

    /// - Parameters:
    ///   - transitions: every transition of the run, from every file, in the order the files
    ///     were read (the first of two duplicate names is the one kept).
    ///   - diagnostics: what reading and decoding found; suppression and configuration apply to
    ///     them too.
    /// - Returns: the findings to report, sorted by file, line, column and rule id.
    public func lint(transitions: [Transition], diagnostics: [Diagnostic]) -> [Diagnostic] {
        let context = LintContext(configuration: configuration)
        var findings = diagnostics
        let rules = RuleCatalogue.transitionRules.map { $0.init() }
        for transition in transitions {
            for rule in rules {
                findings += rule.check(transition, context: context)
            }
        }
        for rule in RuleCatalogue.crossSpecRules {
            findings += rule.init().check(transitions, context: context)
        }
        findings += transitions.flatMap(unknownSuppressions)
        findings = applySuppressions(of: transitions, to: findings)
        return findings.compactMap(configured).sorted(by: Self.reportOrder)
    }

    /// A rule id under `lint: disable:` that no rule has: most likely a typo, which would
    /// otherwise suppress nothing without anyone noticing.
    private func unknownSuppressions(in transition: Transition) -> [Diagnostic] {
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
    private func applySuppressions(of transitions: [Transition], to findings: [Diagnostic]) -> [Diagnostic] {
        let unusedID = UnusedSuppression.description.id
        var dropped = Set<Int>()
        var unused: [Diagnostic] = []
        for transition in transitions {
            for entry in transition.disabledRules where entry.value != unusedID {
                guard RuleCatalogue.description(for: entry.value) != nil else { continue }
                let matches = findings.indices.filter { index in
                    findings[index].ruleID == entry.value
                        && transition.spec.contains(findings[index].location, in: findings[index].file)
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
        for transition in transitions {
            for entry in transition.disabledRules where entry.value == unusedID {
                let before = unused.count
                unused.removeAll { transition.spec.contains($0.location, in: $0.file) }
                if unused.count == before, configuration.ruleSettings[unusedID] != .off {
                    unused.append(UnusedSuppression.finding(for: entry, in: transition))
                }
            }
        }
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

    /// File, line, column, rule id, then message: the same input always prints the same way.
    static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.location.line != b.location.line { return a.location.line < b.location.line }
        if a.location.column != b.location.column { return a.location.column < b.location.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
