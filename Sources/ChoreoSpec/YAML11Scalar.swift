/// Plain scalars that YAML 1.1 tools read differently from YAML 1.2 (which Choreo follows).
///
/// Specs travel through other tools (PyYAML, Ruby's Psych, older editors, CI templating) that
/// still speak YAML 1.1, where `no` is false, `on` is true, `0777` is octal 511 and `1:30` is 90.
/// A spec that only means the same in both is safe to round-trip, so these get a warning.
public enum YAML11Scalar {
    /// How YAML 1.1 reads `text`, when that differs from YAML 1.2; nil when both agree.
    public static func reading(of text: String) -> String? {
        // Nearly every scalar of a spec is a word or a plain decimal: judge those by their bytes
        // before any `String` comparison.
        guard mightBeAmbiguous(text.utf8) else { return nil }
        switch text {
        case "y", "Y", "yes", "Yes", "YES", "on", "On", "ON":
            return "the boolean true"
        case "n", "N", "no", "No", "NO", "off", "Off", "OFF":
            return "the boolean false"
        default:
            break
        }
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first else { return nil }
        var body = scalars[...]
        if first == "-" || first == "+" { body = scalars.dropFirst() }
        guard let lead = body.first else { return nil }
        func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }

        // 0777: octal 511 in YAML 1.1, the integer 777 in YAML 1.2.
        if lead == "0", body.count > 1, body.allSatisfy({ ("0"..."7").contains($0) }) {
            if let value = Int(String(String.UnicodeScalarView(body.dropFirst())), radix: 8) {
                return "the octal number \(first == "-" ? -value : value)"
            }
        }
        // 0b1010: binary in YAML 1.1, a string in YAML 1.2.
        if lead == "0", body.count > 2, body.dropFirst().first == "b",
            body.dropFirst(2).allSatisfy({ $0 == "0" || $0 == "1" || $0 == "_" })
        {
            return "a binary number"
        }
        // 1_000: digit separators are YAML 1.1 only.
        if isDigit(lead), body.contains("_"), body.allSatisfy({ isDigit($0) || $0 == "_" || $0 == "." }) {
            let digits = String(String.UnicodeScalarView(body.filter { $0 != "_" }))
            return "the number \(first == "-" ? "-" : "")\(digits)"
        }
        // 1:30: base-60 in YAML 1.1 (90), a string in YAML 1.2.
        if isDigit(lead), lead != "0", let value = sexagesimal(String(String.UnicodeScalarView(body))) {
            let shown = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
            return "the base-60 number \(first == "-" ? "-" : "")\(shown)"
        }
        return nil
    }

    /// False when `mightBeAmbiguous` is false for every text starting with `byte` (it needs a y,
    /// n or o, a sign or a digit first): a check without a call, for a pass over every scalar.
    @inline(__always)
    static func mayStartAmbiguous(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "o"), UInt8(ascii: "O"),
             UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return false
        }
    }

    /// False when no rule below can apply: a word that is not one of YAML 1.1's boolean words (they
    /// start with y, n or o), or a number with no `_`, no `:` and no octal or binary prefix.
    static func mightBeAmbiguous<Bytes: Collection<UInt8>>(_ utf8: Bytes) -> Bool {
        var iterator = utf8.makeIterator()
        guard var byte = iterator.next() else { return false }
        switch byte {
        case UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "o"), UInt8(ascii: "O"):
            return utf8.count <= 5
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            guard let next = iterator.next() else { return false }
            byte = next
        default:
            break
        }
        // The rules below all need a digit first.
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return false }
        let lead = byte
        var count = 1
        var allOctal = lead <= UInt8(ascii: "7")
        var secondIsB = false
        while let next = iterator.next() {
            if next == UInt8(ascii: "_") || next == UInt8(ascii: ":") { return true }
            if count == 1, next == UInt8(ascii: "b") { secondIsB = true }
            if next < UInt8(ascii: "0") || next > UInt8(ascii: "7") { allOctal = false }
            count += 1
        }
        return lead == UInt8(ascii: "0") && count > 1 && (allOctal || secondIsB)
    }

    /// `[1-9][0-9_]*(:[0-5]?[0-9])+(\.[0-9_]*)?`, YAML 1.1's sexagesimal integer or float.
    private static func sexagesimal(_ text: String) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2, let head = parts.first, !head.isEmpty,
            head.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "_") })
        else { return nil }
        var total = Double(head.filter { $0 != "_" }) ?? 0
        for (index, part) in parts.dropFirst().enumerated() {
            let isLast = index == parts.count - 2
            let pieces = part.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard let whole = pieces.first, (1...2).contains(whole.count),
                whole.allSatisfy({ $0.isASCII && $0.isNumber }), let sixty = Double(whole), sixty < 60
            else { return nil }
            var value = sixty
            if pieces.count == 2 {
                guard isLast, pieces[1].allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "_") }) else { return nil }
                value += Double("0." + pieces[1].filter { $0 != "_" }) ?? 0
            }
            total = total * 60 + value
        }
        return total
    }

    /// The advice for an ambiguous scalar: quote it, or write the YAML 1.2 spelling.
    static func hint(for text: String, reading: String) -> String {
        if reading.hasPrefix("the boolean") {
            let value = reading.hasSuffix("true") ? "true" : "false"
            return "quote it (\"\(text)\") if you mean the word, or write \(value) for a boolean"
        }
        return "quote it (\"\(text)\") if you mean text, or write the number without YAML 1.1 notation"
    }
}
