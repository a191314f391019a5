/// A spec or configuration file that could not be read at all. The command line reports it (the
/// linter never sees the file), so it has no spec examples; it is catalogued so that
/// `choreo rules` lists it, `choreo explain` explains it and SARIF viewers get its description.
public enum UnreadableInput: CataloguedRule {
    public static let description = RuleDescription(
        id: "unreadable_input",
        name: "Unreadable input",
        defaultSeverity: .error,
        rationale: """
            A file named on the command line, found in a folder or given as `--config` could not be \
            read: it does not exist, the process may not read it, or it is a folder where a file was \
            expected. The finding carries the operating system's reason and no line. `choreo lint` \
            checks the other files and exits with status 66; `choreo generate` writes nothing, since \
            a missing spec would leave its generated file stale; an unreadable configuration stops \
            every command with status 64. Fix the path or the permissions: `.choreo.yml` cannot set this \
            rule, since it applies before any configuration does.
            """,
        triggeringExamples: [],
        nonTriggeringExamples: []
    )
}
