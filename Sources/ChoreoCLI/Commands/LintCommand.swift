import ChoreoLint
import ChoreoSpec
import ChoreoYAML

/// `choreo lint`: read every spec of the run, check them together, report through one reporter.
public struct LintCommand: Subcommand {
    public static let name = "lint"
    public static let abstract = "Check transition specs for mistakes and UIKit pitfalls."
    public static let options: [OptionDefinition] = [
        .value("--reporter", placeholder: "FORMAT", allowedValues: ReporterKind.allCases.map(\.rawValue),
               help: "Output format: xcode (default), json, sarif or github."),
        .flag("--strict", help: "Fail (exit 1) on warnings too."),
        .flag("--quiet", "-q", help: "Print only what fails the run (errors; warnings too under --strict), and no summary."),
        StandardOptions.config,
        .value("--stdin-path", placeholder: "PATH",
               help: "The file name to report a spec read from standard input ('-') under (default <stdin>)."),
        StandardOptions.color,
        StandardOptions.noColor,
    ]
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
        let reporter = ReporterKind(rawValue: arguments.value("--reporter") ?? "xcode") ?? .xcode
        let readsStandardInput = arguments.positionals.contains("-")
        if arguments.positionals.filter({ $0 == "-" }).count > 1 {
            return usageError("standard input ('-') can be read only once", context: context)
        }
        if arguments.value("--stdin-path") != nil, !readsStandardInput {
            return usageError("'--stdin-path' names standard input, but '-' is not among the paths", context: context)
        }

        let discoverer = SpecFileDiscovery(workingDirectory: context.workingDirectory, excluded: configuration.excluded)
        var paths = arguments.positionals.filter { $0 != "-" }
        if paths.isEmpty, !readsStandardInput {
            paths = configuration.included.isEmpty ? ["."] : discoverer.displayPaths(forConfigured: configuration.included)
        }
        let discovery = discoverer.discover(paths)

        var session = LintSession(linting: configuration.lint)
        var unreadable = discovery.failures
        session.load(discovery.inputs, unreadable: &unreadable)
        if readsStandardInput {
            let stdinPath = arguments.value("--stdin-path") ?? defaultStdinPath
            switch context.readStandardInput() {
            case .success(let bytes): session.load(bytes, file: stdinPath)
            case .failure(let failure): unreadable.append(FileReadError(path: stdinPath, reason: failure.reason))
            }
        }

        let findings = session.finish(unreadable: unreadable)
        let strict = arguments.flag("--strict")
        let failing = findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        let shown = arguments.flag("--quiet")
            ? findings.filter { $0.severity == .error || (strict && $0.severity == .warning) }
            : findings

        let colour = TerminalStyle.wantsColour(
            output: context.standardOutput, environment: context.environment,
            forced: StandardOptions.colourChoice(arguments))
        let reportContext = ReportContext(
            rules: RuleCatalogue.descriptions, baseDirectory: context.workingDirectory,
            filesLinted: session.filesRead, colour: colour)
        context.standardOutput.write(reporter.reporter.report(shown, context: reportContext))
        if !arguments.flag("--quiet") {
            context.standardError.write(DiagnosticSummary(findings).line(filesLinted: session.filesRead) + "\n")
        }

        if !unreadable.isEmpty { return .noInput }
        return failing ? .failure : .success
    }

    private static func usageError(_ message: String, context: CommandContext) -> ExitCode {
        context.standardError.write(UsageError(message, command: name).text + "\nusage: \(usage)\n")
        return .usage
    }
}

