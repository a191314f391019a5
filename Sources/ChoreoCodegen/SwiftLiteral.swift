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
        return "\(rounded)"
    }

    /// A number for prose (comments): three decimals are plenty for a reader.
    static func approximate(_ value: Double) -> String {
        value.isFinite ? number((value * 1000).rounded() / 1000) : "∞"
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
