import ChoreoYAML

/// One finding about one place in one file. Every stage reports problems as these values and
/// keeps going, so the user sees everything wrong with a file at once; only reporters turn them
/// into text.
public struct Diagnostic: Sendable, Equatable {
    public var severity: Severity
    /// The snake_case id users suppress and configure it by (`unknown_key`, `yaml_syntax`, …).
    public var ruleID: String
    public var message: String
    /// The file as the user named it (relative paths stay relative), or `<stdin>`.
    public var file: String
    public var range: SourceRange
    /// A short fix, phrased as advice: "did you mean 'damping'?".
    public var hint: String?
    /// Other places that explain this one (the first definition of a duplicate key).
    public var related: [RelatedLocation]

    public init(
        severity: Severity, ruleID: String, message: String, file: String, range: SourceRange,
        hint: String? = nil, related: [RelatedLocation] = []
    ) {
        self.severity = severity
        self.ruleID = ruleID
        // Bounded whatever a stage put into them (Docs/Security.md).
        self.message = Excerpt.of(message, limit: Excerpt.messageLimit)
        self.file = file
        self.range = range
        self.hint = hint.map { Excerpt.of($0, limit: Excerpt.messageLimit) }
        self.related = related
    }

    public var location: SourceLocation { range.start }
}

public struct RelatedLocation: Sendable, Equatable {
    public var file: String
    public var location: SourceLocation
    public var message: String

    public init(file: String, location: SourceLocation, message: String) {
        self.file = file
        self.location = location
        self.message = Excerpt.of(message, limit: Excerpt.messageLimit)
    }
}
