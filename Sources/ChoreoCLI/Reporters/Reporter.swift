import ChoreoLint
import ChoreoSpec

/// Turns findings into one output format. Reporters are the only code that knows formats, and
/// each is a pure function of its inputs, so golden files pin every byte.
public protocol Reporter: Sendable {
    func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String
}

/// What a reporter may know besides the findings.
public struct ReportContext: Sendable {
    /// Rule metadata (names, rationale, default severity) for formats that carry it (SARIF).
    public var rules: [RuleDescription]
    /// Absolute; formats that want relative paths (SARIF, GitHub) make them relative to it.
    public var baseDirectory: String
    public var filesLinted: Int
    /// ANSI colour, for the human format only.
    public var colour: Bool

    public init(rules: [RuleDescription], baseDirectory: String, filesLinted: Int, colour: Bool = false) {
        self.rules = rules
        self.baseDirectory = baseDirectory
        self.filesLinted = filesLinted
        self.colour = colour
    }

    public func rule(_ id: String) -> RuleDescription? {
        rules.first { $0.id == id }
    }

    /// A path as SARIF and GitHub want it: relative to the base directory when it lies inside
    /// it, otherwise as given.
    func relativePath(_ file: String) -> String {
        guard file.hasPrefix("/") else {
            let normalized = FilePath.normalize(file)
            return normalized
        }
        return FilePath.relative(FilePath.normalize(file), to: baseDirectory) ?? file
    }
}

/// The `--reporter` choices.
public enum ReporterKind: String, Sendable, CaseIterable {
    case xcode, json, sarif, github

    public var reporter: any Reporter {
        switch self {
        case .xcode: return XcodeReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        }
    }
}

extension Diagnostic {
    /// Findings about a whole file (it cannot be read) carry line 0: there is no place in it to
    /// point at. Reporters then print the path alone.
    public var hasPosition: Bool { range.start.line > 0 }

    /// Whether the end is worth reporting: a real position not before the start.
    var hasEnd: Bool { range.end.line > 0 && range.end >= range.start }
}

/// Counts by severity, for summaries.
public struct DiagnosticSummary: Sendable, Equatable {
    public var errors = 0
    public var warnings = 0
    public var notes = 0

    public init(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
    }

    /// "Linted 9 files: 0 errors, 2 warnings." (notes only when there are some); `choreo audit`
    /// says "Audited".
    public func line(filesLinted: Int, verb: String = "Linted") -> String {
        var text = "\(verb) \(Self.count(filesLinted, "file")): \(Self.count(errors, "error")), \(Self.count(warnings, "warning"))"
        if notes > 0 { text += ", \(Self.count(notes, "note"))" }
        return text + "."
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
