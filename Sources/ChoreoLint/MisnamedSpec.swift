/// A YAML file that looks like a spec but is not named like one. The command line reports it
/// while it looks for specs (the linter never reads the file); it is catalogued so that
/// `choreo rules` lists it and `choreo explain` explains it.
public enum MisnamedSpec: CataloguedRule {
    public static let description = RuleDescription(
        id: "misnamed_spec",
        name: "Misnamed spec",
        defaultSeverity: .warning,
        rationale: """
            Folders are searched for `*.transition.yaml` and `*.transition.yml` only, so a spec saved \
            as `card.yaml` is skipped without a word, and a CI run that checks nothing would pass. A \
            `.yaml` or `.yml` file in a searched folder whose top level has a `transition:` key gets \
            this warning at that key, with the name to give it (`card.transition.yaml`). When no spec \
            is found at all, the run is an error of its own (exit status 65).
            """,
        triggeringExamples: [],
        nonTriggeringExamples: []
    )
}
