import ChoreoSpec

/// Runs one `choreo` invocation: picks the subcommand, handles help and version, parses the
/// arguments, and returns the exit status instead of exiting, so tests drive the whole command
/// line in-process.
public struct CommandRunner {
    public var commands: [any Subcommand.Type]

    public init(commands: [any Subcommand.Type] = CommandRegistry.commands) {
        self.commands = commands
    }

    /// - Parameter arguments: the command line without the program name.
    public func run(_ arguments: [String], context: CommandContext) -> ExitCode {
        guard let first = arguments.first else {
            context.standardError.write(HelpFormatter.overview(commands: commands))
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help":
            context.standardOutput.write(HelpFormatter.overview(commands: commands))
            return .success
        // `version` as a word too, as `swift version` and `go version` take it.
        case "--version", "version":
            context.standardOutput.write("\(ChoreoVersion.current)\n")
            return .success
        case "help":
            return help(rest, context: context)
        default:
            break
        }
        if first.hasPrefix("-") {
            return fail(UsageError(
                "unknown option '\(first)'; options go after the subcommand",
                hint: ["-v", "-V"].contains(first) ? "did you mean '--version'?"
                    : Suggestion.didYouMean(first, in: ["--help", "--version"])), context: context)
        }
        guard let command = command(named: first) else {
            return fail(unknownCommand(first), context: context)
        }
        if wantsHelp(rest) {
            context.standardOutput.write(HelpFormatter.help(for: command))
            return .success
        }
        switch command.parser.parse(rest) {
        case .failure(let error):
            return fail(error, context: context)
        case .success(let parsed):
            return command.run(parsed, context: context)
        }
    }

    private func help(_ arguments: [String], context: CommandContext) -> ExitCode {
        guard let name = arguments.first else {
            context.standardOutput.write(HelpFormatter.overview(commands: commands))
            return .success
        }
        if name == "help" {
            context.standardOutput.write(HelpFormatter.overview(commands: commands))
            return .success
        }
        guard let command = command(named: name) else {
            return fail(unknownCommand(name), context: context)
        }
        context.standardOutput.write(HelpFormatter.help(for: command))
        return .success
    }

    private func command(named name: String) -> (any Subcommand.Type)? {
        commands.first { $0.name == name }
    }

    /// `-h` and `--help` win anywhere before `--`, so `choreo lint --reporter json --help` shows
    /// help rather than linting.
    private func wantsHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "-h" || argument == "--help" { return true }
        }
        return false
    }

    private func unknownCommand(_ name: String) -> UsageError {
        UsageError(
            "unknown subcommand '\(name)'",
            hint: Suggestion.didYouMean(name, in: commands.map { $0.name } + ["help"]))
    }

    private func fail(_ error: UsageError, context: CommandContext) -> ExitCode {
        var text = error.text + "\n"
        if let name = error.command, let command = command(named: name) {
            text += "usage: \(command.usage)\n"
            text += "See 'choreo help \(name)'.\n"
        } else {
            text += "usage: choreo <subcommand> [options]; subcommands: "
                + (commands.map { $0.name } + ["help"]).joined(separator: ", ") + "\n"
            text += "See 'choreo --help'.\n"
        }
        context.standardError.write(text)
        return .usage
    }
}
