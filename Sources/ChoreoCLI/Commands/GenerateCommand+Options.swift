extension GenerateCommand {
    /// `choreo generate`'s options, each read through its constant (`arguments[Options.check]`).
    enum Options {
        static let output = Option.text(
            "--output", "-o", placeholder: "DIR",
            help: "The folder to write generated files to, or a file ending in .swift to write every "
                + "transition into (default: 'output' in .choreo.yml).")
        static let check = Flag("--check", help: "Write nothing; exit 1 if a generated file is stale, missing or left over.")
        static let prune = Flag(
            "--prune", help: "Delete left-over generated files (those with Choreo's header) from the output folder.")
        static let noSupport = Flag(
            "--no-support", help: "With an output file: leave the support code out of it (write it once with "
                + "'choreo support'), for build plugins that generate one file per spec.")
        static let reporter = Option<ReporterKind>.choice(
            "--reporter", placeholder: "FORMAT", help: "Output format of lint findings: xcode (default), json, sarif or github.")
        static let strict = Flag("--strict", help: "Treat lint warnings as errors: generate nothing while there are any.")
        static let quiet = Flag(
            "--quiet", "-q", help: "Print only problems (lint findings, failures): no list of files written or "
                + "left unchanged and no summary, as the build plugin runs it.")

        /// In the order `choreo help generate` lists them.
        static let all: [OptionDefinition] = [
            output.definition, check.definition, prune.definition, noSupport.definition, reporter.definition,
            strict.definition, quiet.definition, StandardOptions.config.definition,
            StandardOptions.color.definition, StandardOptions.noColor.definition,
        ]
    }
}
