/// The subcommands `choreo` knows, in the order `choreo help` lists them.
///
/// Adding a subcommand is one new file with a `Subcommand` type and one line here.
public enum CommandRegistry {
    public static let commands: [any Subcommand.Type] = [
        LintCommand.self,
        AuditCommand.self,
        RulesCommand.self,
        ExplainCommand.self,
        GenerateCommand.self,
        PreviewCommand.self,
        SupportCommand.self,
        SchemaCommand.self,
        InitCommand.self,
    ]
}
