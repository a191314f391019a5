#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Numbers for the page's data and the filmstrip's drawing: rounded to what a screen can show
/// (0.1 pt, 0.001 of a scale or an opacity) and written without trailing zeros, so that a second
/// of motion at 60 frames a second stays a few kilobytes and the same spec always gives the
/// same bytes.
enum CompactNumber {
    static func format(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "0" }
        let factor = pow(10, Double(places))
        let scaled = (value * factor).rounded()
        // A page holds tens of thousands of these: integer digits instead of printf, which costs
        // microseconds a number; it is left for what does not fit them.
        guard abs(scaled) < 9e15 else { return trimmed(printed(scaled / factor, places: places)) }
        let units = Int64(scaled)
        if units == 0 { return "0" }  // no "-0"
        let magnitude = units.magnitude
        let divisor = UInt64(factor)
        var text = (units < 0 ? "-" : "") + String(magnitude / divisor)
        var fraction = magnitude % divisor
        if fraction != 0 {
            var digits = places
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let written = String(fraction)
            text += "." + String(repeating: "0", count: digits - written.count) + written
        }
        return text
    }

    /// `value` with `places` decimals, as C's printf writes it (`%.*f`).
    static func printed(_ value: Double, places: Int) -> String {
        var buffer = [CChar](repeating: 0, count: 400)  // the longest Double (1.8e308) and its decimals
        _ = withVaList([Int32(places), value]) { vsnprintf(&buffer, buffer.count, "%.*f", $0) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func trimmed(_ decimal: String) -> String {
        var text = decimal
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// Points: a tenth of a point.
    static func points(_ value: Double) -> String { format(value, places: 1) }

    /// Scales, opacities, degrees and seconds: a thousandth.
    static func fine(_ value: Double) -> String { format(value, places: 3) }
}
