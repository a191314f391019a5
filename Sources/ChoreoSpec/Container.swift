import ChoreoYAML

/// Where a `style: custom` presentation puts the presented view inside the container, and what it
/// lays behind it: what the generated `UIPresentationController` subclass implements
/// (Docs/GeneratedCode.md, "Presentation controller").
public struct Container: Sendable, Equatable {
    /// One dimension of the presented view.
    public enum Length: Sendable, Equatable {
        /// A fraction in (0, 1] of the room the container leaves (its bounds, less the insets).
        case fraction(Double)
        /// A fixed number of points, no more than the room.
        case points(Double)
        /// The presented controller's `preferredContentSize`, else its view's fitting size.
        case fit

        /// True for the whole of the room: the view touches both edges of that axis.
        public var isFull: Bool { self == .fraction(1) }
    }

    public enum Alignment: String, Sendable, CaseIterable {
        case bottom, center, top, leading, trailing
    }

    /// The blur behind the presented view: a `UIBlurEffect.Style`, by its Swift name. The system
    /// materials (iOS 13) adapt to light and dark mode; the older styles do not.
    public enum Blur: String, Sendable, CaseIterable {
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case regular, prominent, light, extraLight, dark
    }

    /// Points between the safe area's edges and the room the view is laid out in, per side; a side
    /// of 0 lets the view reach the container's own edge there. Leading and trailing follow the
    /// layout direction, as the alignment does.
    public struct Insets: Sendable, Equatable {
        public var top: Double
        public var leading: Double
        public var bottom: Double
        public var trailing: Double

        public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }

        /// The scalar form, `insets: 16`: the same on every side.
        public static func all(_ points: Double) -> Insets {
            Insets(top: points, leading: points, bottom: points, trailing: points)
        }

        public static let zero = Insets()

        public var isUniform: Bool { top == leading && top == bottom && top == trailing }
        /// True when no side is inset: the view may reach every edge of the container.
        public var isZero: Bool { self == .zero }
    }

    /// How the rounded corners bend: `CALayerCornerCurve`, iOS 13.
    public enum CornerCurve: String, Sendable, CaseIterable {
        /// The curvature eases into the straight edge, as UIKit's own sheets and the app icons do.
        case continuous
        /// A quarter circle, `layer.cornerCurve`'s own default.
        case circular
    }

    public var height: Length
    public var width: Length
    public var alignment: Alignment
    public var insets: Insets
    /// The radius of the corners that do not touch an edge of the container.
    public var cornerRadius: Double
    /// Continuous unless the spec says circular: a sheet's corners look like UIKit's own.
    public var cornerCurve: CornerCurve
    /// The alpha of the black view behind the presented one; 0 for none.
    public var dimming: Double
    /// The blur under the dimming view; nil for none.
    public var blur: Blur?
    public var dismissOnTapOutside: Bool

    public static let defaultLength = Length.fraction(1)

    /// `bottom` when the height leaves room above the view (a sheet), else `center`.
    public static func defaultAlignment(height: Length) -> Alignment {
        height.isFull ? .center : .bottom
    }

    public init(height: Length = Container.defaultLength, width: Length = Container.defaultLength,
                alignment: Alignment? = nil, insets: Insets = .zero, cornerRadius: Double = 0,
                cornerCurve: CornerCurve = .continuous, dimming: Double = 0,
                blur: Blur? = nil, dismissOnTapOutside: Bool = false) {
        self.height = height
        self.width = width
        self.alignment = alignment ?? Self.defaultAlignment(height: height)
        self.insets = insets
        self.cornerRadius = cornerRadius
        self.cornerCurve = cornerCurve
        self.dimming = dimming
        self.blur = blur
        self.dismissOnTapOutside = dismissOnTapOutside
    }

    /// Whether the generated controller lays a view behind the presented one: to dim or blur, or to catch a tap.
    public var hasBackgroundView: Bool { dimming > 0 || blur != nil || dismissOnTapOutside }

    /// Whether either dimension follows the presented controller's content size.
    public var fits: Bool { height == .fit || width == .fit }
}

/// `presentation: container:` as written.
public struct ContainerSpec: Sendable {
    public var range: SourceRange
    public var height: Located<Container.Length>?
    public var width: Located<Container.Length>?
    public var alignment: Located<Container.Alignment>?
    public var insets: Located<Container.Insets>?
    public var cornerRadius: Located<Double>?
    public var cornerCurve: Located<Container.CornerCurve>?
    public var dimming: Located<Double>?
    public var blur: Located<Container.Blur>?
    public var dismissOnTapOutside: Located<Bool>?

    public init(range: SourceRange) { self.range = range }

    /// The container the spec describes, defaults filled.
    public var lowered: Container {
        Container(
            height: height?.value ?? Container.defaultLength, width: width?.value ?? Container.defaultLength,
            alignment: alignment?.value, insets: insets?.value ?? .zero, cornerRadius: cornerRadius?.value ?? 0,
            cornerCurve: cornerCurve?.value ?? .continuous, dimming: dimming?.value ?? 0, blur: blur?.value, dismissOnTapOutside: dismissOnTapOutside?.value ?? false)
    }
}
