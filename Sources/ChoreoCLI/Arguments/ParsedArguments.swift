/// A command line that matched a subcommand's options. Commands read it through their typed
/// option constants (`arguments[Options.strict]`, `arguments[StandardOptions.config]`); the raw
/// tables are keyed by canonical name (the first of `OptionDefinition.names`).
public struct ParsedArguments: Sendable, Equatable {
    public var flags: Set<String> = []
    /// Every value given, in order; an option given twice keeps both (the last one wins when read).
    public var values: [String: [String]] = [:]
    public var positionals: [String] = []
    /// The canonical names the command declared, when the parser made these arguments: reading
    /// an option the command does not declare is a programming error (it could never be set).
    var declared: Set<String>?

    public init(flags: Set<String> = [], values: [String: [String]] = [:], positionals: [String] = []) {
        self.flags = flags
        self.values = values
        self.positionals = positionals
    }

    public subscript(flag: Flag) -> Bool {
        checkDeclared(flag.name)
        return flags.contains(flag.name)
    }

    /// The last value given, read as the option's type; nil when the option was not given.
    public subscript<Value>(option: Option<Value>) -> Value? {
        checkDeclared(option.name)
        return values[option.name]?.last.flatMap(option.read)
    }

    private func checkDeclared(_ name: String) {
        assert(declared?.contains(name) ?? true, "option '\(name)' is read but not in the command's options")
    }
}
