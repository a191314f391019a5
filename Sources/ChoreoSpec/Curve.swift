/// A timing curve. Named curves keep their names so generated code can say `.easeOut`; every
/// curve also has the cubic-bezier control points Core Animation uses (Docs/UIKitFacts.md §20).
public enum Curve: Sendable, Equatable {
    case linear, easeIn, easeOut, easeInOut
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double)

    public static let named: [(name: String, curve: Curve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]

    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
        switch self {
        case .linear: return (0, 0, 1, 1)
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInOut: return (0.42, 0, 0.58, 1)
        case .bezier(let x1, let y1, let x2, let y2): return (x1, y1, x2, y2)
        }
    }

    /// The same motion played backwards in time: easeIn ↔ easeOut, and
    /// `[x1, y1, x2, y2]` → `[1−x2, 1−y2, 1−x1, 1−y1]`.
    public var timeReversed: Curve {
        switch self {
        case .linear: return .linear
        case .easeIn: return .easeOut
        case .easeOut: return .easeIn
        case .easeInOut: return .easeInOut
        case .bezier(let x1, let y1, let x2, let y2):
            return .bezier(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1)
        }
    }
}
