import ChoreoLint
import ChoreoPreview
import ChoreoSpec

/// `choreo preview`: see a transition before building the app. Lints the specs, then writes one
/// self-contained HTML page that plays every phase of every transition (`PreviewPage`), or an SVG
/// filmstrip of still frames (`Filmstrip`).
///
/// Like `generate`, it refuses to write while a spec has errors: a preview of a spec that does not
/// mean what its author thinks would show motion the app will never play. The file is written
/// atomically and only when its bytes change.
public struct PreviewCommand: Subcommand {
    public static let name = "preview"
    public static let abstract = "Write a page that plays transitions, or an SVG filmstrip of them."
    public static let options = Options.all
    public static let positionals = PositionalDefinition(
        placeholder: "PATH",
        help: "Spec files, or folders searched for *.transition.yaml and *.transition.yml. "
            + "Default: the configuration's 'included' paths, else the working directory.")
    public static let discussion = """
    The page needs no network: its style, player and every frame are in the file. Open it in a
    browser; FILE.html#spec=NAME&phase=present&progress=0.5 shows that phase at half its duration,
    paused, and '&still' hides the controls (for screenshots and review links). Frames are
    computed by the same timing code the generated animators and lint use.

    Exit status: 0 written or unchanged; 1 lint errors (the findings are printed, nothing is
    written); 64 usage or configuration error; 65 no spec found; 66 an input could not be read;
    73 the output could not be written.
    """

    /// What `--output` asks for.
    enum Format {
        case page
        case filmstrip(frames: Int)
    }

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        if let watched = WatchLoop.ifWatching(arguments, flag: Options.watch, command: name, context: context, run: run) {
            return watched
        }
        if arguments.positionals.contains("-") {
            return usageError("'choreo preview' reads spec files; standard input ('-') is not supported", context: context)
        }
        guard let output = arguments[Options.output] else {
            return usageError("no output file: pass '--output FILE.html' (a page) or '--output FILE.svg' (a filmstrip)", context: context)
        }
        guard let format = format(of: output, arguments, context: context) else { return .usage }
        guard let configuration = ChoreoConfiguration.resolve(arguments, context: context) else { return .usage }

        let discoverer = SpecFileDiscovery(workingDirectory: context.workingDirectory, excluded: configuration.excluded)
        let paths = CommandInputs.paths(arguments.positionals, configuration: configuration, discoverer: discoverer)
        let discovery = discoverer.discover(paths)
        var transitions: [Transition] = []
        var linter = Linter(configuration: configuration.lint)
        linter.lint(discovery) { transitions.append($0) }
        let misnamed = SpecNaming.misnamedFindings(discovery.otherYAMLFiles)
        linter.add(diagnostics: misnamed)
        let findings = linter.finish()
        context.report(
            findings, reporter: arguments[Options.reporter], rules: RuleCatalogue.descriptions,
            filesChecked: linter.filesLinted, arguments: arguments)
        if linter.filesLinted == 0, linter.unreadableCount == 0 {
            context.standardError.write(SpecNaming.noSpecsMessage(paths: paths, misnamed: misnamed.count) + "Wrote nothing.\n")
            return .noSpecs
        }
        let errors = findings.filter { $0.severity == .error }.count
        if linter.unreadableCount > 0 || errors > 0 {
            context.standardError.write("Wrote nothing: \(DiagnosticSummary.count(errors, "error")) in the specs.\n")
            return linter.unreadableCount > 0 ? .noInput : .failure
        }

        let text: String
        switch format {
        case .page: text = PreviewPage.html(for: transitions)
        case .filmstrip(let frames): text = Filmstrip(frameCount: frames).svg(for: transitions)
        }
        let path = context.absolutePath(output)
        let shown = VisibleText.escaped(FilePath.display(path, workingDirectory: context.workingDirectory))
        let what = DiagnosticSummary.count(transitions.count, "transition")
        switch AtomicFileWriter().write(Array(text.utf8), to: path) {
        case .success(.written):
            context.standardError.write("wrote \(shown) (\(what), \(kilobytes(text.utf8.count)))\n")
            return .success
        case .success(.unchanged):
            context.standardError.write("unchanged \(shown) (\(what))\n")
            return .success
        case .failure(let failure):
            context.standardError.write(FileWriteError(path: shown, reason: failure.reason).message + "\n")
            return failure.exitCode
        }
    }

    /// `.html` or `.svg`, and `--frames` only with a filmstrip; nil after a usage error.
    private static func format(of output: String, _ arguments: ParsedArguments, context: CommandContext) -> Format? {
        let lowered = output.lowercased()
        let frameText = arguments[Options.frames]
        if lowered.hasSuffix(".svg") {
            guard let text = frameText else { return .filmstrip(frames: Filmstrip.defaultFrameCount) }
            guard let frames = Int(text), Options.frameRange.contains(frames) else {
                _ = usageError("'--frames' takes a whole number from \(Options.frameRange.lowerBound) to "
                    + "\(Options.frameRange.upperBound), not '\(text)'", context: context)
                return nil
            }
            return .filmstrip(frames: frames)
        }
        if lowered.hasSuffix(".html") || lowered.hasSuffix(".htm") {
            if frameText != nil {
                _ = usageError("'--frames' sets the frames of an SVG filmstrip; a page plays every frame", context: context)
                return nil
            }
            return .page
        }
        _ = usageError("'\(FilePath.lastComponent(of: output))' is neither a page (.html) nor a filmstrip (.svg)", context: context)
        return nil
    }

    /// The findings through the chosen reporter on standard output, as `lint` prints them.
    private static func kilobytes(_ count: Int) -> String {
        count < 1024 ? "\(count) bytes" : "\((count + 512) / 1024) KB"
    }
}
