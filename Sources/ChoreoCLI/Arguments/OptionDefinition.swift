/// One `--option` a subcommand accepts, as the parser and `--help` see it. Commands declare their
/// options as typed constants (`Option`, `Flag`) that carry one of these, so that parsing, usage
/// errors with did-you-mean, `--help` and the command's reading all come from one declaration.
public struct OptionDefinition: Sendable {
    public enum Kind: Sendable {
        /// `--strict`: present or not.
        case flag
        /// `--reporter json` or `--reporter=json`. `allowedValues` (when not empty) is checked
        /// by the parser, which suggests the closest one for a typo.
        case value(placeholder: String, allowedValues: [String])
    }

    /// The canonical spelling first (`--quiet`), then aliases (`-q`).
    public var names: [String]
    public var kind: Kind
    public var help: String

    public init(_ names: [String], kind: Kind = .flag, help: String) {
        self.names = names
        self.kind = kind
        self.help = help
    }

    public var name: String { names.first ?? "" }

    /// `--reporter FORMAT`, for help text.
    var synopsis: String {
        let spelled = names.joined(separator: ", ")
        if case .value(let placeholder, _) = kind { return "\(spelled) \(placeholder)" }
        return spelled
    }
}

/// What a subcommand takes besides options.
public struct PositionalDefinition: Sendable {
    /// `PATH`, `RULE_ID`: shown in usage.
    public var placeholder: String
    public var minimum: Int
    /// nil: unbounded.
    public var maximum: Int?
    public var help: String

    public init(placeholder: String, minimum: Int = 0, maximum: Int? = nil, help: String) {
        self.placeholder = placeholder
        self.minimum = minimum
        self.maximum = maximum
        self.help = help
    }

    public static let none = PositionalDefinition(placeholder: "", minimum: 0, maximum: 0, help: "")
}
