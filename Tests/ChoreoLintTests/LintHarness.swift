import ChoreoLint
import ChoreoSpec

/// Runs specs through the real pipeline, as `choreo lint` does: read, decode, lower, lint.
enum LintHarness {
    static func lint(
        _ files: [(name: String, text: String)], configuration: LintConfiguration = LintConfiguration()
    ) -> [Diagnostic] {
        var transitions: [Transition] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            let result = SpecPipeline.load(bytes: Array(file.text.utf8), file: file.name)
            transitions += result.transitions
            diagnostics += result.diagnostics
        }
        return Linter(configuration: configuration).lint(transitions: transitions, diagnostics: diagnostics)
    }

    static func lint(_ text: String, file: String = "Example.transition.yaml", configuration: LintConfiguration = LintConfiguration()) -> [Diagnostic] {
        lint([(file, text)], configuration: configuration)
    }

    /// "3:7 duration_out_of_range (warning)": short enough to compare whole lists in a failure.
    static func summary(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location) \(diagnostic.ruleID) (\(diagnostic.severity.rawValue))"
    }
}
