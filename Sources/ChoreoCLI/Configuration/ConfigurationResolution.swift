import ChoreoLint
import ChoreoSpec

extension ChoreoConfiguration {
    /// The configuration a command should use (`--config FILE`, else the nearest `.choreo.yml`,
    /// else the defaults), or nil after printing why it cannot be used: then the command must
    /// stop with exit status 64, having checked nothing, because a run under a configuration the
    /// user did not mean would pass or fail for the wrong reasons.
    public static func resolve(_ arguments: ParsedArguments, context: CommandContext) -> ChoreoConfiguration? {
        let loaded = ConfigurationLoader.load(
            explicitPath: arguments[StandardOptions.config], context: context,
            rules: ConfigurableRules.configurable)
        if !loaded.diagnostics.isEmpty {
            let colour = TerminalStyle.wantsColour(
                output: context.standardError, environment: context.environment,
                forced: StandardOptions.colourChoice(arguments))
            let reportContext = ReportContext(
                rules: ConfigurableRules.descriptions, baseDirectory: context.workingDirectory, filesLinted: 0, colour: colour)
            context.standardError.write(XcodeReporter().report(loaded.diagnostics, context: reportContext))
        }
        return loaded.isValid ? loaded.configuration : nil
    }
}
