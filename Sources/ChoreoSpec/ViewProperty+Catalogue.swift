/// The animatable properties of a view state, in the order the spec reference, the schema, the
/// generated `ChoreoViewState` and the preview list them. A new property is a new entry at the end
/// (see Docs/Architecture.md, "An animatable property").
extension ViewProperty {
    public static let catalogue: [ViewProperty] = {
        var first = 0
        return [offsetEntry, scaleEntry, rotationEntry, alphaEntry, cornerRadiusEntry, dimEntry,
                shadowEntry, rotationXEntry, rotationYEntry, depthEntry].enumerated().map { index, property in
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
    public static let shadow = named("shadow")!
    public static let rotationX = named("rotationX")!
    public static let rotationY = named("rotationY")!
    public static let depth = named("depth")!

    /// The properties that turn or move a view in depth: a view with any of them is drawn with
    /// `transform3D` (and the phase's perspective) instead of the flat `transform`.
    public static let depthProperties = [rotationX, rotationY, depth]

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
                "Degrees, clockwise (counter-clockwise under right-to-left in a motion that follows the layout direction, as its mirror image).",
                default: 0, examples: [-90]),
        rest: [0], mirrorsWithLayoutDirection: true,
        swift: SwiftForm("""
            /// Degrees, clockwise (counter-clockwise under right-to-left when the state follows the layout direction).
            var rotation: CGFloat = 0
            """, .numbers(["rotation"])),
        channels: [Channel("r", .degrees)],
        reference: Reference("degrees", "clockwise; mirrored under right-to-left when the motion follows the layout direction"))

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

    /// A layer shadow. Its numbers: opacity, radius, the offset's x and y, the colour's red, green
    /// and blue (`shadowTable`'s order). UIKit's view animations do not move shadows; the support
    /// file's `ChoreoShadowDriver` does, in step with the animator (Docs/GeneratedCode.md).
    private static let shadowEntry = ViewProperty(
        SpecKey("shadow", .mapping(shadowTable),
                "A layer shadow: opacity (required), radius and offset [x, y] in points (+y down) and colour. Left out, the view keeps its own; given at one end of a phase only, the other end has the same shadow at opacity 0, so it fades in or out.",
                examples: [.object([("opacity", 0.3), ("radius", 12), ("offset", [0, 4])])]),
        rest: nil, isAppearance: true, fadesWith: 0,
        swift: SwiftForm("""
            /// The layer's shadow; nil keeps the view's own.
            var shadow: ChoreoShadow?
            """, .structure("shadow", type: "ChoreoShadow",
                            fields: ["opacity", "radius", "offsetX", "offsetY", "red", "green", "blue"],
                            defaults: [nil, 3, 0, 0, 0, 0, 0])),
        channels: [Channel("so", .fine), Channel("sr", .points), Channel("sox", .points), Channel("soy", .points),
                   Channel("scr", .fine), Channel("scg", .fine), Channel("scb", .fine)],
        reference: Reference("`{ opacity, radius, offset, color }`",
                             "opacity 0…1 (required); radius ≥ 0 points (default 3); offset `[x, y]` points (default `[0, 0]`); color `\"#RRGGBB\"` (quoted), black, gray or white (default black)"))

    /// The keys of a `shadow` mapping, in the order of its numbers.
    static let shadowTable: [SpecKey] = [
        SpecKey("opacity", .number(.unit), "The shadow's opacity, 0 to 1 (CALayer.shadowOpacity). Required.", examples: [0.3]),
        SpecKey("radius", .number(.nonNegative), "The blur radius in points (CALayer.shadowRadius).", default: 3, examples: [12]),
        SpecKey("offset", .pair(first: "x", second: "y", .finite), "[x, y] in points, +y down (CALayer.shadowOffset).",
                default: [0, 0], examples: [[0, 4]]),
        SpecKey("color", .color, "\"#RRGGBB\" (quoted: YAML reads # as a comment), black, gray or white.",
                default: "black", examples: ["black", "#1A1A2E"]),
    ]

    private static let rotationXEntry = ViewProperty(
        SpecKey("rotationX", .number(.finite),
                "Degrees about the view's horizontal axis through its anchor: positive tips the top edge away from the viewer. Looks 3D with the phase's 'perspective'.",
                default: 0, examples: [-20]),
        rest: [0],
        swift: SwiftForm("""
            /// Degrees about the horizontal axis; positive tips the top edge away.
            var rotationX: CGFloat = 0
            """, .numbers(["rotationX"])),
        channels: [Channel("rx", .degrees)],
        reference: Reference("degrees", "about the horizontal axis; + tips the top edge away"))

    private static let rotationYEntry = ViewProperty(
        SpecKey("rotationY", .number(.finite),
                "Degrees about the view's vertical axis through its anchor: positive turns the right edge away from the viewer (the trailing edge in a motion that follows the layout direction). Looks 3D with the phase's 'perspective'.",
                default: 0, examples: [90]),
        rest: [0], mirrorsWithLayoutDirection: true,
        swift: SwiftForm("""
            /// Degrees about the vertical axis; positive turns the right edge away (the trailing edge when the state
            /// follows the layout direction).
            var rotationY: CGFloat = 0
            """, .numbers(["rotationY"])),
        channels: [Channel("ry", .degrees)],
        reference: Reference("degrees", "about the vertical axis; + turns the right (trailing) edge away"))

    private static let depthEntry = ViewProperty(
        SpecKey("depth", .number(.finite),
                "Points away from the viewer (negative: toward): a page pushed back behind the one that covers it. Shows only with the phase's 'perspective'.",
                default: 0, examples: [35]),
        rest: [0],
        swift: SwiftForm("""
            /// Points away from the viewer.
            var depth: CGFloat = 0
            """, .numbers(["depth"])),
        channels: [Channel("z", .points)],
        reference: Reference("points", "away from the viewer; needs `perspective`"))
}
