import ChoreoSpec
import ChoreoYAML

extension Rule {
    /// A finding of this rule with its default severity, in the transition's file; the linter
    /// applies the configured severity afterwards.
    func finding(_ message: String, at range: SourceRange, in transition: Transition, hint: String? = nil) -> Diagnostic {
        Diagnostic(
            severity: Self.description.defaultSeverity, ruleID: Self.description.id, message: message,
            file: transition.file, range: range, hint: hint
        )
    }
}

extension CrossSpecRule {
    func finding(
        _ message: String, at range: SourceRange, in transition: TransitionSummary, hint: String? = nil,
        related: [RelatedLocation] = []
    ) -> Diagnostic {
        Diagnostic(
            severity: Self.description.defaultSeverity, ruleID: Self.description.id, message: message,
            file: transition.file, range: range, hint: hint, related: related
        )
    }
}
