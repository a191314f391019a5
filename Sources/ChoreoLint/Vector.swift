/// A direction of motion on screen, in offset fractions (of the container's size for a view that fills
/// it, of the way just out of the container for a presented view in one); +x right, +y down. Rules
/// compare motions by angle, so that "in from the right" and "out to the bottom" disagree but
/// a slightly diagonal exit still counts as retracing a horizontal entrance.
struct Vector: Equatable {
    var x: Double
    var y: Double

    var length: Double { (x * x + y * y).squareRoot() }

    static prefix func - (vector: Vector) -> Vector { Vector(x: -vector.x, y: -vector.y) }

    /// Shorter motions than this (2% of the container) are treated as no motion at all.
    static let negligible = 0.02

    var isNegligible: Bool { length < Vector.negligible }

    /// Cosine of the angle between two motions; nil when either is negligible.
    func cosine(to other: Vector) -> Double? {
        guard !isNegligible, !other.isNegligible else { return nil }
        return (x * other.x + y * other.y) / (length * other.length)
    }

    /// "left", "down", "down and to the right": the way a user would say it.
    var words: String {
        let horizontal = abs(x) < Vector.negligible ? nil : (x > 0 ? "right" : "left")
        let vertical = abs(y) < Vector.negligible ? nil : (y > 0 ? "down" : "up")
        switch (horizontal, vertical) {
        case (let h?, let v?):
            // A dominant axis reads better than an exact diagonal.
            if abs(x) > 2 * abs(y) { return h }
            if abs(y) > 2 * abs(x) { return v }
            return "\(v) and to the \(h)"
        case (let h?, nil): return h
        case (nil, let v?): return v
        case (nil, nil): return "nowhere"
        }
    }
}
