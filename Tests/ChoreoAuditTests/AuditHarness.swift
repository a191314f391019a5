import ChoreoAudit
import ChoreoLint
import ChoreoSpec
import XCTest

/// Runs Swift sources through the auditor as `choreo audit` does.
enum AuditHarness {
    static func audit(_ text: String, file: String = "Example.swift", configuration: LintConfiguration = LintConfiguration()) -> [Diagnostic] {
        audit([(file, text)], configuration: configuration)
    }

    static func audit(_ files: [(name: String, text: String)], configuration: LintConfiguration = LintConfiguration()) -> [Diagnostic] {
        Auditor(configuration: configuration).audit(files.map { SwiftSource(file: $0.name, text: $0.text) })
    }

    /// "line:column rule_id" per finding: what most assertions compare.
    static func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location) \($0.ruleID)" }
    }
}
