/// Where a view is at one end of a phase, relative to its resting state (its final frame,
/// identity transform, alpha 1).
///
/// It holds a number for each number of each catalogue property (`ViewProperty.catalogue`), nil
/// where the state leaves it at rest, so that a property added to the catalogue needs nothing here;
/// the named accessors (`offset`, `alpha`, …) are for the stages that have rules about those.
public struct ViewState: Sendable, Equatable {
    /// Each property's numbers at its `firstComponent`. A number equal to its rest is stored as
    /// nil, so that two states that look the same are equal.
    private var components = StateNumbers()
    /// True when the x offset counts toward the trailing edge (the direction presets' fromLeading
    /// and fromTrailing, a written `{ leading: x }`/`{ trailing: x }`, a moving state of a view with a
    /// leading/trailing anchor), so that what mirrors changes sign under a right-to-left layout.
    public var followsLayoutDirection = false

    public init() {}

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
    public var isResting: Bool { !followsLayoutDirection && numbersAreAtRest }

    /// Every number at rest, whichever way x would count.
    public var numbersAreAtRest: Bool { components.allAtRest }

    /// The property's numbers in this state: the ones written, the rest where it is left alone;
    /// nil when it is left alone and has no rest of its own (the view's own corner radius).
    /// Setting nil puts the property back at rest.
    public subscript(property: ViewProperty) -> [Double]? {
        get {
            guard let rest = property.rest else {
                return sets(property) ? property.components.map { components[$0] ?? 0 } : nil
            }
            return zip(property.components, rest).map { components[$0] ?? $1 }
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
        components.setsAny(of: property.components)
    }

    /// Where the named properties' numbers are, and every number's rest laid out as `components`
    /// (0 where the rest is the view's own): the named accessors below read and write through it
    /// without building arrays, as lint's rules read them for every phase of every spec. One
    /// value, so that an accessor pays for one lazy initialisation check (`swift_once`), not three.
    private struct Layout {
        let offset = ViewProperty.offset.firstComponent
        let scale = ViewProperty.scale.firstComponent
        let rotation = ViewProperty.rotation.firstComponent
        let alpha = ViewProperty.alpha.firstComponent
        let cornerRadius = ViewProperty.cornerRadius.firstComponent
        let dim = ViewProperty.dim.firstComponent
        let rotationX = ViewProperty.rotationX.firstComponent
        let rotationY = ViewProperty.rotationY.firstComponent
        let depth = ViewProperty.depth.firstComponent
        let rests = ViewProperty.catalogue.flatMap { $0.rest ?? Array(repeating: 0, count: $0.componentCount) }

        func number(at index: Int, in components: StateNumbers) -> Double { components[index] ?? rests[index] }

        func setNumber(at index: Int, _ value: Double, in components: inout StateNumbers) {
            components[index] = value == rests[index] ? nil : value
        }
    }

    private static let layout = Layout()

    public var offset: Offset {
        get {
            let layout = Self.layout
            return Offset(x: layout.number(at: layout.offset, in: components), y: layout.number(at: layout.offset + 1, in: components),
                          isLayoutRelative: followsLayoutDirection)
        }
        set {
            let layout = Self.layout
            layout.setNumber(at: layout.offset, newValue.x, in: &components)
            layout.setNumber(at: layout.offset + 1, newValue.y, in: &components)
            followsLayoutDirection = newValue.isLayoutRelative
        }
    }

    public var scale: Scale {
        get {
            let layout = Self.layout
            return Scale(x: layout.number(at: layout.scale, in: components), y: layout.number(at: layout.scale + 1, in: components))
        }
        set {
            let layout = Self.layout
            layout.setNumber(at: layout.scale, newValue.x, in: &components)
            layout.setNumber(at: layout.scale + 1, newValue.y, in: &components)
        }
    }

    /// Degrees, clockwise.
    public var rotation: Double {
        get { Self.layout.number(at: Self.layout.rotation, in: components) }
        set { Self.layout.setNumber(at: Self.layout.rotation, newValue, in: &components) }
    }

    public var alpha: Double {
        get { Self.layout.number(at: Self.layout.alpha, in: components) }
        set { Self.layout.setNumber(at: Self.layout.alpha, newValue, in: &components) }
    }

    /// Points; nil leaves the view's corner radius as it is.
    public var cornerRadius: Double? {
        get { components[Self.layout.cornerRadius] }
        set { components[Self.layout.cornerRadius] = newValue }
    }

    /// Opacity of a black overlay over the view, as UIKit's own push dims the outgoing view.
    public var dim: Double {
        get { Self.layout.number(at: Self.layout.dim, in: components) }
        set { Self.layout.setNumber(at: Self.layout.dim, newValue, in: &components) }
    }

    /// Degrees about the horizontal axis; positive tips the top edge away.
    public var rotationX: Double {
        get { Self.layout.number(at: Self.layout.rotationX, in: components) }
        set { Self.layout.setNumber(at: Self.layout.rotationX, newValue, in: &components) }
    }

    /// Degrees about the vertical axis; positive turns the right (trailing) edge away.
    public var rotationY: Double {
        get { Self.layout.number(at: Self.layout.rotationY, in: components) }
        set { Self.layout.setNumber(at: Self.layout.rotationY, newValue, in: &components) }
    }

    /// Points away from the viewer.
    public var depth: Double {
        get { Self.layout.number(at: Self.layout.depth, in: components) }
        set { Self.layout.setNumber(at: Self.layout.depth, newValue, in: &components) }
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

/// A point in the view's unit square, as `CALayer.anchorPoint` measures it (0,0 top-left); or, for
/// the leading/trailing names, measured from the leading edge, so that it flips under right-to-left
/// layout.
public struct UnitPoint: Sendable, Equatable {
    public var x: Double
    public var y: Double
    /// True when `x` counts from the leading edge (`leading`, `topTrailing`, …): left to right it is
    /// the point as it stands, right to left `1 - x`.
    public var followsLayoutDirection: Bool

    public init(x: Double, y: Double, followsLayoutDirection: Bool = false) {
        self.x = x
        self.y = y
        self.followsLayoutDirection = followsLayoutDirection
    }

    public static let center = UnitPoint(x: 0.5, y: 0.5)

    /// The point as `CALayer.anchorPoint` takes it under a layout of this direction.
    public func physical(isRightToLeft: Bool) -> UnitPoint {
        UnitPoint(x: followsLayoutDirection && isRightToLeft ? 1 - x : x, y: y)
    }

    /// The names a spec may use for an anchor: the physical ones, then those that follow the layout direction.
    public static let named: [(name: String, point: UnitPoint)] = [
        ("center", UnitPoint(x: 0.5, y: 0.5)),
        ("topLeft", UnitPoint(x: 0, y: 0)), ("top", UnitPoint(x: 0.5, y: 0)), ("topRight", UnitPoint(x: 1, y: 0)),
        ("left", UnitPoint(x: 0, y: 0.5)), ("right", UnitPoint(x: 1, y: 0.5)),
        ("bottomLeft", UnitPoint(x: 0, y: 1)), ("bottom", UnitPoint(x: 0.5, y: 1)), ("bottomRight", UnitPoint(x: 1, y: 1)),
        ("topLeading", UnitPoint(x: 0, y: 0, followsLayoutDirection: true)),
        ("topTrailing", UnitPoint(x: 1, y: 0, followsLayoutDirection: true)),
        ("leading", UnitPoint(x: 0, y: 0.5, followsLayoutDirection: true)),
        ("trailing", UnitPoint(x: 1, y: 0.5, followsLayoutDirection: true)),
        ("bottomLeading", UnitPoint(x: 0, y: 1, followsLayoutDirection: true)),
        ("bottomTrailing", UnitPoint(x: 1, y: 1, followsLayoutDirection: true)),
    ]

    /// The layout-relative name for a physical left/right one (`topLeft` → `topLeading`), as it reads left to right.
    public static func layoutRelativeName(for name: String) -> String? {
        guard let point = named.first(where: { $0.name == name })?.point, !point.followsLayoutDirection, point.x != 0.5 else { return nil }
        return named.first { $0.point == UnitPoint(x: point.x, y: point.y, followsLayoutDirection: true) }?.name
    }
}

/// Which view is on top in the container during the phase.
public enum ViewOrder: String, Sendable, CaseIterable {
    case toAbove, fromAbove

    public var flipped: ViewOrder { self == .toAbove ? .fromAbove : .toAbove }
}
