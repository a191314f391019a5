import ChoreoCodegen
import ChoreoLint
import ChoreoSpec
import ChoreoYAML

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `choreo generate`: lint the specs, then write one Swift file per transition plus the support
/// file they share (`ChoreoSupport.choreo.swift`), or every transition into one file when the
/// output names a `.swift` file (single-file mode, what the build-tool plugin uses: its output
/// must be known before the spec is read; with `--no-support` the plugin writes the support code
/// once with `choreo support` instead of into every spec's file).
///
/// It refuses to write anything while a spec has errors, because code generated from a spec
/// with a known pitfall is exactly what Choreo exists to prevent. Files are written atomically
/// and only when their bytes change, so a build that runs it on every build does not loop.
public struct GenerateCommand: Subcommand {
    public static let name = "generate"
    public static let abstract = "Generate Swift animator code from transition specs."
    public static let options: [OptionDefinition] = [
        .value("--output", "-o", placeholder: "DIR",
               help: "The folder to write generated files to, or a file ending in .swift to write every "
                   + "transition into (default: 'output' in .choreo.yml)."),
        .flag("--check", help: "Write nothing; exit 1 if a generated file is stale, missing or left over."),
        .flag("--prune", help: "Delete left-over generated files (those with Choreo's header) from the output folder."),
        .flag("--no-support", help: "With an output file: leave the support code out of it (write it once with "
                  + "'choreo support'), for build plugins that generate one file per spec."),
        .value("--reporter", placeholder: "FORMAT", allowedValues: ReporterKind.allCases.map(\.rawValue),
               help: "Output format of lint findings: xcode (default), json, sarif or github."),
        .flag("--strict", help: "Treat lint warnings as errors: generate nothing while there are any."),
        .flag("--quiet", "-q", help: "Print only problems: no list of files written or left unchanged."),
        StandardOptions.config,
        StandardOptions.color,
        StandardOptions.noColor,
    ]
    public static let positionals = PositionalDefinition(
        placeholder: "PATH",
        help: "Spec files, or folders searched for *.transition.yaml and *.transition.yml. "
            + "Default: the configuration's 'included' paths, else the working directory.")
    public static let discussion = """
    An output folder also gets ChoreoSupport.choreo.swift, the code every generated transition
    uses; an output file holds it too, unless --no-support (then 'choreo support --output FILE'
    writes it). Lint findings go to standard output, in the reporter's format; the files
    written, left unchanged, removed or out of date go to standard error.

    Exit status: 0 success (under --check: everything up to date); 1 lint errors (nothing is
    written) or, under --check, out-of-date output; 64 usage or configuration error; 66 an input
    could not be read (nothing is written); 73 an output could not be written.
    """

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        guard let configuration = ChoreoConfiguration.resolve(arguments, context: context) else { return .usage }
        let output: String
        if let given = arguments.value("--output") {
            output = context.absolutePath(given)
        } else if let configured = configuration.output {
            output = context.absolutePath(configured)
        } else {
            context.standardError.write(
                UsageError("no output folder: pass '--output DIR' or set 'output' in \(ChoreoConfiguration.fileName)",
                           command: name).text + "\nusage: \(usage)\n")
            return .usage
        }
        let singleFile = isSingleFileOutput(output)
        if !singleFile, arguments.flag("--no-support") {
            context.standardError.write(
                UsageError("'--no-support' leaves the support code out of an output file, but '\(FilePath.lastComponent(of: output))' "
                    + "is a folder, which always gets its own \(SwiftEmitter.supportFileName)", command: name).text
                    + "\nusage: \(usage)\n")
            return .usage
        }
        if singleFile, arguments.flag("--prune") {
            context.standardError.write(
                UsageError("'--prune' deletes left-over files from an output folder, but '\(FilePath.lastComponent(of: output))' "
                    + "names one file that holds every transition; there is nothing to prune", command: name).text
                    + "\nusage: \(usage)\n")
            return .usage
        }

