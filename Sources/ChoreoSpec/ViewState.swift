/// Where a view is at one end of a phase, relative to its resting state (its final frame,
/// identity transform, alpha 1).
///
/// It holds a number for each number of each catalogue property (`ViewProperty.catalogue`), nil
/// where the state leaves it at rest, so that a property added to the catalogue needs nothing here;
/// the named accessors (`offset`, `alpha`, …) are for the stages that have rules about those.
public struct ViewState: Sendable, Equatable {
    /// `ViewProperty.componentCount` numbers, each property's at its `firstComponent`. A number
    /// equal to its rest is stored as nil, so that two states that look the same are equal.
    private var components: [Double?]
    /// True when the x offset counts toward the trailing edge (the direction presets' fromLeading
    /// and fromTrailing), so that it changes sign under a right-to-left layout.
    public var followsLayoutDirection = false

    public init() {
        components = Array(repeating: nil, count: ViewProperty.componentCount)
    }

    public init(
        offset: Offset = .zero, scale: Scale = .identity, rotation: Double = 0, alpha: Double = 1,
        cornerRadius: Double? = nil, dim: Double = 0
    ) {
        self.init()
        self.offset = offset
        self.scale = scale
        self.rotation = rotation
        self.alpha = alpha
        self.cornerRadius = cornerRadius
        self.dim = dim
    }

    public static let resting = ViewState()

    public var isResting: Bool { self == .resting }

    /// The property's numbers in this state: the ones written, the rest where it is left alone;
    /// nil when it is left alone and has no rest of its own (the view's own corner radius).
    /// Setting nil puts the property back at rest.
    public subscript(property: ViewProperty) -> [Double]? {
        get {
            let written = components[property.components]
            guard let rest = property.rest else {
                return written.allSatisfy { $0 == nil } ? nil : written.map { $0 ?? 0 }
            }
            return zip(written, rest).map { $0 ?? $1 }
        }
        set {
            for (offset, index) in property.components.enumerated() {
                let value = newValue?[offset]
                components[index] = value == property.rest?[offset] ? nil : value
            }
        }
    }

    /// Whether the state sets the property to something other than its rest.
    public func sets(_ property: ViewProperty) -> Bool {
        components[property.components].contains { $0 != nil }
    }

    /// One number of a property that has a rest, read without building the array.
    private func number(_ property: ViewProperty, _ index: Int) -> Double {
        components[property.firstComponent + index] ?? property.rest![index]
    }

    public var offset: Offset {
        get { Offset(x: number(.offset, 0), y: number(.offset, 1), isLayoutRelative: followsLayoutDirection) }
        set {
            self[.offset] = [newValue.x, newValue.y]
            followsLayoutDirection = newValue.isLayoutRelative
        }
    }

    public var scale: Scale {
        get { Scale(x: number(.scale, 0), y: number(.scale, 1)) }
        set { self[.scale] = [newValue.x, newValue.y] }
    }

    /// Degrees, clockwise.
    public var rotation: Double {
        get { number(.rotation, 0) }
        set { self[.rotation] = [newValue] }
    }

    public var alpha: Double {
        get { number(.alpha, 0) }
        set { self[.alpha] = [newValue] }
    }

    /// Points; nil leaves the view's corner radius as it is.
    public var cornerRadius: Double? {
        get { components[ViewProperty.cornerRadius.firstComponent] }
        set { self[.cornerRadius] = newValue.map { [$0] } }
    }

    /// Opacity of a black overlay over the view, as UIKit's own push dims the outgoing view.
    public var dim: Double {
        get { number(.dim, 0) }
        set { self[.dim] = [newValue] }
    }
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
