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

    public var height: Length
    public var width: Length
    public var alignment: Alignment
    /// Points between the safe area's edges and the room the view is laid out in; 0 lets the view
    /// reach the container's own edges.
    public var insets: Double
    /// The radius of the corners that do not touch an edge of the container.
    public var cornerRadius: Double
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
                alignment: Alignment? = nil, insets: Double = 0, cornerRadius: Double = 0, dimming: Double = 0,
                blur: Blur? = nil, dismissOnTapOutside: Bool = false) {
        self.height = height
        self.width = width
        self.alignment = alignment ?? Self.defaultAlignment(height: height)
        self.insets = insets
        self.cornerRadius = cornerRadius
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
    public var insets: Located<Double>?
    public var cornerRadius: Located<Double>?
    public var dimming: Located<Double>?
    public var blur: Located<Container.Blur>?
    public var dismissOnTapOutside: Located<Bool>?

    public init(range: SourceRange) { self.range = range }

    /// The container the spec describes, defaults filled.
    public var lowered: Container {
        Container(
            height: height?.value ?? Container.defaultLength, width: width?.value ?? Container.defaultLength,
            alignment: alignment?.value, insets: insets?.value ?? 0, cornerRadius: cornerRadius?.value ?? 0,
            dimming: dimming?.value ?? 0, blur: blur?.value, dismissOnTapOutside: dismissOnTapOutside?.value ?? false)
    }
}
