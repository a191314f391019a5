/// The exact value of a short decimal literal, computed from its bytes without a `String`.
///
/// Specs write numbers such as `0.35`, `-12` or `1e-3`. When the digits, read as one integer,
/// fit in 53 bits and the power of ten is at most 22, both are exact `Double`s, so one
/// multiplication or division gives the correctly rounded value (Clinger's fast path), which is
/// what `Double(_:)` returns for the same text. Anything longer returns nil and the caller takes
/// the `String` path, so no literal is ever read differently.
enum DecimalLiteral {
    /// 10⁰ … 10²², every one exact in a `Double`.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    private static let exactMantissaLimit: UInt64 = 1 << 53

    /// The value `ResolvedScalar.classify` gives a core-schema decimal number (`b` must match
    /// `[-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`), or nil when the
    /// fast path cannot prove it exact.
    ///
    /// Integers (no `.`, `e` or `E`) are read as `Int` and converted, as `classify` does, so `-0`
    /// is +0.0 while `-0.0` is −0.0.
    static func value(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        let n = b.count
        guard n > 0 else { return nil }
        var i = 0
        var negative = false
        if b[0] == UInt8(ascii: "-") {
            negative = true
            i = 1
        } else if b[0] == UInt8(ascii: "+") {
            i = 1
        }
        var mantissa: UInt64 = 0
        var fractionDigits = 0
        var isInteger = true
        var seenPoint = false
        while i < n {
            let c = b[i]
            if c >= 48 && c <= 57 {
                mantissa = mantissa * 10 + UInt64(c - 48)
                if mantissa > exactMantissaLimit { return nil }
                if seenPoint { fractionDigits += 1 }
            } else if c == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
                isInteger = false
            } else {
                break
            }
            i += 1
        }
        var exponent = 0
        if i < n {
            guard b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") else { return nil }
            isInteger = false
            i += 1
            var exponentNegative = false
            if i < n, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") {
                exponentNegative = b[i] == UInt8(ascii: "-")
                i += 1
            }
            var digits = 0
            while i < n {
                let c = b[i]
                guard c >= 48 && c <= 57 else { return nil }
                // Past four digits the power is far outside the fast path anyway.
                if exponent < 10_000 { exponent = exponent * 10 + Int(c - 48) }
                digits += 1
                i += 1
            }
            guard digits > 0 else { return nil }
            if exponentNegative { exponent = -exponent }
        }
        if isInteger {
            // `Int(text)` then `Double(_:)`: an integer has no negative zero.
            return negative ? (mantissa == 0 ? 0 : -Double(mantissa)) : Double(mantissa)
        }
        let magnitude: Double
        if mantissa == 0 {
            magnitude = 0
        } else {
            let power = exponent - fractionDigits
            guard power >= -22, power <= 22 else { return nil }
            magnitude = power >= 0 ? Double(mantissa) * powersOfTen[power] : Double(mantissa) / powersOfTen[-power]
        }
        return negative ? -magnitude : magnitude
    }
}
