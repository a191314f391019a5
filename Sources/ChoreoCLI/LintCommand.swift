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
/// `choreo lint` lints each transition as it is lowered (`init(linting:)`) and keeps only the
/// findings and a summary per transition, so memory does not grow with the number of specs;
/// `generate`, which needs every transition afterwards, keeps them (`init()`) and lints them all
/// at the end. Both report exactly the same findings.
struct LintSession {
    private(set) var transitions: [Transition] = []
    private var diagnostics: [Diagnostic] = []
    /// The run that lints as files are read; nil when the transitions are kept instead.
    private var run: LintRun?
    /// Whether `run` is set, known without copying the run out of its optional.
    private var streams = false
    private(set) var filesRead = 0

    /// Keeps every transition, to be linted by `lint(configuration:unreadable:)`.
    init() {}

    /// Lints as it loads, with `configuration`; `finish(unreadable:)` reports.
    init(linting configuration: LintConfiguration) {
        run = LintRun(configuration: configuration)
        streams = true
    }

    mutating func load(_ bytes: [UInt8], file: String) {
        filesRead += 1
        if streams {
            // Mutated in place through the optional: no copy of the run per file.
            let loadDiagnostics = SpecPipeline.forEach(bytes: bytes, file: file) { self.run?.add($0) }
            run?.add(diagnostics: loadDiagnostics)
            return
        }
        // What `SpecPipeline.load` does, appending straight to the session's transitions.
        diagnostics += SpecPipeline.forEach(bytes: bytes, file: file) { transitions.append($0) }
    }

    /// Loads the files of a run in order, as `load(_:file:)` one after another would: a file that
    /// cannot be read goes to `unreadable`, in order. From `ReadAhead.inputThreshold` files on, a
    /// second thread reads and parses the next files while this one works (`YAMLInputs`); it
    /// calls `FileReader.read`, which keeps no state (`errno` and glibc's `strerror` are per thread).
    mutating func load(_ inputs: [SpecFileDiscovery.Input], unreadable: inout [FileReadError]) {
        let files = YAMLInputs(inputs) { input in FileReader.read(input.path).mapError { $0 as any Error } }
        let streams = streams
        SpecPipeline.forEach(inputs: files, file: \.displayPath) { transition in
            if streams { self.run?.add(transition) } else { self.transitions.append(transition) }
        } inputEnded: { input, result in
            switch result {
            case .success(let diagnostics):
                self.filesRead += 1
                if streams { self.run?.add(diagnostics: diagnostics) } else { self.diagnostics += diagnostics }
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

    /// Every finding to report, in report order, for a session that kept its transitions; inputs
    /// that could not be read are findings about the whole file (`unreadable_input`, no line), so
    /// every reporter shows them.
    func lint(configuration: LintConfiguration, unreadable: [FileReadError]) -> [Diagnostic] {
        let findings = Linter(configuration: configuration).lint(transitions: transitions, diagnostics: diagnostics)
        return Self.adding(unreadable, to: findings)
    }

    /// Every finding to report, in report order, for a session that linted as it loaded.
    func finish(unreadable: [FileReadError]) -> [Diagnostic] {
        let findings = run?.finish() ?? Linter().lint(transitions: transitions, diagnostics: diagnostics)
        return Self.adding(unreadable, to: findings)
    }

    private static func adding(_ unreadable: [FileReadError], to findings: [Diagnostic]) -> [Diagnostic] {
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
