/// A JSON document with object keys in the order they were built, so that the schema
/// (`SpecSchema`) and the reporters produce byte-for-byte the same output every run (Foundation's
/// serializer reorders keys between platforms). It lives here, the lowest module that writes
/// JSON, so the CLI's reporters and the spec schema share it.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    /// A finite number; whole numbers are written without a fraction (`1`, not `1.0`).
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// A member of an object, or nil when this is not an object or has no such member.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

    /// `.string` or `.null`, for optional fields that a schema wants present either way.
    public static func optional(_ text: String?) -> JSONValue {
        text.map { .string($0) } ?? .null
    }

    /// Two-space indented, one member per line, a final newline: readable in a CI log and
    /// diff-friendly in golden files.
    public func rendered() -> String {
        var output = ""
        JSONValue.write(self, indent: 0, into: &output)
        output += "\n"
        return output
    }

    private static func write(_ value: JSONValue, indent: Int, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let number): output += String(number)
        case .number(let number): output += format(number)
        case .string(let text): writeString(text, into: &output)
        case .array(let items):
            if items.isEmpty { output += "[]"; return }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                write(item, indent: indent + 1, into: &output)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            if members.isEmpty { output += "{}"; return }
            output += "{\n"
            for (index, (key, member)) in members.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                writeString(key, into: &output)
                output += ": "
                write(member, indent: indent + 1, into: &output)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
    }

    /// The shortest text that reads back as the same double (Swift's own rendering), which JSON
    /// accepts as is; JSON has no infinity or NaN, so those become null.
    private static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 { return String(Int(number)) }
        return "\(number)"
    }

    /// RFC 8259 §7: the quote, the backslash and the C0 controls must be escaped; everything
    /// else (non-ASCII included) is written as UTF-8. DEL, the line/paragraph separators and the
    /// other hidden characters are escaped too, so the output is also safe to paste into
    /// JavaScript and shows no Trojan Source text in a log. So is the `[` of `##[`, which the
    /// GitHub Actions runner reads as a workflow command anywhere in a log line (`VisibleText`).
    private static func writeString(_ text: String, into output: inout String) {
        output += "\""
        // Most strings (keys, rule text, paths) are printable ASCII with nothing to escape: one
        // append instead of one per scalar (a SARIF log carries every rule's whole page).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "[") }) {
            output += text
            output += "\""
            return
        }
        var hashes = 0
        for scalar in text.unicodeScalars {
            defer { hashes = scalar == "#" ? hashes + 1 : 0 }
            switch scalar {
            case "[" where hashes >= 2: output += "\\u005b"
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                // Controls, bidi and invisible characters too (`VisibleText`): read back unchanged, shown visibly.
                if VisibleText.isHidden(scalar) {
                    output += scalar.utf16.map { "\\u" + hex4(UInt32($0)) }.joined()
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// Literals for the schema's tables. An integer literal is a `.number`, as JSON Schema's numbers
/// are; `.int` is for counts the reporters write.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}
