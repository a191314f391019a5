/// What a checking command reads: the paths on its command line, else the configuration's
/// `included` paths, else the working directory; and, for `-`, standard input, whose findings are
/// reported under `--stdin-path` (an editor passes the buffer's file name there).
struct CommandInputs {
    /// The name standard input's findings are reported under when `--stdin-path` is not given.
    static let defaultStandardInputName = "<stdin>"

    var paths: [String]
    /// Set when `-` is among the paths.
    var standardInputName: String? = nil

    /// Nil after a usage error, said on standard error: `-` given twice (standard input can be read once), or
    /// `--stdin-path` without `-` (it would name nothing).
    static func resolve<Command: Subcommand>(
        _ arguments: ParsedArguments, stdinPath: Option<String>, configuration: ChoreoConfiguration,
        discoverer: SpecFileDiscovery, for command: Command.Type, context: CommandContext
    ) -> CommandInputs? {
        let dashes = arguments.positionals.filter { $0 == "-" }.count
        if dashes > 1 {
            return command.usageError("standard input ('-') can be read only once", context: context)
        }
        if arguments[stdinPath] != nil, dashes == 0 {
            return command.usageError("'--stdin-path' names standard input, but '-' is not among the paths", context: context)
        }
        let paths = arguments.positionals.filter { $0 != "-" }
        guard dashes == 1 else {
            return CommandInputs(paths: Self.paths(paths, configuration: configuration, discoverer: discoverer))
        }
        return CommandInputs(paths: paths, standardInputName: arguments[stdinPath] ?? defaultStandardInputName)
    }

    /// The paths named, else the configuration's `included` paths, else the working directory.
    static func paths(_ named: [String], configuration: ChoreoConfiguration, discoverer: SpecFileDiscovery) -> [String] {
        guard named.isEmpty else { return named }
        return configuration.included.isEmpty ? ["."] : discoverer.displayPaths(forConfigured: configuration.included)
    }
}
