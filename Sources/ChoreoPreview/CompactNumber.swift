import Foundation

/// Numbers for the page's data and the filmstrip's drawing: rounded to what a screen can show
/// (0.1 pt, 0.001 of a scale or an opacity) and written without trailing zeros, so that a second
/// of motion at 60 frames a second stays a few kilobytes and the same spec always gives the
/// same bytes.
enum CompactNumber {
    static func format(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "0" }
        let factor = pow(10, Double(places))
        var rounded = (value * factor).rounded() / factor
        if rounded == 0 { rounded = 0 }  // no "-0"
        var text = String(format: "%.\(places)f", rounded)
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
