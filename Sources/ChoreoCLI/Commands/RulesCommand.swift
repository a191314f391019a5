import ChoreoLint
import ChoreoSpec

/// `choreo rules`: the catalogue as a table, with what the configuration makes of each rule.
public struct RulesCommand: Subcommand {
    public static let name = "rules"
    public static let abstract = "List every lint and audit rule with its default severity (and its configured one)."
    public static let options = [StandardOptions.config.definition]
    public static let discussion = """
    The CONFIGURED column appears when a configuration is found: it shows the setting that applies
    to the rule under it (its default when the configuration does not mention it). 'choreo explain
    RULE_ID' prints one rule's documentation.
    """

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        guard let configuration = ChoreoConfiguration.resolve(arguments, context: context) else { return .usage }
        context.standardOutput.write(table(ConfigurableRules.descriptions, configuration: configuration))
        return .success
    }

    static func table(_ rules: [RuleDescription], configuration: ChoreoConfiguration) -> String {
        let configured = configuration.file != nil
        var rows: [[String]] = [configured ? ["ID", "DEFAULT", "CONFIGURED", "NAME"] : ["ID", "DEFAULT", "NAME"]]
        for rule in rules {
            var row = [rule.id, rule.defaultSeverity.rawValue]
            if configured {
                switch configuration.lint.ruleSettings[rule.id] {
                case .off?: row.append("off")
                case .severity(let severity)?: row.append(severity.rawValue)
                case nil: row.append(rule.defaultSeverity.rawValue)
                }
            }
            row.append(rule.name)
            rows.append(row)
        }
        let columns = rows.first?.count ?? 0
        let widths = (0..<columns).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == columns - 1 ? cell : HelpFormatter.pad(cell, to: widths[column])
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
