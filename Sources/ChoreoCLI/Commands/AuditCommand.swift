import ChoreoAudit
import ChoreoLint
import ChoreoSpec

/// `choreo audit`: read a team's existing Swift and report the UIKit custom-transition pitfalls in
/// it, with the same reporters, exit statuses and configuration as `choreo lint`.
public struct AuditCommand: Subcommand {
    public static let name = "audit"
    public static let abstract = "Find UIKit custom-transition pitfalls in hand-written Swift."
    public static let options = Options.all
    public static let positionals = PositionalDefinition(
        placeholder: "PATH",
        help: "Swift files, or folders searched for *.swift (and *.storyboard, read for presentation styles); '-' reads standard input. "
            + "Default: the configuration's 'included' paths, else the working directory.")
    public static let discussion = """
    Rules are configured under 'rules:' in .choreo.yml like the lint rules; a finding is
    silenced on the line after '// choreo:disable-next-line RULE_ID'. 'choreo rules' lists the
    rules, 'choreo explain RULE_ID' explains one.

    Exit status: 0 no errors; 1 error findings (warnings too under --strict); 64 usage or
    configuration error; 66 an input could not be read (the others are still checked).
    A summary goes to standard error; findings go to standard output.
    """

    /// Swift is audited; storyboards are read for the presentation styles they set.
    public static let suffixes = [".swift", ".storyboard"]

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        guard let configuration = ChoreoConfiguration.resolve(arguments, context: context) else { return .usage }
        let discoverer = SpecFileDiscovery(
            workingDirectory: context.workingDirectory, excluded: configuration.excluded, suffixes: suffixes)
        guard let inputs = CommandInputs.resolve(
            arguments, stdinPath: Options.stdinPath, configuration: configuration, discoverer: discoverer, for: self,
            context: context) else { return .usage }
        let discovery = discoverer.discover(inputs.paths)

        let fixing = arguments[Options.fix]
        if fixing, inputs.standardInputName != nil {
            return usageError("--fix rewrites files: it cannot fix standard input", hint: "name the files to fix", context: context)
        }
        var unreadable = discovery.failures
        var sources: [SwiftSource] = []
        var read: [String: (path: String, bytes: [UInt8])] = [:]
        var storyboards: [Storyboard] = []
        for input in discovery.inputs {
            switch FileReader.read(input.path) {
            case .success(let bytes) where input.path.hasSuffix(".storyboard"):
                storyboards.append(Storyboard(file: input.displayPath, bytes: bytes))
            case .success(let bytes):
                sources.append(SwiftSource(file: input.displayPath, bytes: bytes))
                if fixing { read[input.displayPath] = (input.path, bytes) }
            case .failure(let failure): unreadable.append(FileReadError(path: input.displayPath, reason: failure.reason))
            }
        }
        var fixed: [Diagnostic] = []
        if fixing {
            let outcome = applyFixes(to: sources, storyboards: storyboards, read: read, configuration: configuration.lint)
            sources = outcome.sources
            fixed = outcome.fixed
            unreadable += outcome.failures
        }
        var standardInput: (path: String, bytes: [UInt8])?
        if let path = inputs.standardInputName {
            switch context.readStandardInput() {
            case .success(let bytes):
                sources.append(SwiftSource(file: path, bytes: bytes))
                standardInput = (path, bytes)
            case .failure(let failure): unreadable.append(FileReadError(path: path, reason: failure.reason))
            }
        }

        let unreadableFindings = unreadable.map { Linter.unreadableFinding(file: $0.path, reason: $0.reason) }
        let findings = (Auditor(configuration: configuration.lint).audit(sources, storyboards: storyboards) + unreadableFindings)
            .sorted(by: Linter.reportOrder)
        let strict = arguments[Options.strict]
        // What --fix changed is reported as notes beside what is left, so a reporter lists both.
        let shown = arguments[Options.quiet] ? findings.filter { $0.fails(strict: strict) } : (findings + fixed).sorted(by: Linter.reportOrder)
        context.report(
            shown, reporter: arguments[Options.reporter], rules: ConfigurableRules.descriptions,
            filesChecked: sources.count, standardInput: standardInput, arguments: arguments)
        if !arguments[Options.quiet] {
            context.standardError.write(DiagnosticSummary(findings).line(filesLinted: sources.count, verb: "Audited") + "\n")
        }

        if !unreadable.isEmpty { return .noInput }
        return findings.contains { $0.fails(strict: strict) } ? .failure : .success
    }
}

extension AuditCommand {
    /// `choreo audit`'s options: lint's, read through constants of their own.
    enum Options {
        static let reporter = LintCommand.Options.reporter
        static let strict = Flag("--strict", help: "Fail (exit 1) on warnings too.")
        static let quiet = Flag(
            "--quiet", "-q", help: "Print only what fails the run (errors; warnings too under --strict), and no summary.")
        static let stdinPath = Option.text(
            "--stdin-path", placeholder: "PATH",
            help: "The file name to report Swift read from standard input ('-') under (default <stdin>).")

        static let fix = Flag(
            "--fix",
            help: "Repair the mechanical findings in place (atomically, file by file; a file changed since it was read is left "
                + "alone), report each change as a note, then audit the result.")

        static let all: [OptionDefinition] = [
            reporter.definition, strict.definition, quiet.definition, fix.definition, StandardOptions.config.definition,
            stdinPath.definition, StandardOptions.color.definition, StandardOptions.noColor.definition,
        ]
    }
}
