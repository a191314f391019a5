/// What the configuration loader checks a `.choreo.yml` against; kept next to the configuration
/// so the CLI needs no knowledge of individual rules.
extension LintConfiguration {
    /// Every rule id a configuration may name.
    public static var validRuleIDs: Set<String> { RuleCatalogue.ruleIDs }

    /// The options each rule takes besides its severity, by rule id (only rules with options).
    public static var ruleOptions: [String: [RuleOption]] { RuleCatalogue.options }

    /// Rule ids this configuration sets that no rule has, sorted, each with a did-you-mean hint
    /// when one is close.
    public var unknownRuleIDs: [(id: String, hint: String?)] {
        ruleSettings.keys.filter { !Self.validRuleIDs.contains($0) }.sorted().map { ($0, RuleCatalogue.suggestion(for: $0)) }
    }
}
