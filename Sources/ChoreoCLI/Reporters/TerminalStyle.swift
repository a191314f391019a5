import ChoreoSpec

/// ANSI styling for people at a terminal; the identity otherwise, so logs and files stay plain.
struct TerminalStyle {
    var enabled: Bool

    func bold(_ text: String) -> String {
        enabled ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }

    /// The severity word with its colon: red errors, yellow warnings, cyan notes, as swiftc does.
    func severity(_ severity: Severity) -> String {
        let word = "\(severity.rawValue):"
        guard enabled else { return word }
        let colour: String
        switch severity {
        case .error: colour = "31"
        case .warning: colour = "33"
        case .note: colour = "36"
        }
        return "\u{1B}[1;\(colour)m\(word)\u{1B}[0m"
    }

    /// Colour when the output is a terminal and the user has not opted out: `--no-color` and
    /// `NO_COLOR` (no-color.org: set and not empty) turn it off, `--color` forces it on.
    static func wantsColour(output: OutputSink, environment: [String: String], forced: Bool?) -> Bool {
        if let forced { return forced }
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return output.isTerminal
    }
}
