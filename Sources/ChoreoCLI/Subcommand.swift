/// One `choreo` subcommand.
///
/// To add a subcommand, write a type that conforms to this protocol in a file of its own
/// (`GenerateCommand.swift`), then add it to `CommandRegistry.commands`: that is the whole of the
/// wiring. The runner parses the command line against `options` and `positionals` (usage errors
/// with did-you-mean, exit 64), answers `--help`/`-h` from the same declarations, and only then
/// calls `run`. Options are typed constants (`Option`, `Flag`) whose `definition`s make up
/// `options` and which `run` reads back with `arguments[option]`, so an option name is spelled
/// once. A command reads and writes only through its `CommandContext`, so tests run it
/// in-process; shared pieces it may use are `ChoreoConfiguration.resolve(_:context:)` for
/// `--config` and `.choreo.yml`, `StandardOptions`, and `AtomicFileWriter` for outputs.
public protocol Subcommand: Sendable {
    /// The word after `choreo`.
    static var name: String { get }
    /// One line, for `choreo help`.
    static var abstract: String { get }
    /// Paragraphs after the option list in `choreo help NAME`; may be empty.
    static var discussion: String { get }
    static var options: [OptionDefinition] { get }
    static var positionals: PositionalDefinition { get }

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode
}

extension Subcommand {
    public static var discussion: String { "" }
    public static var positionals: PositionalDefinition { .none }

    /// Says a usage error on standard error, with the command's usage line; exit status 64.
    static func usageError(_ message: String, hint: String? = nil, context: CommandContext) -> ExitCode {
        context.standardError.write(UsageError(message, hint: hint, command: name).text + "\nusage: \(usage)\n")
        return .usage
    }

    /// Says a usage error, as above, for a step that returns nil when the command cannot go on.
    static func usageError<Value>(_ message: String, hint: String? = nil, context: CommandContext) -> Value? {
        let _: ExitCode = usageError(message, hint: hint, context: context)
        return nil
    }

    static var parser: ArgumentParser {
        ArgumentParser(command: name, options: options, positionals: positionals)
    }

    /// `choreo lint [options] [PATH ...]`
    static var usage: String {
        var line = "choreo \(name)"
        if !options.isEmpty { line += " [options]" }
        let p = positionals
        if !p.placeholder.isEmpty {
            switch (p.minimum, p.maximum) {
            case (0, nil): line += " [\(p.placeholder) ...]"
            case (0, _): line += " [\(p.placeholder)]"
            case (_, nil): line += " \(p.placeholder) ..."
            default: line += " \(p.placeholder)"
            }
        }
        return line
    }
}