        let discoverer = SpecFileDiscovery(workingDirectory: context.workingDirectory, excluded: configuration.excluded)
        var paths = arguments.positionals
        if paths.isEmpty {
            paths = configuration.included.isEmpty ? ["."] : discoverer.displayPaths(forConfigured: configuration.included)
        }
        let discovery = discoverer.discover(paths)
        var session = LintSession(linting: configuration.lint, keepingTransitions: true)
        var unreadable = discovery.failures
        let emitter = SwiftEmitter(options: configuration.codegen)
        // Over many files, emission and the comparison with the folder run on a worker thread
        // while the next files are read and linted (`EmissionWorker`); it only reads, and what it
        // found is used below exactly where the files used to be emitted and compared.
        let worker = !singleFile && ReadAhead.automatic.usesSecondThread(inputCount: discovery.inputs.count)
            ? EmissionWorker.start(emitter: emitter, outputFolder: output) : nil
        if let worker {
            session.load(discovery.inputs, unreadable: &unreadable) { transition in
                var transition = transition
                transition.spec.file = headerPath(for: transition.file, configuration: configuration, context: context)
                worker.submit(transition)
            }
        } else {
            session.load(discovery.inputs, unreadable: &unreadable)
        }
        let emitted = worker?.finish()

        let findings = session.finish(unreadable: unreadable)
        let strict = arguments.flag("--strict")
        let blocking = findings.filter { $0.severity == .error || (strict && $0.severity == .warning) }
        let quiet = arguments.flag("--quiet")
        let reporter = ReporterKind(rawValue: arguments.value("--reporter") ?? "xcode") ?? .xcode
        let colour = TerminalStyle.wantsColour(
            output: context.standardOutput, environment: context.environment,
            forced: StandardOptions.colourChoice(arguments))
        let reportContext = ReportContext(
            rules: RuleCatalogue.descriptions, baseDirectory: context.workingDirectory,
            filesLinted: session.filesRead, colour: colour)
        context.standardOutput.write(reporter.reporter.report(quiet ? blocking : findings, context: reportContext))

        if !unreadable.isEmpty || !blocking.isEmpty {
            let errors = DiagnosticSummary.count(blocking.count, strict ? "problem" : "error")
            context.standardError.write("Generated nothing: \(errors) in the specs.\n")
            return unreadable.isEmpty ? .failure : .noInput
        }

