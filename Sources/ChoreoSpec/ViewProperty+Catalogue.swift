/// The animatable properties of a view state, in the order the spec reference, the schema, the
/// generated `ChoreoViewState` and the preview list them. A new property is a new entry at the end
/// (see Docs/Architecture.md, "An animatable property").
extension ViewProperty {
    public static let catalogue: [ViewProperty] = {
        var first = 0
        return [offsetEntry, scaleEntry, rotationEntry, alphaEntry, cornerRadiusEntry, dimEntry].enumerated().map { index, property in
            defer { first += property.componentCount }
            return property.placed(at: index, firstComponent: first)
        }
    }()

    /// How many numbers a view state holds: every property's, one after the other.
    static let componentCount = catalogue.reduce(0) { $0 + $1.componentCount }

    /// The property with this key, if there is one.
    public static func named(_ name: String) -> ViewProperty? { catalogue.first { $0.name == name } }

    // The properties that stages name in their own rules (presets, lint, the preview's translation);
    // the catalogue's copies, which know where their numbers are.
    public static let offset = named("offset")!
    public static let scale = named("scale")!
    public static let rotation = named("rotation")!
    public static let alpha = named("alpha")!
    public static let cornerRadius = named("cornerRadius")!
    public static let dim = named("dim")!

    private static let offsetEntry = ViewProperty(
        SpecKey("offset", .offset(.finite),
                "[x, y] in fractions of the distance that takes the view just out of the container on that side: +x right, +y down ([0, 1] is one container height below a full screen, and just below the screen for a bottom sheet). Or { leading: x } / { trailing: x }, with an optional up or down: toward that edge of the layout, so it flips under right-to-left languages as the fromLeading/fromTrailing directions do.",
                default: [0, 0], examples: [[0, 1], .object([("leading", 0.3)]), .object([("trailing", 1), ("down", 0.5)])]),
        rest: [0, 0], mirrorsWithLayoutDirection: true,
        swift: SwiftForm("""
            /// Fractions of the distance that takes the view just out of the container on that side (`travel(of:in:)`):
            /// for a view that fills the container, of its size; for a bottom sheet, of the sheet's height down. +x right,
            /// +y down.
            var offset = CGPoint.zero
            /// When true, +x points to the trailing edge, so the offset flips under right-to-left layout.
            var followsLayoutDirection = false
            """, .point("offset"), layoutDirectionLabel: "followsLayoutDirection"),
        // The preview carries the offset in points (`FrameSampler`), since how far a fraction moves
        // a view depends on where it rests.
        channels: [Channel("x", .points), Channel("y", .points)],
        reference: Reference("`[x, y]`, or `{ leading: x }` / `{ trailing: x }` with `up`/`down`", "fractions of the distance that takes the view just out of the container on that side (for a view that fills the container, its width or height; in a [`container`](#container), from the presented view's frame to that edge); `[x, y]`: +x right, +y down; `leading`/`trailing`: toward that edge, flipped under right-to-left layout ([offsets that follow the layout direction](#offsets-that-follow-the-layout-direction))"))

    private static let scaleEntry = ViewProperty(
        SpecKey("scale", .scale(.positive),
                "A scale factor (greater than 0), or [sx, sy].",
                default: 1, examples: [0.95, [1, 0.5]]),
        rest: [1, 1],
        swift: SwiftForm("""
            var scaleX: CGFloat = 1
            var scaleY: CGFloat = 1
            """, .numbers(["scaleX", "scaleY"])),
        channels: [Channel("sx", .fine), Channel("sy", .fine)],
        reference: Reference("number or `[sx, sy]`", "> 0"))

    private static let rotationEntry = ViewProperty(
        SpecKey("rotation", .number(.finite),
                "Degrees, clockwise.",
                default: 0, examples: [-90]),
        rest: [0],
        swift: SwiftForm("""
            /// Degrees, clockwise.
            var rotation: CGFloat = 0
            """, .numbers(["rotation"])),
        channels: [Channel("r", .degrees)],
        reference: Reference("degrees", "clockwise"))

    private static let alphaEntry = ViewProperty(
        SpecKey("alpha", .number(.unit),
                "Opacity, 0 to 1.",
                default: 1, examples: [0]),
        rest: [1], shown: 0...1,
        swift: SwiftForm("""
            var alpha: CGFloat = 1
            """, .numbers(["alpha"])),
        channels: [Channel("a", .fine)],
        reference: Reference("number", "0…1"))

    private static let cornerRadiusEntry = ViewProperty(
        SpecKey("cornerRadius", .number(.nonNegative),
                "Corner radius in points (0 or more); left out, the view keeps its own.",
                examples: [16]),
        rest: nil, shown: 0...Double.infinity, isAppearance: true,
        swift: SwiftForm("""
            /// Points; nil keeps the view's own corner radius.
            var cornerRadius: CGFloat?
            """, .numbers(["cornerRadius"])),
        channels: [Channel("cr", .points)],
        reference: Reference("points", "≥ 0"))

    private static let dimEntry = ViewProperty(
        SpecKey("dim", .number(.unit),
                "Opacity (0 to 1) of a black overlay over the view, as UIKit's own push dims the outgoing view.",
                default: 0, examples: [0.1]),
        rest: [0], shown: 0...1,
        swift: SwiftForm("""
            /// Opacity of a black overlay over the view, as UIKit's own push dims the view it covers.
            var dim: CGFloat = 0
            """, .numbers(["dim"])),
        channels: [Channel("dim", .fine)],
        reference: Reference("number", "0…1, opacity of a black overlay (UIKit's push dims the outgoing view)"))
}
