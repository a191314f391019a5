/// A JSON value as the schema generator builds it: object members keep the order they were
/// added in, so the schema's bytes depend only on the tables, never on hashing.
///
/// ChoreoSpec cannot see the CLI's JSON writer (data flows left to right), so the schema is built
/// as this plain tree and the `schema` command renders it.
public indirect enum SpecSchemaValue: Sendable, Equatable {
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([SpecSchemaValue])
    case object([(String, SpecSchemaValue)])

    public static func == (lhs: SpecSchemaValue, rhs: SpecSchemaValue) -> Bool {
        switch (lhs, rhs) {
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// A member of an object, or nil when this is not an object or has no such member.
    public subscript(key: String) -> SpecSchemaValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    static func strings(_ values: [String]) -> SpecSchemaValue { .array(values.map(SpecSchemaValue.string)) }
}

extension SpecSchemaValue: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: SpecSchemaValue...) { self = .array(elements) }
}
