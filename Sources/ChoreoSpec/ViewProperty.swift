/// One animatable property of a view state (its offset, scale, alpha, …), declared once.
///
/// Every stage reads the property from here rather than knowing it by name: the spec language's
/// key and its value form, range, summary and examples (`key`: the state table, the JSON Schema,
/// decoding and its errors), its rest value (`ViewState`, lowering, `TransitionDump`, the lint
/// rules that ask whether a view moves), how it interpolates (`shown`), what Reduce Motion keeps
/// (`isAppearance`), how the generated `ChoreoViewState` holds it and how a literal writes it
/// (`swift`), and the preview channels that carry it to the page (`channels`). So a new property
/// is one entry in `ViewProperty.catalogue` plus the UIKit code that applies it (the support
/// file's `ChoreoMover`) and the drawing that shows it (the preview page's script and the
/// filmstrip); `ViewPropertyCatalogueTests` fails while any stage, the schema or the docs miss it.
public struct ViewProperty: Sendable {
    /// The entry as declared, shared: a property is passed around by every stage for every view
    /// state, so a copy costs one retain however much the entry says.
    private let declaration: Declaration
    /// Its place in the catalogue, and where its numbers start among a state's numbers
    /// (`ViewState`); set by the catalogue.
    public let index: Int
    public let firstComponent: Int

    /// The property's key in a view state (`to: { start: { alpha: 0 } }`).
    public var key: SpecKey { declaration.key }
    /// Each number's value when a state leaves the property out; nil when the rest is not a number
    /// but whatever the view has of its own (a corner radius left alone is the view's own).
    public var rest: [Double]? { declaration.rest }
    /// The values a screen can show: the interpolated value, which a spring carries past its end,
    /// is clamped to them (an alpha of 1.1 is 1). nil: every value shows.
    public var shown: ClosedRange<Double>? { declaration.shown }
    /// True for how a view looks rather than where it is (a corner radius): Reduce Motion's
    /// cross-fade and stillness keep it, where they drop every motion.
    public var isAppearance: Bool { declaration.isAppearance }
    /// True when its first number is a horizontal measure that a state can ask to count toward the
    /// trailing edge (`ViewState.followsLayoutDirection`), so that it changes sign under a
    /// right-to-left layout.
    public var mirrorsWithLayoutDirection: Bool { declaration.mirrorsWithLayoutDirection }
    /// For a property whose rest is the view's own: the number that lowering sets to 0 at the end
    /// of a phase that leaves the property out while the other end sets it, so that it fades in or
    /// out there (a shadow's opacity) instead of jumping to or from whatever the view had.
    public var fadesWith: Int? { declaration.fadesWith }
    /// How the support file's `ChoreoViewState` declares it and how a generated literal writes it.
    public var swift: SwiftForm { declaration.swift }
    /// One preview channel per number: the name the page reads and how finely it is written.
    public var channels: [Channel] { declaration.channels }
    /// Its row of Docs/SpecReference.md's view-state table (`ViewStateReference`): the type and
    /// range columns, in the reader's words.
    public var reference: Reference { declaration.reference }

    private final class Declaration: Sendable {
        let key: SpecKey
        let rest: [Double]?
        let shown: ClosedRange<Double>?
        let isAppearance: Bool
        let mirrorsWithLayoutDirection: Bool
        let fadesWith: Int?
        let swift: SwiftForm
        let channels: [Channel]
        let reference: Reference
        let componentCount: Int

        init(key: SpecKey, rest: [Double]?, shown: ClosedRange<Double>?, isAppearance: Bool,
             mirrorsWithLayoutDirection: Bool, fadesWith: Int?, swift: SwiftForm, channels: [Channel], reference: Reference) {
            self.key = key
            self.fadesWith = fadesWith
            self.rest = rest
            self.shown = shown
            self.isAppearance = isAppearance
            self.mirrorsWithLayoutDirection = mirrorsWithLayoutDirection
            self.swift = swift
            self.channels = channels
            self.reference = reference
            componentCount = key.type.componentCount
        }
    }

