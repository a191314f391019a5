extension LintCommand {
    /// `choreo lint`'s options, each read through its constant (`arguments[Options.strict]`).
    enum Options {
        static let reporter = Option<ReporterKind>.choice(
            "--reporter", placeholder: "FORMAT", help: "Output format: xcode (default), json, sarif or github.")
        static let strict = Flag("--strict", help: "Fail (exit 1) on warnings too.")
        static let quiet = Flag(
            "--quiet", "-q", help: "Print only what fails the run (errors; warnings too under --strict), and no summary.")
        static let stdinPath = Option.text(
            "--stdin-path", placeholder: "PATH",
            help: "The file name to report a spec read from standard input ('-') under (default <stdin>).")

        /// In the order `choreo help lint` lists them.
        static let all: [OptionDefinition] = [
            reporter.definition, strict.definition, quiet.definition, StandardOptions.config.definition,
            stdinPath.definition, StandardOptions.color.definition, StandardOptions.noColor.definition,
        ]
    }
}
