import ChoreoSpec

/// Everything a user or a tool needs to know about one rule. The examples are the rule's tests
/// and its documentation at once (`Docs/Rules.md` is generated from them), so they cannot drift.
public struct RuleDescription: Sendable {
    /// snake_case, stable: users configure and suppress rules by it.
    public var id: String
    /// A short title, for SARIF viewers and `choreo rules`.
    public var name: String
    public var defaultSeverity: Severity
    /// One paragraph: the UIKit behaviour behind the rule and the fix.
    public var rationale: String
    /// Specs that must trigger the rule. A `↓` marks each place a finding must point at; the
    /// marker is removed before the spec is read.
    public var triggeringExamples: [String]
    /// Specs that must not trigger it.
    public var nonTriggeringExamples: [String]
    /// Settings the rule reads from `.choreo.yml` besides its severity (empty for most rules).
    public var options: [RuleOption]
    /// The `deploymentTarget` the examples are linted under: the default, iOS 13, except for the
    /// rules that judge keys against a newer one.
    public var examplesDeploymentTarget: DeploymentTarget

    public init(
        id: String, name: String, defaultSeverity: Severity, rationale: String,
        triggeringExamples: [String], nonTriggeringExamples: [String], options: [RuleOption] = [],
        examplesDeploymentTarget: DeploymentTarget = .default
    ) {
        self.id = id
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.options = options
        self.examplesDeploymentTarget = examplesDeploymentTarget
    }
}
