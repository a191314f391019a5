/// `--watch` for `lint` and `generate`: run, wait for a spec or `.choreo.yml` to change, run
/// again, until interrupted. On a terminal the screen is cleared before each run, so what shows
/// is the state of the specs now, not a scroll of earlier runs.
enum WatchLoop {
    static let clearScreen = "\u{1B}[2J\u{1B}[H"

    /// Runs `run` under `--watch` when `arguments` ask for it; nil when they do not (the caller
    /// runs once), a usage error when they cannot be watched.
    static func ifWatching(_ arguments: ParsedArguments, flag: Flag, command: String, context: CommandContext,
                           run: (ParsedArguments, CommandContext) -> ExitCode) -> ExitCode? {
        guard arguments[flag] else { return nil }
        if arguments.positionals.contains("-") {
            context.standardError.write(UsageError("'--watch' watches files; standard input ('-') cannot be watched",
                                                   command: command).text + "\n")
            return .usage
        }
        var once = arguments
        once.flags.remove(flag.name)
        // The configuration is read again by every run; here only for the paths to watch, so
        // its problems are left for the run to report.
        var quiet = context
        quiet.standardError = CapturedOutput()
        let configuration = ChoreoConfiguration.resolve(arguments, context: quiet)
        var paths = arguments.positionals
        if paths.isEmpty {
            let included = configuration?.included ?? []
            paths = included.isEmpty ? ["."] : included
        }
        loop(paths: paths, context: context, excluded: configuration?.excluded ?? []) { run(once, context) }
    }

    /// - Parameters:
    ///   - paths: the paths of the run as the user gave them (or the configured ones), to find
    ///     the spec files and folders to watch in.
    ///   - once: one ordinary run of the command.
    static func loop(paths: [String], context: CommandContext, excluded: [String],
                    once: () -> ExitCode) -> Never {
        let watcher = ChangeWatcher { inputs(paths: paths, context: context, excluded: excluded) }
        while true {
            if context.standardOutput.isTerminal { context.standardOutput.write(clearScreen) }
            _ = once()
            context.standardError.write("Watching for changes to the specs and .choreo.yml (Ctrl-C stops).\n")
            watcher.waitForChange()
        }
    }

    /// The spec files the paths hold now, every `.choreo.yml` from the working folder down to
    /// them, and the folders that contain either.
    static func inputs(paths: [String], context: CommandContext, excluded: [String]) -> (files: [String], folders: [String]) {
        let discovery = SpecFileDiscovery(workingDirectory: context.workingDirectory, excluded: excluded).discover(paths)
        var files = discovery.inputs.map(\.path)
        var folders = Set(files.map(FilePath.parent(of:)))
        for path in paths {
            let absolute = context.absolutePath(path)
            if FileReader.isRegularFile(absolute) {
                folders.insert(FilePath.parent(of: absolute))
            } else {
                folders.insert(absolute)
            }
        }
        folders.insert(context.workingDirectory)
        for folder in folders {
            files.append(FilePath.join(folder, ChoreoConfiguration.fileName))
        }
        return (files, folders.sorted())
    }
}
