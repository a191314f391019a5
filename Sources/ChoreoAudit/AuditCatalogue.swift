import ChoreoLint

/// Every audit rule, in one list: what `choreo audit` runs, what `.choreo.yml` may configure
/// beside the spec rules, and what `Docs/Audit.md` documents.
public enum AuditCatalogue {
    public static let rules: [any AuditRule.Type] = [
        CompletionIgnoresCancellation.self,
        CompletionOnEarlyExit.self,
        AnimateTransitionNeverCompletes.self,
        TransitionDelegateNotRetained.self,
        TransitioningDelegateWithoutStyle.self,
        KeyWindowInTransition.self,
        ScreenBoundsInAnimator.self,
        ContainerViewMutated.self,
        ViewRemovedIgnoringCancellation.self,
    ]

    /// The rules' descriptions and the reader's `audit_limit`, sorted by id.
    public static let descriptions: [RuleDescription] = (rules.map { $0.description } + [AuditLimit.description])
        .sorted { $0.id < $1.id }

    public static func description(for id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}
