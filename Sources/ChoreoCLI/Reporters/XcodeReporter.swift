import ChoreoSpec

/// `path:line:column: severity: message (rule_id)`: the line clang and swiftc print, which
/// Xcode's run-script phase, SwiftLint users' scripts and CI log parsers (GitHub problem
/// matchers, Jenkins warnings-ng) already read.
///
/// The hint is appended to the message after `; ` rather than printed on a line of its own:
/// every one of those parsers takes one issue per line, and a hint on a separate line would either
/// be dropped or show up as an unrelated issue. Related locations are different places, so they
/// follow as `path:line:column: note: …` lines, as clang prints "previous definition is here".
public struct XcodeReporter: Reporter {
    public init() {}

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let style = TerminalStyle(enabled: context.colour)
        var output = ""
        for diagnostic in diagnostics {
            let file = VisibleText.escaped(diagnostic.file)
            let location = diagnostic.hasPosition
                ? "\(file):\(diagnostic.range.start.line):\(diagnostic.range.start.column):"
                : "\(file):"
            var message = VisibleText.singleLine(diagnostic.message)
            if let hint = diagnostic.hint, !hint.isEmpty { message += "; " + VisibleText.singleLine(hint) }
            output += "\(style.bold(location)) \(style.severity(diagnostic.severity)) \(message) (\(diagnostic.ruleID))\n"
            for related in diagnostic.related {
                let place = related.location.line > 0
                    ? "\(VisibleText.escaped(related.file)):\(related.location.line):\(related.location.column):"
                    : "\(VisibleText.escaped(related.file)):"
                output += "\(style.bold(place)) \(style.severity(.note)) \(VisibleText.singleLine(related.message))\n"
            }
        }
        return output
    }
}