        var transitions = session.takeTransitions()
        // The worker's transitions got their header paths as they were handed over.
        for index in transitions.indices where emitted == nil {
            transitions[index].spec.file = headerPath(for: transitions[index].file, configuration: configuration, context: context)
        }
        let plan: GenerateOutputPlan
        if singleFile {
            let specPaths = discovery.inputs.map { headerPath(for: $0.displayPath, configuration: configuration, context: context) }
            let file = emitter.emitSingleFile(transitions, specPaths: specPaths, fileName: FilePath.lastComponent(of: output),
                                              includingSupport: !arguments.flag("--no-support"))
            plan = GenerateOutputPlan(singleFile: file, path: output)
        } else {
            if let clash = transitions.first(where: { SwiftEmitter.fileName(of: $0) == SwiftEmitter.supportFileName }) {
                context.standardError.write(
                    "error: transition '\(clash.name)' in \(clash.file) would be written to \(SwiftEmitter.supportFileName), "
                        + "the support file every generated transition needs; rename the transition.\n"
                        + "Generated nothing.\n")
                return .failure
            }
            // The support code goes into every folder that receives transitions, and only there:
            // a folder left without transitions loses it like any other left-over file.
            // Each file is emitted as the plan compares it, so that an up-to-date one is let go
            // at once: the transitions' files in order, then the support file.
            if var entries = emitted {
                if !transitions.isEmpty {
                    var scratch: [UInt8] = []
                    entries.append(GenerateOutputPlan.entry(for: emitter.emitSupport(), inFolder: output, scratch: &scratch))
                }
                plan = GenerateOutputPlan(entries: entries, outputFolder: output)
            } else {
                var remaining = transitions.makeIterator()
                var supportPending = !transitions.isEmpty
                let files = AnyIterator<GeneratedFile> {
                    if let transition = remaining.next() { return emitter.emit(transition) }
                    guard supportPending else { return nil }
                    supportPending = false
                    return emitter.emitSupport()
                }
                plan = GenerateOutputPlan(files: files, outputFolder: output)
            }
        }
        let report = GenerateReport(context: context, quiet: quiet)
        if arguments.flag("--check") {
            return check(plan, report: report)
        }
        return write(plan, prune: arguments.flag("--prune"), report: report)
    }

    /// `--check`: one line per file that a run would change, exit 1 if there is any.
    private static func check(_ plan: GenerateOutputPlan, report: GenerateReport) -> ExitCode {
        for entry in plan.entries {
            switch entry.state {
            case .missing: report.problem(entry.path, "missing; run 'choreo generate'")
            case .stale: report.problem(entry.path, "out of date; run 'choreo generate'")
            case .upToDate: break
            }
        }
        for path in plan.leftOvers {
            report.problem(path, "left over: no spec generates it; run 'choreo generate --prune'")
        }
        if plan.isUpToDate {
            report.progress("Generated code is up to date (\(DiagnosticSummary.count(plan.entries.count, "file"))).")
            return .success
        }
        return .failure
    }

    private static func write(_ plan: GenerateOutputPlan, prune: Bool, report: GenerateReport) -> ExitCode {
        let writer = AtomicFileWriter()
        var status = ExitCode.success
        var written = 0
        var failed = 0
        // A folder that refuses writes fails every file the same way: the error is said once.
        var reported: Set<String> = []
        plan.removeStaleTemporaries()
        for entry in plan.entries {
            // The plan has just compared the file's bytes; an up-to-date one is not read again.
            let outcome = entry.state == .upToDate ? .success(.unchanged) : writer.write(entry.file.bytes, to: entry.path)
            switch outcome {
            case .success(.written):
                written += 1
                report.progress("wrote \(report.display(entry.path))")
            case .success(.unchanged):
                report.progress("unchanged \(report.display(entry.path))")
            case .failure(let failure):
                failed += 1
                let message = FileWriteError(path: report.display(failure.path), reason: failure.reason).message
                if reported.insert(message).inserted { report.failure(message) }
                status = max(status, failure.exitCode)
            }
        }
        for path in plan.leftOvers {
            if prune {
                if unlink(path) == 0 {
                    report.progress("removed \(report.display(path))")
                } else {
                    report.failure(FileWriteError(path: report.display(path), reason: FileReader.errorText(errno)).message)
                    status = max(status, .cannotCreate)
                }
            } else {
                report.progress("left over \(report.display(path)) (no spec generates it; '--prune' removes it)")
            }
        }
        report.progress("Generated \(DiagnosticSummary.count(plan.entries.count, "file")): \(written) written, "
            + "\(plan.entries.count - written - failed) unchanged" + (failed > 0 ? ", \(failed) failed." : "."))
        return status
    }

    /// An output ending in `.swift` is one file for every transition, unless it is an existing
    /// folder (a folder may be named anything).
    static func isSingleFileOutput(_ absolutePath: String) -> Bool {
        guard absolutePath.hasSuffix(".swift") else { return false }
        var status = stat()
        return !(stat(absolutePath, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR)
    }

    /// The spec path the generated header names: relative to the configuration's folder when
    /// there is one (so the bytes do not depend on where `choreo` runs), else as displayed; never
    /// an absolute path of this machine.
    static func headerPath(for displayPath: String, configuration: ChoreoConfiguration, context: CommandContext) -> String {
        let absolute = context.absolutePath(displayPath)
        if let file = configuration.file, let relative = FilePath.relative(absolute, to: FilePath.parent(of: file)) {
            return relative
        }
        if !displayPath.hasPrefix("/") { return displayPath }
        let shown = FilePath.display(absolute, workingDirectory: context.workingDirectory)
        return shown.hasPrefix("/") ? FilePath.lastComponent(of: absolute) : shown
    }
}
