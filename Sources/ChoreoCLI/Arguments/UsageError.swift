import ChoreoSpec

/// A command line that cannot run. Printed with the subcommand's usage line, exit status 64.
public struct UsageError: Error, Sendable, Equatable {
    public var message: String
    /// "did you mean '--reporter'?"
    public var hint: String?
    /// The subcommand whose usage to show; nil for the top level.
    public var command: String?

    public init(_ message: String, hint: String? = nil, command: String? = nil) {
        self.message = message
        self.hint = hint
        self.command = command
    }

    /// `error: message; hint`, one line, the way compilers phrase it. Both may quote what the user
    /// typed or a path (an output file's name), so hidden characters are escaped (`VisibleText`).
    public var text: String {
        let message = VisibleText.escaped(message)
        return hint.map { "error: \(message); \(VisibleText.escaped($0))" } ?? "error: \(message)"
    }
}
