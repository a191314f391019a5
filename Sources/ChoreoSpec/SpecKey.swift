/// One key of one mapping of the spec language, with what an editor needs to explain it.
///
/// The decoder judges keys against these tables' names; the JSON Schema (`SpecSchema`) is built
/// from the whole entries. Keeping both in one table is what stops the schema drifting from the
/// decoder: a key added here is at once accepted by one and described by the other.
public struct SpecKey: Sendable {
    public var name: String
    var type: SpecValueType
    /// One or two sentences for hover text: what the key does, in the user's terms.
    public var summary: String
    /// What lowering uses when the key is left out; nil when there is no single value
    /// (required keys, or defaults that depend on other keys, which `summary` then explains).
    public var defaultValue: JSONValue?
    /// Values as a user would write them (in YAML they read the same as in JSON).
    public var examples: [JSONValue]

    init(_ name: String, _ type: SpecValueType, _ summary: String, default defaultValue: JSONValue? = nil,
         examples: [JSONValue]) {
        self.name = name
        self.type = type
        self.summary = summary
        self.defaultValue = defaultValue
        self.examples = examples
    }
}

extension Array where Element == SpecKey {
    /// The key names in table order, as the decoder checks them.
    public var names: [String] { map(\.name) }

    subscript(name: String) -> SpecKey? { first { $0.name == name } }
}
