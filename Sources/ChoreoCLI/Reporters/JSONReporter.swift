import ChoreoSpec

/// A stable machine-readable format for scripts and editors (documented in Docs/Reporters.md).
///
/// Field names and order never change within a `version`; new fields may be added. Paths are as
/// the user named them (like the xcode format), positions 1-based, `endColumn` exclusive;
/// `line` and friends are `null` for findings about a whole file.
public struct JSONReporter: Reporter {
    public static let formatVersion = 1

    public init() {}

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let summary = DiagnosticSummary(diagnostics)
        return JSONValue.object([
            ("version", .int(Self.formatVersion)),
            ("diagnostics", .array(diagnostics.map(entry))),
            ("summary", .object([
                ("files", .int(context.filesLinted)),
                ("errors", .int(summary.errors)),
                ("warnings", .int(summary.warnings)),
                ("notes", .int(summary.notes)),
            ])),
        ]).rendered()
    }

    private func entry(_ diagnostic: Diagnostic) -> JSONValue {
        let start = diagnostic.range.start
        let end = diagnostic.range.end
        func position(_ value: Int, present: Bool) -> JSONValue { present ? .int(value) : .null }
        return .object([
            ("file", .string(diagnostic.file)),
            ("line", position(start.line, present: diagnostic.hasPosition)),
            ("column", position(start.column, present: diagnostic.hasPosition)),
            ("endLine", position(end.line, present: diagnostic.hasPosition && diagnostic.hasEnd)),
            ("endColumn", position(end.column, present: diagnostic.hasPosition && diagnostic.hasEnd)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("ruleId", .string(diagnostic.ruleID)),
            ("message", .string(diagnostic.message)),
            ("hint", .optional(diagnostic.hint)),
            ("related", .array(diagnostic.related.map { related in
                .object([
                    ("file", .string(related.file)),
                    ("line", position(related.location.line, present: related.location.line > 0)),
                    ("column", position(related.location.column, present: related.location.line > 0)),
                    ("message", .string(related.message)),
                ])
            })),
        ])
    }
}
