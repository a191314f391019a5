/// What a plain scalar means under the YAML 1.2 core schema.
///
/// Classified by hand over UTF-8 bytes rather than with regular expressions: this runs on every
/// scalar of every spec, and the core schema's grammar is small enough to read as code.
public enum ResolvedScalar: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case float(Double)
    case string(String)

    public static func classify(_ text: String) -> ResolvedScalar {
        var copy = text
        return copy.withUTF8 { bytes in classify(bytes, text: text) }
    }

    private static func classify(_ b: UnsafeBufferPointer<UInt8>, text: String) -> ResolvedScalar {
        switch b.count {
        case 0: return .null
        case 1 where b[0] == UInt8(ascii: "~"): return .null
        default: break
        }
        // The core schema's words all start with one of these bytes; most scalars skip the
        // comparisons.
        switch b[0] {
        case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"),
             UInt8(ascii: "F"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"):
            if let word = word(text) { return word }
        default:
            break
        }
        if b.count > 2, b[0] == UInt8(ascii: "0") {
            // Digits only: `Int(_:radix:)` would also take a sign, and `0x-1` is a string.
            if b[1] == UInt8(ascii: "x"), let value = unsignedInteger(b, from: 2, radix: 16) { return .int(value) }
            if b[1] == UInt8(ascii: "o"), let value = unsignedInteger(b, from: 2, radix: 8) { return .int(value) }
        }
        return isCoreNumber(b) ? number(text, b) : .string(text)
    }

    /// The null, boolean and special float words of the core schema.
    private static func word(_ text: String) -> ResolvedScalar? {
        switch text {
        case "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .float(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .float(-.infinity)
        case ".nan", ".NaN", ".NAN": return .float(.nan)
        default: return nil
        }
    }

    /// The value of `b[start...]` as digits of `radix` (8 or 16), nil on any other byte or overflow.
    private static func unsignedInteger(_ b: UnsafeBufferPointer<UInt8>, from start: Int, radix: Int) -> Int? {
        var value = 0
        var index = start
        while index < b.count {
            let c = b[index]
            let digit: Int
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(c) - 48
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Int(c) - 87
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = Int(c) - 55
            default: return nil
            }
            guard digit < radix else { return nil }
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: radix)
            let (sum, overflow2) = shifted.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            value = sum
            index += 1
        }
        return index > start ? value : nil
    }

    /// `[-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`
    private static func isCoreNumber(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        let n = b.count
        func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
        if b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") { i += 1 }
        var intDigits = 0
        while i < n, isDigit(b[i]) { i += 1; intDigits += 1 }
        var fracDigits = 0
        if i < n, b[i] == UInt8(ascii: ".") {
            i += 1
            while i < n, isDigit(b[i]) { i += 1; fracDigits += 1 }
        }
        if intDigits == 0 && fracDigits == 0 { return false }
        if i < n, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            i += 1
            if i < n, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") { i += 1 }
            var expDigits = 0
            while i < n, isDigit(b[i]) { i += 1; expDigits += 1 }
            if expDigits == 0 { return false }
        }
        return i == n
    }

    private static func number(_ text: String, _ b: UnsafeBufferPointer<UInt8>) -> ResolvedScalar {
        let isInteger = !b.contains(UInt8(ascii: ".")) && !b.contains(UInt8(ascii: "e"))
            && !b.contains(UInt8(ascii: "E"))
        if isInteger, let value = Int(text) { return .int(value) }
        if let value = Double(text) { return .float(value) }
        return .string(text)
    }

    /// `classify(text).number`, read from the UTF-8 bytes of a plain scalar: the decimal forms
    /// specs write need no `String`; hexadecimal, octal, the `.inf`/`.nan` words and long
    /// decimals take the `String` path, so the value is always the one `classify` gives.
    public static func number(of b: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let first = b.first else { return nil }
        if isCoreNumber(b) {
            if let value = DecimalLiteral.value(b) { return value }
            return classify(String(decoding: b, as: UTF8.self)).number
        }
        // Only `0x…`, `0o…` and the special float words can still be numbers.
        switch first {
        case UInt8(ascii: "0"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"):
            return classify(String(decoding: b, as: UTF8.self)).number
        default:
            return nil
        }
    }

    /// The numeric value of an int or float, for keys that take either.
    public var number: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .float(let value): return value
        default: return nil
        }
    }
}
