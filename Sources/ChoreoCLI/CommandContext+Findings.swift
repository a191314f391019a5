import ChoreoLint
import ChoreoSpec

/// A run's findings, reported the one way `lint`, `audit`, `generate` and `preview` all report them.
extension CommandContext {
    /// Writes `findings` to standard output through `reporter` (`--reporter`; `human` at a terminal, else `xcode`),
    /// coloured as `--color`, `--no-color` and `NO_COLOR` say. The human reporter shows each finding's source line,
    /// read back from its file or from the bytes already taken from `standardInput`, which cannot be read twice.
    func report(
        _ findings: [Diagnostic], reporter: ReporterKind?, rules: [RuleDescription], filesChecked: Int,
        standardInput: (path: String, bytes: [UInt8])? = nil, arguments: ParsedArguments
    ) {
        let colour = TerminalStyle.wantsColour(
            output: standardOutput, environment: environment, forced: StandardOptions.colourChoice(arguments))
        let reportContext = ReportContext(
            rules: rules, baseDirectory: workingDirectory, filesLinted: filesChecked, colour: colour,
            sourceText: SourceReader.make(workingDirectory: workingDirectory, standardInput: standardInput))
        let chosen = ReporterKind.chosen(reporter, output: standardOutput)
        standardOutput.write(chosen.reporter.report(findings, context: reportContext))
    }
}

extension Diagnostic {
    /// Whether the finding fails the run: an error, or under `--strict` a warning too.
    func fails(strict: Bool) -> Bool {
        severity == .error || (strict && severity == .warning)
    }
}
