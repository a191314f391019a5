import ChoreoSpec

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request's
/// diff, with no upload step.
///
/// `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message` (`warning`, and
/// `notice` for notes). Escaping is exactly what the runner unescapes: in the message `%`, CR and
/// LF; in property values also `:` and `,`, which would otherwise end the value. The hint and
/// related locations follow the message on lines of their own (escaped LF), which the annotation
/// shows as a multi-line message. Any other control, bidirectional or invisible character is
/// written as a visible `\u{…}` escape (`VisibleText`). `endColumn` is sent only for single-line
/// ranges, as GitHub's annotations accept columns only within one line.
public struct GitHubReporter: Reporter {
    public init() {}

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var output = ""
        for diagnostic in diagnostics {
            var properties: [(String, String)] = [("file", VisibleText.escaped(context.relativePath(diagnostic.file), keepingLineBreaks: true))]
            if diagnostic.hasPosition {
                let start = diagnostic.range.start
                properties.append(("line", String(start.line)))
                properties.append(("col", String(start.column)))
                if diagnostic.hasEnd {
                    let end = diagnostic.range.end
                    properties.append(("endLine", String(end.line)))
                    if end.line == start.line { properties.append(("endColumn", String(end.column))) }
                }
            }
            let name = context.rule(diagnostic.ruleID)?.name
            properties.append(("title", name.map { "\($0) (\(diagnostic.ruleID))" } ?? diagnostic.ruleID))

            // Other hidden characters are made visible; line breaks are the runner's to escape.
            var message = VisibleText.escaped(diagnostic.message, keepingLineBreaks: true)
            if let hint = diagnostic.hint, !hint.isEmpty { message += "\n" + VisibleText.escaped(hint, keepingLineBreaks: true) }
            for related in diagnostic.related {
                let place = related.location.line > 0
                    ? "\(context.relativePath(related.file)):\(related.location.line):\(related.location.column)"
                    : context.relativePath(related.file)
                message += "\n\(VisibleText.escaped(place, keepingLineBreaks: true)): \(VisibleText.escaped(related.message, keepingLineBreaks: true))"
            }
            let command = Self.command(for: diagnostic.severity)
            let propertyText = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
            output += "::\(command) \(propertyText)::\(Self.escapeData(message))\n"
        }
        return output
    }

    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    /// The runner's `escapeData`: `%` first, so the escapes it adds are not escaped again.
    public static func escapeData(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// The runner's `escapeProperty`: data escaping plus `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            case ":": output += "%3A"
            case ",": output += "%2C"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
