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
        components = Self.atRest
    }

    /// Shared by every new state until it is written to: most states are at rest, and they then
    /// cost no allocation of their own.
    private static let atRest = [Double?](repeating: nil, count: ViewProperty.componentCount)

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

    /// Every number at rest and no layout direction to follow; asked of every state by lint's rules,
    /// so it reads the numbers rather than comparing with `resting`.
    public var isResting: Bool { !followsLayoutDirection && !components.contains { $0 != nil } }

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

    /// Every number's rest, laid out as `components` (0 where the rest is the view's own): the
    /// named accessors below read and write through it and `Place` without building arrays, as
    /// lint's rules read them for every phase of every spec.
    private static let rests = ViewProperty.catalogue.flatMap { $0.rest ?? Array(repeating: 0, count: $0.componentCount) }

    /// Where the named properties' numbers are.
    private enum Place {
        static let offset = ViewProperty.offset.firstComponent
        static let scale = ViewProperty.scale.firstComponent
        static let rotation = ViewProperty.rotation.firstComponent
        static let alpha = ViewProperty.alpha.firstComponent
        static let cornerRadius = ViewProperty.cornerRadius.firstComponent
        static let dim = ViewProperty.dim.firstComponent
        static let rotationX = ViewProperty.rotationX.firstComponent
        static let rotationY = ViewProperty.rotationY.firstComponent
        static let depth = ViewProperty.depth.firstComponent
    }

    private func number(at index: Int) -> Double { components[index] ?? Self.rests[index] }

    private mutating func setNumber(at index: Int, _ value: Double) {
        components[index] = value == Self.rests[index] ? nil : value
    }

    public var offset: Offset {
        get { Offset(x: number(at: Place.offset), y: number(at: Place.offset + 1), isLayoutRelative: followsLayoutDirection) }
        set {
            setNumber(at: Place.offset, newValue.x)
            setNumber(at: Place.offset + 1, newValue.y)
            followsLayoutDirection = newValue.isLayoutRelative
        }
    }

    public var scale: Scale {
        get { Scale(x: number(at: Place.scale), y: number(at: Place.scale + 1)) }
        set {
            setNumber(at: Place.scale, newValue.x)
            setNumber(at: Place.scale + 1, newValue.y)
        }
    }

    /// Degrees, clockwise.
    public var rotation: Double {
        get { number(at: Place.rotation) }
        set { setNumber(at: Place.rotation, newValue) }
    }

    public var alpha: Double {
        get { number(at: Place.alpha) }
        set { setNumber(at: Place.alpha, newValue) }
    }

    /// Points; nil leaves the view's corner radius as it is.
    public var cornerRadius: Double? {
        get { components[Place.cornerRadius] }
        set { components[Place.cornerRadius] = newValue }
    }

    /// Opacity of a black overlay over the view, as UIKit's own push dims the outgoing view.
    public var dim: Double {
        get { number(at: Place.dim) }
        set { setNumber(at: Place.dim, newValue) }
    }

    /// Degrees about the horizontal axis; positive tips the top edge away.
    public var rotationX: Double {
        get { number(at: Place.rotationX) }
        set { setNumber(at: Place.rotationX, newValue) }
    }

    /// Degrees about the vertical axis; positive turns the right (trailing) edge away.
    public var rotationY: Double {
        get { number(at: Place.rotationY) }
        set { setNumber(at: Place.rotationY, newValue) }
    }

    /// Points away from the viewer.
    public var depth: Double {
        get { number(at: Place.depth) }
        set { setNumber(at: Place.depth, newValue) }
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
    /// Points from the viewer to the screen for the view's 3D turns and depth (the phase's
    /// `perspective`); nil for none.
    public var perspective: Double?

    public init(start: ViewState = .resting, end: ViewState = .resting, anchor: UnitPoint = .center, delay: Double = 0,
                perspective: Double? = nil) {
        self.start = start
        self.end = end
        self.anchor = anchor
        self.delay = delay
        self.perspective = perspective
    }

    /// True when the view turns about x or y or moves in depth at either end.
    public var isThreeDimensional: Bool {
        ViewProperty.depthProperties.contains { start.sets($0) || end.sets($0) }
    }

    public static let still = ViewMotion()

    public var isStill: Bool { start.isResting && end.isResting }
}

/// Which view is on top in the container during the phase.
public enum ViewOrder: String, Sendable, CaseIterable {
    case toAbove, fromAbove

    public var flipped: ViewOrder { self == .toAbove ? .fromAbove : .toAbove }
}
