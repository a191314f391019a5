/// Swift spellings of the values a spec carries.
enum SwiftLiteral {
    /// A number as a Swift literal: integral values without `.0`, others rounded to a millionth
    /// (beyond what any animation can show) so that derived values like a spring's stiffness
    /// read `157.91367` rather than seventeen digits. Always deterministic.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int(rounded))
        }
        return decimal(millionths: (value * 1_000_000).rounded(), rounded: rounded)
    }

    /// `"\(rounded)"` for a number of millionths, written out directly where that is provably the
    /// same text: between 0.001 and a billion, the shortest decimal that reads back as `rounded`
    /// is its six-decimal form without trailing zeros (another decimal of at most that many
    /// digits is at least a millionth away, far more than half the spacing of doubles there).
    /// Swift's `description` is the fallback elsewhere; `SwiftLiteralTests` holds the two equal.
    static func decimal(millionths: Double, rounded: Double) -> String {
        let magnitude = abs(rounded)
        guard magnitude >= 0.001, magnitude < 1e9 else { return "\(rounded)" }
        let units = Int(abs(millionths))
        let whole = units / 1_000_000
        var fraction = units % 1_000_000
        var digits = 6
        while fraction % 10 == 0, digits > 0 {
            fraction /= 10
            digits -= 1
        }
        var text = rounded < 0 ? "-" : ""
        text += String(whole)
        text += "."
        let fractionText = String(fraction)
        if fractionText.utf8.count < digits {
            text += String(repeating: "0", count: digits - fractionText.utf8.count)
        }
        text += fractionText
        return text
    }

    /// A number for prose (comments): three decimals are plenty for a reader.
    static func approximate(_ value: Double) -> String {
        guard value.isFinite else { return "∞" }
        return number((value * 1000).rounded() / 1000)
    }

    /// `CGPoint(x: …, y: …)`.
    static func point(x: Double, y: Double) -> String {
        "CGPoint(x: \(number(x)), y: \(number(y)))"
    }

    /// `CGVector(dx: v, dy: v)`: UIKit reads the x component for one-dimensional properties and
    /// both for two-dimensional ones, so the same unit velocity goes in both.
    static func vector(_ value: Double) -> String {
        "CGVector(dx: \(number(value)), dy: \(number(value)))"
    }
}
