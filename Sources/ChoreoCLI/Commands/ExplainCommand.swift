import ChoreoLint
import ChoreoSpec

/// `choreo explain RULE_ID`: one rule's documentation, from the same description the rule's
/// tests and Docs/Rules.md use.
public struct ExplainCommand: Subcommand {
    public static let name = "explain"
    public static let abstract = "Print a rule's rationale, options and examples."
    public static let options: [OptionDefinition] = []
    public static let positionals = PositionalDefinition(
        placeholder: "RULE_ID", minimum: 1, maximum: 1, help: "A rule id, as 'choreo rules' lists them.")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let id = arguments.positionals.first ?? ""
        guard let rule = ConfigurableRules.description(for: id) else {
            let error = UsageError(
                "unknown rule '\(id)'",
                hint: Suggestion.didYouMean(id, in: ConfigurableRules.descriptions.map(\.id)) ?? "'choreo rules' lists them",
                command: name)
            context.standardError.write(error.text + "\n")
            return .usage
        }
        context.standardOutput.write(text(for: rule))
        return .success
    }

    static func text(for rule: RuleDescription) -> String {
        var text = "\(rule.id): \(rule.name)\n"
        text += "Default severity: \(rule.defaultSeverity.rawValue)\n\n"
        text += rule.rationale + "\n"
        if !rule.options.isEmpty {
            text += "\nOptions (in .choreo.yml under rules: \(rule.id):):\n"
            for option in rule.options {
                text += "  \(option.name): \(option.valueDescription), default \(option.defaultValue). \(option.summary)\n"
            }
        }
        if !rule.triggeringExamples.isEmpty {
            text += "\nTriggers (↓ marks where the finding points):\n"
            for example in rule.triggeringExamples { text += "\n" + indented(example) }
        }
        if !rule.nonTriggeringExamples.isEmpty {
            text += "\nDoes not trigger:\n"
            for example in rule.nonTriggeringExamples { text += "\n" + indented(example) }
        }
        return text
    }

    private static func indented(_ example: String) -> String {
        example.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
            .trimmingTrailingNewlines() + "\n"
    }
}

extension String {
    fileprivate func trimmingTrailingNewlines() -> String {
        var copy = self
        while copy.hasSuffix("\n") { copy.removeLast() }
        return copy
    }
}
