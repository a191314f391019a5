import ChoreoLint
import ChoreoSpec
import XCTest

/// Runs specs through the real pipeline, as `choreo lint` does: read, decode, lower, lint.
enum LintHarness {
    static func lint(
        _ files: [(name: String, text: String)], configuration: LintConfiguration = LintConfiguration()
    ) -> [Diagnostic] {
        var linter = Linter(configuration: configuration)
        for file in files {
            linter.lint(Array(file.text.utf8), file: file.name)
        }
        return linter.finish()
    }

    static func lint(_ text: String, file: String = "Example.transition.yaml", configuration: LintConfiguration = LintConfiguration()) -> [Diagnostic] {
        lint([(file, text)], configuration: configuration)
    }

    /// "3:7 duration_out_of_range (warning)": short enough to compare whole lists in a failure.
    static func summary(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location) \(diagnostic.ruleID) (\(diagnostic.severity.rawValue))"
    }
}
