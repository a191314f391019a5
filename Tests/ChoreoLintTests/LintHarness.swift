import ChoreoLint
import ChoreoSpec
import XCTest

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
        let findings = Linter(configuration: configuration).lint(transitions: transitions, diagnostics: diagnostics)
        XCTAssertEqual(streamed(files, configuration: configuration), findings, "streaming lint differs from linting all at once")
        return findings
    }

    /// The same run as `choreo lint` makes it: each transition linted as it is lowered.
    static func streamed(_ files: [(name: String, text: String)], configuration: LintConfiguration) -> [Diagnostic] {
        var run = LintRun(configuration: configuration)
        for file in files {
            let diagnostics = SpecPipeline.forEach(bytes: Array(file.text.utf8), file: file.name) { run.add($0) }
            run.add(diagnostics: diagnostics)
        }
        return run.finish()
    }

    static func lint(_ text: String, file: String = "Example.transition.yaml", configuration: LintConfiguration = LintConfiguration()) -> [Diagnostic] {
        lint([(file, text)], configuration: configuration)
    }

    /// "3:7 duration_out_of_range (warning)": short enough to compare whole lists in a failure.
    static func summary(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location) \(diagnostic.ruleID) (\(diagnostic.severity.rawValue))"
    }
}
