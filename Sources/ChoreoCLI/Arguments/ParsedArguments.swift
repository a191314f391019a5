/// A command line that matched a subcommand's options. Options are looked up by their canonical
/// name (the first of `OptionDefinition.names`).
public struct ParsedArguments: Sendable, Equatable {
    public var flags: Set<String> = []
    /// Every value given, in order; an option given twice keeps both (the last one wins for
    /// `value(_:)`).
    public var values: [String: [String]] = [:]
    public var positionals: [String] = []

    public init(flags: Set<String> = [], values: [String: [String]] = [:], positionals: [String] = []) {
        self.flags = flags
        self.values = values
        self.positionals = positionals
    }

    public func flag(_ name: String) -> Bool { flags.contains(name) }

    public func value(_ name: String) -> String? { values[name]?.last }
}
