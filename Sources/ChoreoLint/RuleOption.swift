import ChoreoSpec
import ChoreoYAML

/// A setting a rule takes in `.choreo.yml` besides its severity. The rule declares it, reading
/// included, so the configuration loader needs no knowledge of any one rule: it checks option
/// names against the rule's list (with did-you-mean), hands the value to `read`, and reports
/// what `read` finds wrong; `choreo explain` and `Docs/Rules.md` document it from the same data.
public struct RuleOption: Sendable {
    /// Something wrong with an option's value, located in `.choreo.yml`.
    public struct Problem: Error, Sendable, Equatable {
        public var message: String
        public var range: SourceRange
        public var hint: String?

        public init(_ message: String, at range: SourceRange, hint: String? = nil) {
            self.message = message
            self.range = range
            self.hint = hint
        }
    }

    /// The key under the rule's entry in `.choreo.yml`.
    public var name: String
    /// What the value looks like, for docs and error messages: "[min, max] seconds".
    public var valueDescription: String
    /// The default, as a user would write it.
    public var defaultValue: String
    public var summary: String
    /// Reads the option's value into the configuration, or says why it cannot.
    public var read: @Sendable (Node, inout LintConfiguration) -> Problem?

    public init(
        name: String, valueDescription: String, defaultValue: String, summary: String,
        read: @escaping @Sendable (Node, inout LintConfiguration) -> Problem?
    ) {
        self.name = name
        self.valueDescription = valueDescription
        self.defaultValue = defaultValue
        self.summary = summary
        self.read = read
    }
}