    /// How the generated code holds the property.
    public struct SwiftForm: Sendable {
        /// `ChoreoViewState`'s stored properties for it, as the support file prints them (doc
        /// comments included, unindented).
        public let declaration: String
        /// The memberwise initializer's labels: one `CGPoint` for both numbers (`offset`), one
        /// `CGFloat` per number (`scaleX`, `scaleY`), or one value of a support-file struct whose
        /// fields take the numbers in order (`shadow: ChoreoShadow(opacity: 0.3, radius: 12)`;
        /// a field equal to its default is left out, a nil default is always written).
        public let labels: Labels
        /// The `Bool` field that `ViewState.followsLayoutDirection` sets, for a property that mirrors.
        public let layoutDirectionLabel: String?

        public enum Labels: Sendable, Equatable {
            case point(String)
            case numbers([String])
            case structure(String, type: String, fields: [String], defaults: [Double?])
        }

        init(_ declaration: String, _ labels: Labels, layoutDirectionLabel: String? = nil) {
            self.declaration = declaration
            self.labels = labels
            self.layoutDirectionLabel = layoutDirectionLabel
        }
    }

    /// The type and range columns of the property's row in the reference's view-state table.
    public struct Reference: Sendable {
        public let type: String
        public let range: String

        init(_ type: String, _ range: String) {
            self.type = type
            self.range = range
        }
    }

    /// A number of the property as the preview page receives it, one value a frame.
    public struct Channel: Sendable, Equatable {
        public let name: String
        public let precision: Precision

        /// How many decimals the page needs for the number to look right.
        public enum Precision: Sendable, Equatable {
            /// Points on the mock phone: whole hundredths are finer than a pixel.
            case points
            /// Fractions (scales, alphas): four decimals.
            case fine
            /// Degrees: two decimals.
            case degrees
        }

        init(_ name: String, _ precision: Precision) {
            self.name = name
            self.precision = precision
        }
    }

    init(_ key: SpecKey, rest: [Double]?, shown: ClosedRange<Double>? = nil, isAppearance: Bool = false,
         mirrorsWithLayoutDirection: Bool = false, fadesWith: Int? = nil, swift: SwiftForm, channels: [Channel],
         reference: Reference) {
        declaration = Declaration(
            key: key, rest: rest, shown: shown, isAppearance: isAppearance,
            mirrorsWithLayoutDirection: mirrorsWithLayoutDirection, fadesWith: fadesWith, swift: swift,
            channels: channels, reference: reference)
        index = 0
        firstComponent = 0
    }

    private init(_ declaration: Declaration, index: Int, firstComponent: Int) {
        self.declaration = declaration
        self.index = index
        self.firstComponent = firstComponent
    }

    /// The same entry at its place in the catalogue.
    func placed(at index: Int, firstComponent: Int) -> ViewProperty {
        ViewProperty(declaration, index: index, firstComponent: firstComponent)
    }

    public var name: String { declaration.key.name }

    /// How many numbers its value has: one for a number, two for a pair or a scale.
    public var componentCount: Int { declaration.componentCount }

    /// The range of the property's numbers among a state's numbers.
    public var components: Range<Int> { firstComponent..<(firstComponent + componentCount) }
}

extension ViewProperty: Equatable {
    /// Properties are their catalogue entries.
    public static func == (lhs: ViewProperty, rhs: ViewProperty) -> Bool { lhs.declaration === rhs.declaration }
}

extension SpecValueType {
    /// The numbers a view-state value of this form has: a mapping's are its keys' numbers in
    /// table order (`shadow`: opacity, radius, the offset's two, the colour's three).
    var componentCount: Int {
        switch self {
        case .pair, .scale, .offset: return 2
        case .color: return 3
        case .mapping(let table, _): return table.reduce(0) { $0 + $1.type.componentCount }
        default: return 1
        }
    }
}
