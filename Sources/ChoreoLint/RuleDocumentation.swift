/// Renders `Docs/Rules.md` from the catalogue, so the documentation is the examples that the
/// tests run and cannot drift from them.
public enum RuleDocumentation {
    /// The whole page, deterministic: rules sorted by id.
    public static func markdown(for rules: [RuleDescription] = RuleCatalogue.descriptions) -> String {
        let fixed = RuleCatalogue.inputRules.map { "`\($0.id)`" }
        let exceptions = fixed.isEmpty ? "" : ", except \(fixed.joined(separator: ", ")), which no setting changes"
        var out = """
            # Lint rules

            <!-- Generated from the rule catalogue (Sources/ChoreoLint). Do not edit: run the \
            ChoreoLint tests with CHOREO_UPDATE_GOLDEN=1 to regenerate. -->

            `choreo lint` reports these rules. Each can be set to `error`, `warning`, `note` or \
            `off` in `.choreo.yml`, and switched off for one spec with `lint: { disable: [rule_id] }`\
            \(exceptions). In the examples, `↓` marks where a finding points.

            | id | default | name |
            |---|---|---|

            """
        for rule in rules {
            out += "| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(rule.name) |\n"
        }
        for rule in rules {
            out += "\n" + section(for: rule)
        }
        return out
    }

    /// One rule's documentation, also what `choreo explain RULE_ID` prints.
    public static func section(for rule: RuleDescription) -> String {
        var out = "## \(rule.id)\n\n"
        out += "**\(rule.name)** · default severity: `\(rule.defaultSeverity.rawValue)`\n\n"
        out += rule.rationale + "\n"
        if !rule.options.isEmpty {
            out += "\nOptions in `.choreo.yml`:\n\n| option | value | default | meaning |\n|---|---|---|---|\n"
            for option in rule.options {
                out += "| `\(option.name)` | \(option.valueDescription) | `\(option.defaultValue)` | \(option.summary) |\n"
            }
        }
        if rule.examplesDeploymentTarget != .default {
            out += "\nThe examples are linted with `deploymentTarget: \"\(rule.examplesDeploymentTarget)\"` in `.choreo.yml`.\n"
        }
        out += examples("Triggering", rule.triggeringExamples)
        out += examples("Not triggering", rule.nonTriggeringExamples)
        return out
    }

    private static func examples(_ title: String, _ examples: [String]) -> String {
        guard !examples.isEmpty else { return "" }
        var out = "\n### \(title)\n"
        for example in examples {
            out += "\n```yaml\n\(example)\n```\n"
        }
        return out
    }
}
