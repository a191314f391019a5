import ChoreoLint
import ChoreoSpec

/// `choreo lint`: read every spec of the run, check them together, report through one reporter.
public struct LintCommand: Subcommand {
    public static let name = "lint"
    public static let abstract = "Check transition specs for mistakes and UIKit pitfalls."
    public static let options = Options.all
    public static let positionals = PositionalDefinition(
        placeholder: "PATH",
        help: "Spec files, or folders searched for *.transition.yaml and *.transition.yml; '-' reads standard input. "
            + "Default: the configuration's 'included' paths, else the working directory.")
    public static let discussion = """
    Exit status: 0 no errors; 1 error findings (warnings too under --strict); 64 usage or
    configuration error; 66 an input could not be read (the others are still checked).
    A summary goes to standard error; findings go to standard output.
    """

    /// The name a spec from standard input is reported under when `--stdin-path` is not given.
    public static let defaultStdinPath = "<stdin>"

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        guard let configuration = ChoreoConfiguration.resolve(arguments, context: context) else { return .usage }
        let reporter = arguments[Options.reporter] ?? .xcode
        let readsStandardInput = arguments.positionals.contains("-")
        if arguments.positionals.filter({ $0 == "-" }).count > 1 {
            return usageError("standard input ('-') can be read only once", context: context)
        }
        if arguments[Options.stdinPath] != nil, !readsStandardInput {
            return usageError("'--stdin-path' names standard input, but '-' is not among the paths", context: context)
        }

        let discoverer = SpecFileDiscovery(workingDirectory: context.workingDirectory, excluded: configuration.excluded)
        var paths = arguments.positionals.filter { $0 != "-" }
        if paths.isEmpty, !readsStandardInput {
            paths = configuration.included.isEmpty ? ["."] : discoverer.displayPaths(forConfigured: configuration.included)
        }
        let discovery = discoverer.discover(paths)

        var linter = Linter(configuration: configuration.lint)
        linter.lint(discovery)
        if readsStandardInput {
            let stdinPath = arguments[Options.stdinPath] ?? defaultStdinPath
            switch context.readStandardInput() {
            case .success(let bytes): linter.lint(bytes, file: stdinPath)
            case .failure(let failure): linter.addUnreadable(file: stdinPath, reason: failure.reason)
            }
        }

        let findings = linter.finish()
        let strict = arguments[Options.strict]
        let failing = findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        let shown = arguments[Options.quiet]
            ? findings.filter { $0.severity == .error || (strict && $0.severity == .warning) }
            : findings

        let colour = TerminalStyle.wantsColour(
            output: context.standardOutput, environment: context.environment,
            forced: StandardOptions.colourChoice(arguments))
        let reportContext = ReportContext(
            rules: RuleCatalogue.descriptions, baseDirectory: context.workingDirectory,
            filesLinted: linter.filesLinted, colour: colour)
        context.standardOutput.write(reporter.reporter.report(shown, context: reportContext))
        if !arguments[Options.quiet] {
            context.standardError.write(DiagnosticSummary(findings).line(filesLinted: linter.filesLinted) + "\n")
        }

        if linter.unreadableCount > 0 { return .noInput }
        return failing ? .failure : .success
    }

    private static func usageError(_ message: String, context: CommandContext) -> ExitCode {
        context.standardError.write(UsageError(message, command: name).text + "\nusage: \(usage)\n")
        return .usage
    }
}
