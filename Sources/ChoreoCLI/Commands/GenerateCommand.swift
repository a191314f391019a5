import ChoreoCodegen
import ChoreoLint
import ChoreoSpec

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
    public static let options = Options.all
    public static let positionals = PositionalDefinition(
        placeholder: "PATH",
        help: "Spec files, or folders searched for *.transition.yaml and *.transition.yml; '-' reads standard input. "
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
        if let watched = WatchLoop.ifWatching(arguments, flag: Options.watch, command: name, context: context, run: run) {
            return watched
        }
        guard let configuration = ChoreoConfiguration.resolve(arguments, context: context),
              let output = output(arguments, configuration: configuration, context: context) else { return .usage }
        let discoverer = SpecFileDiscovery(workingDirectory: context.workingDirectory, excluded: configuration.excluded)
        guard let inputs = CommandInputs.resolve(
            arguments, stdinPath: Options.stdinPath, configuration: configuration, discoverer: discoverer, for: self,
            context: context) else { return .usage }
        let discovery = discoverer.discover(inputs.paths)
        let linted = lint(discovery, standardInputName: inputs.standardInputName, arguments, configuration: configuration,
                          context: context)
        if let status = linted.status { return status }
        let plan = plan(linted.kept, specPaths: discovery.inputs.map(\.displayPath) + (inputs.standardInputName.map { [$0] } ?? []),
                        output: output, arguments, configuration: configuration, context: context)
        // No spec and nothing generated earlier to check or prune: the run would check nothing.
        // (A single output file is still written: a build plugin expects the file it declared.)
        if discovery.inputs.isEmpty, discovery.failures.isEmpty, inputs.standardInputName == nil, !output.singleFile,
           plan.leftOvers.isEmpty {
            context.standardError.write(SpecNaming.noSpecsMessage(paths: discovery.searched, misnamed: linted.misnamed)
                + "Generated nothing.\n")
            return .noSpecs
        }
        let report = GenerateReport(context: context, quiet: arguments[Options.quiet])
        if arguments[Options.check] {
            return check(plan, report: report)
        }
        return write(plan, prune: arguments[Options.prune], report: report)
    }

    /// Where the generated code goes: a folder, or one `.swift` file (`singleFile`).
    struct Output {
        var path: String
        var singleFile: Bool
    }

    /// Step 1: the output from `--output` or the configuration, checked against the options that
    /// only make sense for a folder or for a file; nil after a usage error.
    private static func output(
        _ arguments: ParsedArguments, configuration: ChoreoConfiguration, context: CommandContext
    ) -> Output? {
        let path: String
        if let given = arguments[Options.output] {
            path = context.absolutePath(given)
        } else if let configured = configuration.output {
            path = context.absolutePath(configured)
        } else {
            return usageError("no output folder: pass '--output DIR' or set 'output' in \(ChoreoConfiguration.fileName)",
                              context: context)
        }
        let singleFile = isSingleFileOutput(path)
        if !singleFile, arguments[Options.noSupport] {
            return usageError("'--no-support' leaves the support code out of an output file, but '\(FilePath.lastComponent(of: path))' "
                + "is a folder, which always gets its own \(SwiftEmitter.supportFileName)", context: context)
        }
        if singleFile, arguments[Options.prune] {
            return usageError("'--prune' deletes left-over files from an output folder, but '\(FilePath.lastComponent(of: path))' "
                + "names one file that holds every transition; there is nothing to prune", context: context)
        }
        return Output(path: path, singleFile: singleFile)
    }

    /// What linting leaves to generate from: every transition, its header path set, or the exit
    /// status when a finding (or an unreadable input) blocks generation.
    private struct Linted {
        var kept: [Transition]
        var status: ExitCode?
        /// `misnamed_spec` warnings: files that look like specs but are not named like them.
        var misnamed = 0
    }

    /// Step 2: read and lint every spec that `CommandInputs` named (standard input last, as `choreo lint -` reads
    /// it), report the findings, and keep the transitions when nothing blocks generation.
    private static func lint(
        _ discovery: SpecFileDiscovery.Result, standardInputName: String?, _ arguments: ParsedArguments,
        configuration: ChoreoConfiguration, context: CommandContext
    ) -> Linted {
        var transitions: [Transition] = []
        var linter = Linter(configuration: configuration.lint)
        linter.lint(discovery) { transitions.append($0) }
        let misnamed = SpecNaming.misnamedFindings(discovery.otherYAMLFiles)
        linter.add(diagnostics: misnamed)
        var standardInput: (path: String, bytes: [UInt8])?
        if let path = standardInputName {
            switch context.readStandardInput() {
            case .success(let bytes):
                linter.lint(bytes, file: path) { transitions.append($0) }
                standardInput = (path, bytes)
            case .failure(let failure): linter.addUnreadable(file: path, reason: failure.reason)
            }
        }

        let findings = linter.finish()
        let strict = arguments[Options.strict]
        let blocking = findings.filter { $0.fails(strict: strict) }
        // Warnings stay under --quiet: they are what a build log should show (Xcode lists them).
        context.report(
            findings, reporter: arguments[Options.reporter], rules: RuleCatalogue.descriptions,
            filesChecked: linter.filesLinted, standardInput: standardInput, arguments: arguments)

        if linter.unreadableCount > 0 || !blocking.isEmpty {
            let errors = DiagnosticSummary.count(blocking.count, strict ? "problem" : "error")
            context.standardError.write("Generated nothing: \(errors) in the specs.\n")
            return Linted(kept: [], status: linter.unreadableCount == 0 ? .failure : .noInput)
        }
        for index in transitions.indices {
            transitions[index].spec.file = headerPath(for: transitions[index].file, configuration: configuration, context: context)
        }
        return Linted(kept: transitions, status: nil, misnamed: misnamed.count)
    }

    /// Step 3: emit every file and compare it with what is on disk. (No transition's file can
    /// replace the support file: lint refuses names that begin with `Choreo`.)
    private static func plan(
        _ transitions: [Transition], specPaths: [String], output: Output, _ arguments: ParsedArguments,
        configuration: ChoreoConfiguration, context: CommandContext
    ) -> GenerateOutputPlan {
        let emitter = SwiftEmitter(options: configuration.codegen)
        if output.singleFile {
            let headerPaths = specPaths.map { headerPath(for: $0, configuration: configuration, context: context) }
            let file = emitter.emitSingleFile(transitions, specPaths: headerPaths, fileName: FilePath.lastComponent(of: output.path),
                                              includingSupport: !arguments[Options.noSupport])
            return GenerateOutputPlan(singleFile: file, path: output.path)
        }
        // The support code goes into every folder that receives transitions, and only there:
        // a folder left without transitions loses it like any other left-over file. Each file is
        // emitted as the plan compares it, so that an up-to-date one is let go at once.
        var remaining = transitions.makeIterator()
        var support = transitions.isEmpty ? nil : emitter.emitSupport()
        let files = AnyIterator { remaining.next().map(emitter.emit) ?? support.take() }
        return GenerateOutputPlan(files: files, outputFolder: output.path)
    }

    /// Step 4 under `--check`: one line per file that a run would change, exit 1 if there is any.
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

    /// Step 4: write what changed (and, with `--prune`, remove the left-overs) and say so.
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
                if SystemPath.withCString(path, { unlink($0) }) == 0 {
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
        return !(SystemPath.withCString(absolutePath, { stat($0, &status) }) == 0 && (status.st_mode & S_IFMT) == S_IFDIR)
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
