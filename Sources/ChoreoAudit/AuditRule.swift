import ChoreoLint
import ChoreoSpec
import ChoreoYAML

/// A check over one Swift file, with what the whole run knows about its types. Audit rules share
/// `RuleDescription` with the spec rules: their examples are Swift, with `↓` where a finding must
/// point, and are their tests and documentation in the same way.
public protocol AuditRule: Sendable {
    static var description: RuleDescription { get }
    init()
    /// Findings with the rule's default severity; the auditor applies configuration and
    /// suppressions afterwards.
    func check(_ file: AuditedFile) -> [Diagnostic]
    /// The mechanical repairs of some of those findings (`choreo audit --fix`), each with the
    /// finding it repairs; most rules have none.
    func fixes(_ file: AuditedFile) -> [AuditFix]
}

extension AuditRule {
    public func fixes(_ file: AuditedFile) -> [AuditFix] { [] }

    /// A finding of this rule at the token `index` of `file`.
    func finding(_ message: String, at index: Int, in file: AuditedFile, hint: String?) -> Diagnostic {
        let start = file.source.tokens[index].location
        var end = start
        end.column += file.source.tokens[index].text.unicodeScalars.count
        return Diagnostic(
            severity: Self.description.defaultSeverity, ruleID: Self.description.id, message: message,
            file: file.source.file, range: SourceRange(start: start, end: end), hint: hint)
    }
}
