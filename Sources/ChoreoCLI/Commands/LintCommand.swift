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

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        if let watched = WatchLoop.ifWatching(arguments, flag: Options.watch, command: name, context: context, run: run) {
            return watched
        }
        guard let configuration = ChoreoConfiguration.resolve(arguments, context: context) else { return .usage }
        let discoverer = SpecFileDiscovery(workingDirectory: context.workingDirectory, excluded: configuration.excluded)
        guard let inputs = CommandInputs.resolve(
            arguments, stdinPath: Options.stdinPath, configuration: configuration, discoverer: discoverer, for: self,
            context: context) else { return .usage }
        let discovery = discoverer.discover(inputs.paths)

        var linter = Linter(configuration: configuration.lint)
        linter.lint(discovery)
        linter.add(diagnostics: SpecNaming.misnamedFindings(discovery.otherYAMLFiles))
        var standardInput: (path: String, bytes: [UInt8])?
        if let stdinPath = inputs.standardInputName {
            switch context.readStandardInput() {
            case .success(let bytes):
                linter.lint(bytes, file: stdinPath)
                standardInput = (stdinPath, bytes)
            case .failure(let failure): linter.addUnreadable(file: stdinPath, reason: failure.reason)
            }
        }

        let findings = linter.finish()
        let strict = arguments[Options.strict]
        let shown = arguments[Options.quiet] ? findings.filter { $0.fails(strict: strict) } : findings
        context.report(
            shown, reporter: arguments[Options.reporter], rules: RuleCatalogue.descriptions,
            filesChecked: linter.filesLinted, standardInput: standardInput, arguments: arguments)
        if linter.filesLinted == 0, linter.unreadableCount == 0 {
            let misnamed = findings.filter { $0.ruleID == SpecNaming.misnamedRuleID }.count
            context.standardError.write(SpecNaming.noSpecsMessage(paths: inputs.paths, misnamed: misnamed))
            return .noSpecs
        }
        if !arguments[Options.quiet] {
            context.standardError.write(DiagnosticSummary(findings).line(filesLinted: linter.filesLinted) + "\n")
        }

        if linter.unreadableCount > 0 { return .noInput }
        return findings.contains { $0.fails(strict: strict) } ? .failure : .success
    }
}
