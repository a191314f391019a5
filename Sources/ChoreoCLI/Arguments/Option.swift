/// An option that takes a value, declared once as a typed constant: the parser's definition
/// (`definition`, in the command's `options`) and the command's reading (`arguments[option]`)
/// are the same constant, so a misspelled option name is a compile error, not an option that is
/// silently never set.
///
/// ```swift
/// static let reporter = Option<ReporterKind>.choice("--reporter", placeholder: "FORMAT", help: "…")
/// let kind = arguments[reporter] ?? .xcode
/// ```
public struct Option<Value: Sendable>: Sendable {
    public let definition: OptionDefinition
    /// Turns the text the parser accepted into the value; nil for text it cannot read (never for
    /// a `choice`, whose text the parser has already checked against the cases).
    let read: @Sendable (String) -> Value?

    init(names: [String], placeholder: String, allowedValues: [String] = [], help: String,
         read: @escaping @Sendable (String) -> Value?) {
        definition = OptionDefinition(names, kind: .value(placeholder: placeholder, allowedValues: allowedValues), help: help)
        self.read = read
    }

    public var name: String { definition.name }
}

extension Option where Value == String {
    /// `--output FILE`: the text as given.
    public static func text(_ names: String..., placeholder: String, help: String) -> Option<String> {
        Option(names: names, placeholder: placeholder, help: help) { $0 }
    }
}

extension Option where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// `--reporter FORMAT`: one of the cases of `Value`, by raw value. The parser lists the cases
    /// in usage errors and suggests the closest one for a typo.
    public static func choice(_ names: String..., placeholder: String, help: String) -> Option<Value> {
        Option(names: names, placeholder: placeholder, allowedValues: Value.allCases.map(\.rawValue), help: help) {
            Value(rawValue: $0)
        }
    }
}

/// An option without a value (`--strict`), read as a `Bool`; see `Option`.
public struct Flag: Sendable {
    public let definition: OptionDefinition

    public init(_ names: String..., help: String) {
        definition = OptionDefinition(names, kind: .flag, help: help)
    }

    public var name: String { definition.name }
}
