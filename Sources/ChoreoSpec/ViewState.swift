/// Where a view is at one end of a phase, relative to its resting state (its final frame,
/// identity transform, alpha 1).
public struct ViewState: Sendable, Equatable {
    public var offset: Offset
    public var scale: Scale
    /// Degrees, clockwise.
    public var rotation: Double
    public var alpha: Double
    /// Points; nil leaves the view's corner radius as it is.
    public var cornerRadius: Double?
    /// Opacity of a black overlay over the view, as UIKit's own push dims the outgoing view.
    public var dim: Double

    public init(
        offset: Offset = .zero, scale: Scale = .identity, rotation: Double = 0, alpha: Double = 1,
        cornerRadius: Double? = nil, dim: Double = 0
    ) {
        self.offset = offset
        self.scale = scale
        self.rotation = rotation
        self.alpha = alpha
        self.cornerRadius = cornerRadius
        self.dim = dim
    }

    public static let resting = ViewState()

    public var isResting: Bool { self == .resting }
}

public struct Scale: Sendable, Equatable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(uniform value: Double) { self.init(x: value, y: value) }

    public static let identity = Scale(x: 1, y: 1)
}

/// A point in the view's unit square, as `CALayer.anchorPoint` measures it (0,0 top-left).
public struct UnitPoint: Sendable, Equatable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let center = UnitPoint(x: 0.5, y: 0.5)

    /// The names a spec may use for an anchor.
    public static let named: [(name: String, point: UnitPoint)] = [
        ("center", UnitPoint(x: 0.5, y: 0.5)),
        ("topLeft", UnitPoint(x: 0, y: 0)), ("top", UnitPoint(x: 0.5, y: 0)), ("topRight", UnitPoint(x: 1, y: 0)),
        ("left", UnitPoint(x: 0, y: 0.5)), ("right", UnitPoint(x: 1, y: 0.5)),
        ("bottomLeft", UnitPoint(x: 0, y: 1)), ("bottom", UnitPoint(x: 0.5, y: 1)), ("bottomRight", UnitPoint(x: 1, y: 1)),
    ]
}

/// One view's motion through a phase.
public struct ViewMotion: Sendable, Equatable {
    public var start: ViewState
    public var end: ViewState
    /// The point that scale and rotation happen about. Generated code compensates `position`
    /// so that changing it does not move the view.
    public var anchor: UnitPoint
    /// Seconds after the phase's own delay before this view starts moving.
    public var delay: Double

    public init(start: ViewState = .resting, end: ViewState = .resting, anchor: UnitPoint = .center, delay: Double = 0) {
        self.start = start
        self.end = end
        self.anchor = anchor
        self.delay = delay
    }

    public static let still = ViewMotion()

    public var isStill: Bool { start.isResting && end.isResting }
}

/// Which view is on top in the container during the phase.
public enum ViewOrder: String, Sendable, CaseIterable {
    case toAbove, fromAbove

    public var flipped: ViewOrder { self == .toAbove ? .fromAbove : .toAbove }
}
