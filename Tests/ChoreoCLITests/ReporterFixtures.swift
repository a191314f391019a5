import ChoreoCLI
import ChoreoLint
import ChoreoSpec
import ChoreoYAML

/// A fixed set of findings that exercises every part of every format: hints, related locations,
/// multi-line ranges, findings about a whole file, absolute paths inside and outside the base
/// folder, and text with every character a format must escape.
enum ReporterFixtures {
    static let baseDirectory = "/work/project"

    static func range(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> SourceRange {
        SourceRange(start: SourceLocation(line: line, column: column), end: SourceLocation(line: endLine, column: endColumn))
    }

    static let awkwardPath = "Specs/odd, name: 100%/ünï \"cødé\".transition.yaml"

    static let diagnostics: [Diagnostic] = [
        Diagnostic(
            severity: .error, ruleID: "unknown_key", message: "unknown key 'dampning' in a spring",
            file: "Specs/card.transition.yaml", range: range(3, 5, 3, 13), hint: "did you mean 'damping'?"),
        Diagnostic(
            severity: .warning, ruleID: "duration_out_of_range",
            message: "a push of 0.6 s is slower than navigation's 0.25–0.4 s",
            file: "Specs/nav.transition.yaml", range: range(7, 15, 7, 18)),
        Diagnostic(
            severity: .error, ruleID: "duplicate_transition_name",
            message: "transition name 'CardPop' is also used in Specs/card.transition.yaml",
            file: "/work/project/Specs/copy.transition.yaml", range: range(1, 13, 1, 20),
            hint: "rename one of them: their generated types would collide",
            related: [RelatedLocation(file: "Specs/card.transition.yaml", location: SourceLocation(line: 1, column: 13),
                                      message: "'CardPop' is first defined here")]),
        Diagnostic(
            severity: .note, ruleID: "hardcoded_horizontal_direction",
            message: "100% \"left\", then\r\nright: a\\b, ünïcødé → ✓",
            file: awkwardPath, range: range(4, 3, 6, 1), hint: "use 'fromLeading'\nor 'fromTrailing'",
            related: [RelatedLocation(file: awkwardPath, location: SourceLocation(line: 2, column: 1),
                                      message: "the phase, 50%: here")]),
        Diagnostic(
            severity: .error, ruleID: "unreadable_input", message: "cannot read: No such file or directory",
            file: "/elsewhere/missing.transition.yaml", range: SourceRange(SourceLocation(line: 0, column: 0))),
    ]

    /// The files the findings point into, for the reporter that shows source lines (`human`);
    /// the nav spec is indented with a tab, so its caret must line up under one.
    static let sources: [String: String] = [
        "Specs/card.transition.yaml": "transition: CardPop\n  spring:\n    dampning: 0.7\n",
        "Specs/nav.transition.yaml": "transition: Nav\nkind: navigation\npush:\n  effect: push\n\n\n\tduration:    0.6\r\n",
        "/work/project/Specs/copy.transition.yaml": "transition: CardPop\n",
        awkwardPath: "transition: Odd\npresent:\n  effect: slide\n  direction: fromLeft\u{1B}[2J\n",
    ]

    static let rules: [RuleDescription] = [
        RuleDescription(
            id: "unknown_key", name: "Unknown key", defaultSeverity: .error,
            rationale: "A key Choreo does not know is ignored by nothing: it is a typo, and the setting it meant is missing.",
            triggeringExamples: [], nonTriggeringExamples: []),
        RuleDescription(
            id: "duration_out_of_range", name: "Duration out of range", defaultSeverity: .warning,
            rationale: "UIKit's own push takes about 0.35 s; much slower feels broken.",
            triggeringExamples: [], nonTriggeringExamples: []),
        RuleDescription(
            id: "duplicate_transition_name", name: "Duplicate transition name", defaultSeverity: .error,
            rationale: "Two specs with one name generate the same Swift types, which do not compile together.",
            triggeringExamples: [], nonTriggeringExamples: []),
        RuleDescription(
            id: "hardcoded_horizontal_direction", name: "Hard-coded horizontal direction", defaultSeverity: .note,
            rationale: "left and right do not flip under right-to-left layouts; leading and trailing do.",
            triggeringExamples: [], nonTriggeringExamples: []),
    ]

    static func context(colour: Bool = false) -> ReportContext {
        ReportContext(rules: rules, baseDirectory: baseDirectory, filesLinted: 4, colour: colour)
    }
}