/// The specs of one run, loaded one file at a time and linted together so cross-file rules
/// (duplicate names) see every transition.
///
/// Each transition is linted as it is lowered (`LintRun`), which keeps only the findings and a
/// summary per transition: `choreo lint` keeps nothing else, so memory does not grow with the
/// number of specs; `generate`, which needs every transition afterwards, also keeps them
/// (`keepingTransitions`), and its linting then overlaps the reading of the next files
/// (`YAMLInputs`) instead of waiting for the last one. Linting as the files load or all at the
/// end reports exactly the same findings: `LintRun` keeps the load diagnostics and the rules'
/// findings apart, so adding them interleaved gives the run `Linter.lint` builds.
struct LintSession {
    private(set) var transitions: [Transition] = []
    /// The run that lints as files are read; optional only so that the closures below mutate it
    /// in place (no copy of the run per file).
    private var run: LintRun?
    /// Whether the transitions are kept (for emitting) besides being linted.
    private let keeps: Bool
    private(set) var filesRead = 0

    /// Lints as it loads, with `configuration`; `finish(unreadable:)` reports.
    init(linting configuration: LintConfiguration, keepingTransitions: Bool = false) {
        run = LintRun(configuration: configuration)
        keeps = keepingTransitions
    }

    mutating func load(_ bytes: [UInt8], file: String) {
        filesRead += 1
        let keeps = keeps
        let loadDiagnostics = SpecPipeline.forEach(bytes: bytes, file: file) { transition in
            self.run?.add(transition)
            if keeps { self.transitions.append(transition) }
        }
        run?.add(diagnostics: loadDiagnostics)
    }

    /// Loads the files of a run in order, as `load(_:file:)` one after another would: a file that
    /// cannot be read goes to `unreadable`, in order. From `ReadAhead.inputThreshold` files on, a
    /// second thread reads and parses the next files while this one works (`YAMLInputs`); it
    /// calls `FileReader.read`, which keeps no state (`errno` and glibc's `strerror` are per thread).
    /// `kept` sees each transition kept (with `keepingTransitions`) as soon as it is linted, in
    /// order: `generate` hands it to its emission worker.
    mutating func load(_ inputs: [SpecFileDiscovery.Input], unreadable: inout [FileReadError],
                       kept: (Transition) -> Void = { _ in }) {
        let files = YAMLInputs(inputs) { input in FileReader.read(input.path).mapError { $0 as any Error } }
        let keeps = keeps
        SpecPipeline.forEach(inputs: files, file: \.displayPath) { transition in
            self.run?.add(transition)
            if keeps {
                self.transitions.append(transition)
                kept(transition)
            }
        } inputEnded: { input, result in
            switch result {
            case .success(let diagnostics):
                self.filesRead += 1
                self.run?.add(diagnostics: diagnostics)
            case .failure(let failure):
                let reason = (failure as? FileReadError)?.reason ?? "\(failure)"
                unreadable.append(FileReadError(path: input.displayPath, reason: reason))
            }
        }
    }

    /// Hands the kept transitions over (for emitting) without copying them; the session keeps none.
    mutating func takeTransitions() -> [Transition] {
        defer { transitions = [] }
        return transitions
    }

    /// Every finding to report, in report order; inputs that could not be read are findings about
    /// the whole file (`unreadable_input`, no line), so every reporter shows them.
    func finish(unreadable: [FileReadError]) -> [Diagnostic] {
        Self.adding(unreadable, to: run?.finish() ?? [])
    }

    /// The findings with one `unreadable_input` per file that could not be read (`choreo audit` too).
    static func adding(_ unreadable: [FileReadError], to findings: [Diagnostic]) -> [Diagnostic] {
        let failures = unreadable.map { failure in
            Diagnostic(
                severity: .error, ruleID: Self.unreadableRuleID, message: "cannot read: \(failure.reason)",
                file: failure.path, range: SourceRange(SourceLocation(line: 0, column: 0)))
        }
        return (findings + failures).sorted(by: Self.reportOrder)
    }

    static let unreadableRuleID = "unreadable_input"

    /// File, line, column, rule id, message: the linter's own order, kept for the findings this
    /// command adds.
    static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.location.line != b.location.line { return a.location.line < b.location.line }
        if a.location.column != b.location.column { return a.location.column < b.location.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
