/// Number formatting for messages: short, without Foundation, the same on every platform.
enum Format {
    /// `0.35` → "0.35", `0.4` → "0.4", `1` → "1"; at most two decimals.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return value > 0 ? "∞" : "-∞" }
        // Beyond 1e15 a double has no decimals to round (and `value * 100` may overflow), and
        // `Int(_:)` would trap from 2^63 on: such a number prints as Swift spells it.
        guard abs(value) < 1e15 else { return String(value) }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    static func seconds(_ value: Double) -> String { number(value) + " s" }

    static func range(_ range: ClosedRange<Double>) -> String {
        "\(number(range.lowerBound))–\(number(range.upperBound)) s"
    }
}
