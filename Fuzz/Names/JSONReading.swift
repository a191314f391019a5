/// A strict JSON reader (RFC 8259) for the names fuzz target, which holds the `json` and `sarif`
/// reporters to output that parses. No Foundation in Choreo, so it is its own.
enum JSONReading {
    indirect enum Value {
        case null, bool(Bool), number, string(String), array([Value]), object([(String, Value)])
    }

    /// The value `text` holds, nil unless all of it is one JSON value.
    static func parse(_ bytes: [UInt8]) -> Value? {
        var reader = Reader(bytes: bytes)
        guard let value = reader.value() else { return nil }
        reader.skipSpace()
        return reader.index == reader.bytes.count ? value : nil
    }

    /// Every string member called `name`, at any depth.
    static func strings(named name: String, in value: Value) -> [String] {
        switch value {
        case .array(let items): return items.flatMap { strings(named: name, in: $0) }
        case .object(let members):
            return members.flatMap { key, member -> [String] in
                if key == name, case .string(let text) = member { return [text] }
                return strings(named: name, in: member)
            }
        default: return []
        }
    }

    struct Reader {
        var bytes: [UInt8]
        var index = 0
        var depth = 0

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func literal(_ word: String) -> Bool {
            let utf8 = Array(word.utf8)
            guard bytes.count - index >= utf8.count, bytes[index..<index + utf8.count].elementsEqual(utf8) else { return false }
            index += utf8.count
            return true
        }

        mutating func value() -> Value? {
            skipSpace()
            guard index < bytes.count, depth < 200 else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "n"): return literal("null") ? .null : nil
            case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
            case UInt8(ascii: "\""): return string().map(Value.string)
            case UInt8(ascii: "["):
                index += 1
                depth += 1
                defer { depth -= 1 }
                var items: [Value] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
                while true {
                    guard let item = value() else { return nil }
                    items.append(item)
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    index += 1
                    if bytes[index - 1] == UInt8(ascii: "]") { return .array(items) }
                    guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
                }
            case UInt8(ascii: "{"):
                index += 1
                depth += 1
                defer { depth -= 1 }
                var members: [(String, Value)] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                while true {
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                    index += 1
                    guard let member = value() else { return nil }
                    members.append((key, member))
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    index += 1
                    if bytes[index - 1] == UInt8(ascii: "}") { return .object(members) }
                    guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
                }
            default: return number()
            }
        }

        /// `-? int frac? exp?` as RFC 8259 §6 has it.
        mutating func number() -> Value? {
            func digits() -> Int {
                let start = index
                while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
                return index - start
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "0") { index += 1 } else if digits() == 0 { return nil }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { return nil }
            }
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { return nil }
            }
            return .number
        }

        /// A string's text; a lone surrogate escape or a raw control character is an error.
        mutating func string() -> String? {
            index += 1
            // Without escapes, the bytes up to the closing quote are the string.
            if let close = bytes[index...].firstIndex(where: { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }), bytes[close] == 0x22 {
                defer { index = close + 1 }
                return String(validating: bytes[index..<close], as: UTF8.self)
            }
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() -> Bool {
                guard let text = String(validating: raw, as: UTF8.self) else { return false }
                scalars.append(contentsOf: text.unicodeScalars)
                raw = []
                return true
            }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return flush() ? String(scalars) : nil
                case 0x00..<0x20:
                    return nil
                case UInt8(ascii: "\\"):
                    guard flush(), index < bytes.count else { return nil }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""): scalars.append("\"")
                    case UInt8(ascii: "\\"): scalars.append("\\")
                    case UInt8(ascii: "/"): scalars.append("/")
                    case UInt8(ascii: "b"): scalars.append("\u{08}")
                    case UInt8(ascii: "f"): scalars.append("\u{0C}")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "u"):
                        guard let unit = hex4() else { return nil }
                        if (0xD800..<0xDC00).contains(unit) {
                            guard literal("\\u"), let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                            scalars.append(Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!)
                        } else {
                            guard let scalar = Unicode.Scalar(unit) else { return nil }
                            scalars.append(scalar)
                        }
                    default: return nil
                    }
                default:
                    raw.append(byte)
                }
            }
            return nil
        }

        mutating func hex4() -> UInt32? {
            guard bytes.count - index >= 4 else { return nil }
            var value: UInt32 = 0
            for byte in bytes[index..<index + 4] {
                guard let digit = NamesScenario.hexValue(byte) else { return nil }
                value = value << 4 | UInt32(digit)
            }
            index += 4
            return value
        }
    }
}
