import ChoreoAudit
import ChoreoLint

/// Every rule a `.choreo.yml` may configure and `choreo rules` / `explain` know: the spec rules
/// and the audit rules share one `rules:` section, so their ids never collide
/// (`AuditRuleExampleTests` checks it).
public enum ConfigurableRules {
    public static let descriptions: [RuleDescription] = (RuleCatalogue.descriptions + AuditCatalogue.descriptions)
        .sorted { $0.id < $1.id }

    /// What `rules:` may set: the lint rules a configuration can change, and every audit rule.
    public static let configurable: [RuleDescription] = (RuleCatalogue.configurable + AuditCatalogue.descriptions)
        .sorted { $0.id < $1.id }

    public static func description(for id: String) -> RuleDescription? {
        RuleCatalogue.description(for: id) ?? AuditCatalogue.description(for: id)
    }
}
