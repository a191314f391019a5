import ChoreoYAML

/// `presentation: sheet:`: a page or form sheet left to UIKit's own `UISheetPresentationController`
/// (iOS 15), configured rather than animated. UIKit plays its own slide up and its own drag between
/// detents, so a spec with a sheet has no phases of its own; the generated code sets the style and
/// the sheet's properties behind the availability checks they need (Docs/GeneratedCode.md, "Native sheets").
public struct NativeSheet: Sendable, Equatable {
    /// A height the sheet rests at: UIKit's two system detents (iOS 15), or a custom height (iOS 16,
    /// `.custom(identifier:resolver:)`).
    public enum Detent: Sendable, Hashable {
        /// About half the screen's height; inactive in compact height, where the sheet is large.
        case medium
        /// The full height a sheet takes.
        case large
        /// A fraction in (0, 1] of the largest height a sheet can take (`maximumDetentValue`).
        case fraction(Double)
        /// Points inside the safe area, no more than the largest height.
        case points(Double)

        /// The first iOS with this detent: the two system ones came with the class in iOS 15, custom
        /// heights with `.custom(identifier:resolver:)` in iOS 16.
        public var introduced: DeploymentTarget {
            switch self {
            case .medium, .large: return NativeSheet.introduced
            case .fraction, .points: return NativeSheet.customDetentsIntroduced
            }
        }

        public var isCustom: Bool { introduced == NativeSheet.customDetentsIntroduced }

        /// About where the detent rests as a fraction of the largest height, for ordering and for the
        /// preview: medium is "approximately half" (Apple's word), and points are not comparable
        /// without a screen, so nil.
        public var approximateFraction: Double? {
            switch self {
            case .medium: return 0.5
            case .large: return 1
            case .fraction(let fraction): return fraction
            case .points: return nil
            }
        }

        /// The identifier the generated code gives it: `.medium`, `.large`, or a name made of the
        /// height, so that `undimmedUpTo` can name the same detent.
        public var identifierName: String {
            switch self {
            case .medium: return "medium"
            case .large: return "large"
            case .fraction(let fraction): return "fraction-" + TransitionDump.number(fraction)
            case .points(let points): return "points-" + TransitionDump.number(points)
            }
        }

        /// As a spec writes it.
        public var written: String {
            switch self {
            case .medium: return "medium"
            case .large: return "large"
            case .fraction(let fraction): return TransitionDump.number(fraction)
            case .points(let points): return "{ points: \(TransitionDump.number(points)) }"
            }
        }
    }

    /// `UISheetPresentationController` and `sheetPresentationController` came in iOS 15.
    public static let introduced = DeploymentTarget(major: 15)
    /// `Detent.custom(identifier:resolver:)` came in iOS 16.
    public static let customDetentsIntroduced = DeploymentTarget(major: 16)

    /// Smallest first, as UIKit requires; the sheet rests at the first. UIKit's default is `[large]`.
    public var detents: [Detent]
    public var grabber: Bool
    /// nil: UIKit's own radius.
    public var cornerRadius: Double?
    /// The largest detent at which the screen behind is not dimmed; nil: dimmed at every detent.
    public var undimmedUpTo: Detent?
    /// `prefersScrollingExpandsWhenScrolledToEdge`: scrolling the content up at its top grows the
    /// sheet to the next detent (UIKit's default, true).
    public var expandsOnScroll: Bool
    /// `prefersEdgeAttachedInCompactHeight`: in compact height (a phone turned) the sheet keeps to
    /// the bottom edge instead of filling the screen (UIKit's default, false).
    public var edgeAttachedInCompactHeight: Bool

    public init(detents: [Detent] = [.large], grabber: Bool = false, cornerRadius: Double? = nil, undimmedUpTo: Detent? = nil,
                expandsOnScroll: Bool = true, edgeAttachedInCompactHeight: Bool = false) {
        self.detents = detents
        self.grabber = grabber
        self.cornerRadius = cornerRadius
        self.undimmedUpTo = undimmedUpTo
        self.expandsOnScroll = expandsOnScroll
        self.edgeAttachedInCompactHeight = edgeAttachedInCompactHeight
    }

    /// Whether any detent is a custom height (iOS 16).
    public var hasCustomDetents: Bool { detents.contains { $0.isCustom } }

    /// The detents a system before iOS 16 gets for custom ones: each custom height becomes the
    /// nearer system detent (medium up to 0.75 of the largest height and for points, large above),
    /// without repeats, in order.
    public var systemDetents: [Detent] {
        var result: [Detent] = []
        for detent in detents {
            let system: Detent
            switch detent {
            case .medium, .large: system = detent
            case .fraction(let fraction): system = fraction > 0.75 ? .large : .medium
            case .points: system = .medium
            }
            if !result.contains(system) { result.append(system) }
        }
        return result.sorted { ($0 == .medium ? 0 : 1) < ($1 == .medium ? 0 : 1) }
    }
}

/// `presentation: sheet:` as written.
public struct NativeSheetSpec: Sendable {
    public var range: SourceRange
    public var detents: Located<[Located<NativeSheet.Detent>]>?
    public var grabber: Located<Bool>?
    public var cornerRadius: Located<Double>?
    public var undimmedUpTo: Located<NativeSheet.Detent>?
    public var expandsOnScroll: Located<Bool>?
    public var edgeAttachedInCompactHeight: Located<Bool>?

    public init(range: SourceRange) { self.range = range }

    /// The sheet the spec describes, UIKit's defaults filled.
    public var lowered: NativeSheet {
        NativeSheet(
            detents: detents.map { $0.value.map(\.value) } ?? [.large], grabber: grabber?.value ?? false,
            cornerRadius: cornerRadius?.value, undimmedUpTo: undimmedUpTo?.value,
            expandsOnScroll: expandsOnScroll?.value ?? true,
            edgeAttachedInCompactHeight: edgeAttachedInCompactHeight?.value ?? false)
    }

    /// The keys as written with the iOS each needs, for lint's version check: every sheet key needs
    /// iOS 15, a custom detent height iOS 16.
    public var keysNeedingNewerIOS: [(key: String, range: SourceRange, introduced: DeploymentTarget)] {
        var keys: [(key: String, range: SourceRange, introduced: DeploymentTarget)] = []
        for detent in detents?.value ?? [] where detent.value.isCustom {
            keys.append(("detent \(detent.value.written)", detent.range, NativeSheet.customDetentsIntroduced))
        }
        if let undimmed = undimmedUpTo, undimmed.value.isCustom {
            keys.append(("undimmedUpTo \(undimmed.value.written)", undimmed.range, NativeSheet.customDetentsIntroduced))
        }
        return keys
    }
}
