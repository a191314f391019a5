/// A named preset that lowers to view states (Docs/SpecReference.md, effects).
public enum Effect: String, Sendable, CaseIterable {
    case slide, push, cover, uncover, fade, zoom, pop, rotate

    /// Effects that move along an edge and so take a `direction`.
    public var isDirectional: Bool {
        switch self {
        case .slide, .push, .cover, .uncover: return true
        case .fade, .zoom, .pop, .rotate: return false
        }
    }
}

/// The edge the incoming view comes from.
public enum Direction: String, Sendable, CaseIterable {
    case fromRight, fromLeft, fromTop, fromBottom, fromLeading, fromTrailing

    /// The unit offset (fractions of the container) where a view entering from this edge starts.
    /// For leading/trailing the x component is in layout terms (+1 = trailing) and flips under
    /// right-to-left layout at run time.
    public var unitOffset: Offset {
        switch self {
        case .fromRight: return Offset(x: 1, y: 0)
        case .fromLeft: return Offset(x: -1, y: 0)
        case .fromTop: return Offset(x: 0, y: -1)
        case .fromBottom: return Offset(x: 0, y: 1)
        case .fromLeading: return Offset(x: -1, y: 0, isLayoutRelative: true)
        case .fromTrailing: return Offset(x: 1, y: 0, isLayoutRelative: true)
        }
    }

    /// What a word for the way a view moves (`up`, `left`) means as the edge it comes from: a
    /// view that moves up comes in from the bottom. Left and right are also read as the edge
    /// itself (`left` for `fromLeft`), so both are offered.
    static func hint(forMovement word: String) -> String? {
        switch word.lowercased() {
        case "up", "upward", "upwards":
            return "did you mean 'fromBottom'? a direction is the edge the incoming view comes from: moving up, it comes from the bottom"
        case "down", "downward", "downwards":
            return "did you mean 'fromTop'? a direction is the edge the incoming view comes from: moving down, it comes from the top"
        case "left", "leftward", "leftwards":
            return "did you mean 'fromRight' (moving left, in from the right edge) or 'fromLeft' (in from the left edge)?"
        case "right", "rightward", "rightwards":
            return "did you mean 'fromLeft' (moving right, in from the left edge) or 'fromRight' (in from the right edge)?"
        default:
            return nil
        }
    }

    /// The direction that undoes this one (`fromRight` ↔ `fromLeft`, …).
    public var opposite: Direction {
        switch self {
        case .fromRight: return .fromLeft
        case .fromLeft: return .fromRight
        case .fromTop: return .fromBottom
        case .fromBottom: return .fromTop
        case .fromLeading: return .fromTrailing
        case .fromTrailing: return .fromLeading
        }
    }
}

/// An offset in fractions of the distance that takes the view just out of the container on that side
/// (the container's size for a view that fills it); +x right (or trailing), +y down.
public struct Offset: Sendable, Equatable {
    public var x: Double
    public var y: Double
    /// When true, `x` is measured toward the trailing edge, so it is negated under a
    /// right-to-left layout direction.
    public var isLayoutRelative: Bool

    public init(x: Double, y: Double, isLayoutRelative: Bool = false) {
        self.x = x
        self.y = y
        self.isLayoutRelative = isLayoutRelative
    }

    public static let zero = Offset(x: 0, y: 0)

    public static func * (offset: Offset, factor: Double) -> Offset {
        Offset(x: offset.x * factor, y: offset.y * factor, isLayoutRelative: offset.isLayoutRelative)
    }

    public static prefix func - (offset: Offset) -> Offset { offset * -1 }
}
