import ChoreoYAML
import ChoreoLint
import ChoreoSpec

/// Runs every audit rule over the Swift files of one run and applies the configuration
/// (`rules:` severities and `off`) and the files' inline suppressions, so what comes out is
/// exactly what the user should see, as `Linter` does for specs.
public struct Auditor: Sendable {
    public var configuration: LintConfiguration

    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
    }

    /// - Returns: the findings to report, sorted by file, line, column and rule id, at most `FindingCap.perFile` of
    ///   them per file.
    public func audit(_ sources: [SwiftSource], storyboards: [Storyboard] = []) -> [Diagnostic] {
        let facts = AuditFacts(sources, storyboards: storyboards)
        var findings: [Diagnostic] = []
        for source in sources {
            var found: [Diagnostic] = []
            if let location = source.tokenLimit {
                found.append(Self.tokenLimitFinding(in: source, at: location))
            } else if let bracket = source.nestingLimit {
                found.append(Self.nestingLimitFinding(in: source, at: bracket))
            } else {
                let file = AuditedFile(source: source, facts: facts)
                for rule in AuditCatalogue.rules {
                    found += rule.init().check(file)
                }
                found = applySuppressions(in: source, to: found)
            }
            // At most `FindingCap.perFile` per file, then one "N more" line per rule, as lint reports specs.
            var cap = FindingCap()
            for finding in found.compactMap(configuration.applied(to:)).sorted(by: Linter.reportOrder) {
                cap.add(finding)
            }
            findings += cap.diagnostics
        }
        return findings.sorted(by: Linter.reportOrder)
    }

    /// `choreo audit --fix`: the fixes of the findings the audit would report (configuration and
    /// suppressions respected), applied to each file's bytes. Files nothing was fixed in are left
    /// out; `bytes` are the files' contents as they were read, by `SwiftSource.file`.
    public func fix(_ sources: [SwiftSource], bytes: [String: [UInt8]], storyboards: [Storyboard] = []) -> [FixedFile] {
        let facts = AuditFacts(sources, storyboards: storyboards)
        var result: [FixedFile] = []
        for source in sources where source.nestingLimit == nil {
            guard let original = bytes[source.file] else { continue }
            let file = AuditedFile(source: source, facts: facts)
            var found: [Diagnostic] = []
            var fixes: [AuditFix] = []
            for rule in AuditCatalogue.rules {
                let instance = rule.init()
                found += instance.check(file)
                fixes += instance.fixes(file)
            }
            let reported = Set(applySuppressions(in: source, to: found).compactMap(configuration.applied(to:))
                .map { FindingKey($0) })
            let fixed = FixedFile(file: source.file, bytes: original, fixes: fixes.filter { reported.contains(FindingKey($0.finding)) })
            if !fixed.applied.isEmpty { result.append(fixed) }
        }
        return result
    }

    /// A finding by rule and place, whatever its severity after configuration.
    private struct FindingKey: Hashable {
        var rule: String
        var line: Int
        var column: Int
        init(_ finding: Diagnostic) {
            rule = finding.ruleID
            line = finding.location.line
            column = finding.location.column
        }
    }

    /// `audit_limit` at the first bracket nested too deep: the file was read but no rule looked into it.
    private static func nestingLimitFinding(in source: SwiftSource, at bracket: Int) -> Diagnostic {
        let start = source.tokens[bracket].location
        var end = start
        end.column += 1
        return Diagnostic(
            severity: AuditLimit.description.defaultSeverity, ruleID: AuditLimit.id,
            message: "brackets nested more than \(SwiftSource.maximumNesting) deep: the file is not audited",
            file: source.file, range: SourceRange(start: start, end: end),
            hint: "no one writes code this deep; if a tool generated it, leave it out with 'excluded' in .choreo.yml")
    }

    /// `audit_limit` at the first token past `SwiftSource.maximumTokens`: the file was not audited.
    private static func tokenLimitFinding(in source: SwiftSource, at start: SourceLocation) -> Diagnostic {
        var end = start
        end.column += 1
        return Diagnostic(
            severity: AuditLimit.description.defaultSeverity, ruleID: AuditLimit.id,
            message: "more than \(Self.grouped(SwiftSource.maximumTokens)) tokens: the file is not audited",
            file: source.file, range: SourceRange(start: start, end: end),
            hint: "no one writes a file this long; if a tool generated it, leave it out with 'excluded' in .choreo.yml")
    }

    /// `1000000` → `1,000,000`.
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }

    /// Drops each finding a `choreo:disable-next-line` names; reports ids that are no rule and
    /// suppressions that dropped nothing (unless the rule is off for the run). Findings are looked up by line, so a
    /// file with a suppression before each of its many findings takes time in proportion to them, not their square.
    private func applySuppressions(in source: SwiftSource, to findings: [Diagnostic]) -> [Diagnostic] {
        let findingsByLine = Dictionary(grouping: findings.indices) { findings[$0].location.line }
        var dropped = Set<Int>()
        var extra: [Diagnostic] = []
        var unknownIDs = 0
        for comment in source.lineComments {
            guard let suppression = InlineSuppression(comment) else { continue }
            for entry in suppression.ruleIDs {
                guard AuditCatalogue.description(for: entry.id) != nil else {
                    // Only the first findings of a file are shown (`FindingCap`): the rest need no suggestion.
                    unknownIDs += 1
                    let suggestion = unknownIDs <= FindingCap.perFile
                        ? Suggestion.didYouMean(entry.id, in: AuditCatalogue.descriptions.map(\.id)) : nil
                    extra.append(Diagnostic(
                        severity: InvalidValue.description.defaultSeverity, ruleID: InvalidValue.description.id,
                        message: "'\(entry.id)' is not an audit rule id", file: source.file, range: entry.range,
                        hint: suggestion ?? "'choreo rules' lists the rule ids"))
                    continue
                }
                let matching = (findingsByLine[suppression.line] ?? []).filter {
                    findings[$0].ruleID == entry.id && !dropped.contains($0)
                }
                dropped.formUnion(matching)
                if matching.isEmpty, configuration.ruleSettings[entry.id] != .off {
                    extra.append(Diagnostic(
                        severity: UnusedSuppression.description.defaultSeverity, ruleID: UnusedSuppression.description.id,
                        message: "'\(entry.id)' is disabled but reports nothing on the next line",
                        file: source.file, range: entry.range, hint: "remove it from 'choreo:disable-next-line'"))
                }
            }
        }
        return findings.indices.filter { !dropped.contains($0) }.map { findings[$0] } + extra
    }
}
