/// A setting a rule takes in `.choreo.yml` besides its severity, so the configuration loader can
/// check option names (with did-you-mean) and `choreo explain` can document them.
public struct RuleOption: Sendable, Equatable {
    /// The key under the rule's entry in `.choreo.yml`.
    public var name: String
    /// What the value looks like, for docs and error messages: "[min, max] seconds".
    public var valueDescription: String
    /// The default, as a user would write it.
    public var defaultValue: String
    public var summary: String

    public init(name: String, valueDescription: String, defaultValue: String, summary: String) {
        self.name = name
        self.valueDescription = valueDescription
        self.defaultValue = defaultValue
        self.summary = summary
    }
}
