/// Help text, built from the commands' own declarations so that it cannot drift from what the
/// parser accepts.
enum HelpFormatter {
    static func overview(commands: [any Subcommand.Type]) -> String {
        var text = """
        choreo \(ChoreoVersion.current): lint declarative UIKit transition specs and generate their animators.

        USAGE: choreo <subcommand> [options]

        SUBCOMMANDS:

        """
        let width = (commands.map { $0.name.count } + [4]).max() ?? 4
        for command in commands {
            text += "  \(pad(command.name, to: width))  \(command.abstract)\n"
        }
        text += "  \(pad("help", to: width))  Show help for a subcommand: choreo help <subcommand>\n"
        text += """

        OPTIONS:
          -h, --help   Show this help.
          --version    Show the version.

        Exit status: 0 success, 1 findings (or stale output), 64 usage or configuration error,
        66 unreadable input, 73 unwritable output. See Docs/CommandLine.md.

        """
        return text
    }

    static func help(for command: any Subcommand.Type) -> String {
        var text = "\(command.abstract)\n\nUSAGE: \(command.usage)\n"
        let positional = command.positionals
        var rows: [(String, String)] = []
        if !positional.placeholder.isEmpty {
            rows.append((positional.placeholder, positional.help))
        }
        let optionRows = command.options.map { ($0.synopsis, $0.help) } + [("-h, --help", "Show this help.")]
        let width = (rows + optionRows).map { $0.0.count }.max() ?? 0
        if !rows.isEmpty {
            text += "\nARGUMENTS:\n"
            for (name, help) in rows { text += "  \(pad(name, to: width))  \(help)\n" }
        }
        text += "\nOPTIONS:\n"
        for (name, help) in optionRows { text += "  \(pad(name, to: width))  \(help)\n" }
        if !command.discussion.isEmpty {
            text += "\n\(command.discussion)\n"
        }
        return text
    }

    static func pad(_ text: String, to width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
