import ChoreoSpec

/// Runs the whole catalogue over one run's transitions and applies the configuration and the
/// specs' own suppressions, so that what comes out is exactly what the user should see.
public struct Linter: Sendable {
    public var configuration: LintConfiguration

    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
    }

    /// - Parameters:
    ///   - transitions: every transition of the run, from every file, in the order the files
    ///     were read (the first of two duplicate names is the one kept).
    ///   - diagnostics: what reading and decoding found; suppression and configuration apply to
    ///     them too.
    /// - Returns: the findings to report, sorted by file, line, column and rule id.
    public func lint(transitions: [Transition], diagnostics: [Diagnostic]) -> [Diagnostic] {
        var run = LintRun(configuration: configuration)
        run.add(diagnostics: diagnostics)
        for transition in transitions {
            run.add(transition)
        }
        return run.finish()
    }

    /// A run that takes transitions one at a time, for streams too large to hold as transitions.
    public func makeRun() -> LintRun {
        LintRun(configuration: configuration)
    }

    /// File, line, column, rule id, then message: the same input always prints the same way.
    public static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.location.line != b.location.line { return a.location.line < b.location.line }
        if a.location.column != b.location.column { return a.location.column < b.location.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
