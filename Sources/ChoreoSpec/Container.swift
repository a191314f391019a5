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

        /// As a spec writes it, to the precision it was written in (a hint's suggestion keeps the value).
        public var written: String {
            switch self {
            case .fraction(let fraction): return TransitionDump.number(fraction)
            case .points(let points): return "{ points: \(TransitionDump.number(points)) }"
            case .fit: return "fit"
            }
        }
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

    /// Who sets the status bar while the presented view is up. Under `.custom` UIKit leaves it to the
    /// presenting controller unless the presented one sets `modalPresentationCapturesStatusBarAppearance`
    /// (Docs/UIKitFacts.md §30).
    public enum StatusBar: String, Sendable, CaseIterable {
        /// UIKit's default for a presentation that is not full screen: the presenting controller's.
        case presenting
        /// The presented controller's `preferredStatusBarStyle` and `prefersStatusBarHidden`, changed alongside
        /// the transition: a card over a shrunk screen usually wants `.lightContent` over the dark band above it.
        case presented
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

    /// The height the presented view rests at: the first of `detents`.
    public var height: Length
    /// Every height a bottom sheet rests at, as written (`height: [0.4, 1]`), the first being `height`; one item for a
    /// single height. Dragging the sheet moves it between them (Docs/SpecReference.md, "Detents").
    public var detents: [Length]
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
    /// The state the presenting screen takes behind the presented view (a card stack's shrink, a side
    /// menu's push aside), brought in alongside the presentation from its resting state and taken
    /// back alongside the dismissal; nil leaves the screen behind still. Its start is always resting.
    public var behind: ViewMotion?
    public var statusBar: StatusBar
    /// Draws a drag indicator (a 36 × 5 capsule) at the top of the presented view.
    public var grabber: Bool
    /// Plays a light impact when the sheet settles on a detent and a selection tick when a drag crosses the dismiss
    /// threshold.
    public var haptics: Bool

    /// The most detents a sheet may have: more cannot be told apart on a phone, and a hostile spec stays small.
    public static let maximumDetents = 8

    public static let defaultLength = Length.fraction(1)

    /// `bottom` when the height leaves room above the view (a sheet), else `center`.
    public static func defaultAlignment(height: Length) -> Alignment {
        height.isFull ? .center : .bottom
    }

    public init(height: Length = Container.defaultLength, width: Length = Container.defaultLength,
                alignment: Alignment? = nil, insets: Insets = .zero, cornerRadius: Double = 0,
                cornerCurve: CornerCurve = .continuous, dimming: Double = 0,
                blur: Blur? = nil, dismissOnTapOutside: Bool = false, behind: ViewMotion? = nil,
                statusBar: StatusBar = .presenting, detents: [Length]? = nil, grabber: Bool = false,
                haptics: Bool = false) {
        let detents = detents.flatMap { $0.isEmpty ? nil : $0 } ?? [height]
        self.height = detents[0]
        self.detents = detents
        self.width = width
        self.alignment = alignment ?? Self.defaultAlignment(height: detents[0])
        self.insets = insets
        self.cornerRadius = cornerRadius
        self.cornerCurve = cornerCurve
        self.dimming = dimming
        self.blur = blur
        self.dismissOnTapOutside = dismissOnTapOutside
        self.behind = behind
        self.statusBar = statusBar
        self.grabber = grabber
        self.haptics = haptics
    }

    /// `behind` under Reduce Motion, when the spec does not ask for the same motion anyway: what is not
    /// motion stays (the corners, a dim, a fade: `stillForm(of:)`), while the scale, offset and turns go,
    /// as Reduce Motion's cross-fade keeps how a view looks and drops how it moves. nil when nothing is left.
    public func behindReducingMotion(_ reduceMotion: ReduceMotion) -> ViewMotion? {
        guard let behind else { return nil }
        guard reduceMotion != .same else { return behind }
        let still = Self.stillForm(of: behind.end)
        return still.numbersAreAtRest ? nil : ViewMotion(end: still)
    }

    /// The part of a state that does not move the view: each appearance property (`ViewProperty.isAppearance`),
    /// its alpha and its dim.
    public static func stillForm(of state: ViewState) -> ViewState {
        var still = ViewState.resting
        for property in ViewProperty.catalogue where property.isAppearance || property == .alpha || property == .dim {
            still[property] = state[property]
        }
        return still
    }

    /// True when `behind` changes the screen behind at all.
    public var movesBehind: Bool { behind.map { !$0.end.isResting } ?? false }

    /// True when the presented view rests over the whole container: nothing of the screen behind shows.
    public var coversContainer: Bool { height.isFull && width.isFull && insets.isZero }

    /// True when the sheet has more than one height to be dragged between.
    public var hasDetents: Bool { detents.count > 1 }

    /// Whether the generated controller lays a view behind the presented one: to dim or blur, or to catch a tap.
    public var hasBackgroundView: Bool { dimming > 0 || blur != nil || dismissOnTapOutside }

    /// Whether either dimension follows the presented controller's content size.
    public var fits: Bool { height == .fit || width == .fit }
}

/// `presentation: container:` as written.
public struct ContainerSpec: Sendable {
    public var range: SourceRange
    /// The first height written (the one the view rests at).
    public var height: Located<Container.Length>?
    /// Every height, when `height` is a list (`height: [0.4, 1]`); empty for a single height.
    public var detents: [Located<Container.Length>] = []
    public var width: Located<Container.Length>?
    public var alignment: Located<Container.Alignment>?
    public var insets: Located<Container.Insets>?
    public var cornerRadius: Located<Double>?
    public var cornerCurve: Located<Container.CornerCurve>?
    public var dimming: Located<Double>?
    public var blur: Located<Container.Blur>?
    public var dismissOnTapOutside: Located<Bool>?
    /// `behind:` as written: a view state of the presenting screen.
    public var behind: ViewStateSpec?
    public var statusBar: Located<Container.StatusBar>?
    public var grabber: Located<Bool>?
    public var haptics: Located<Bool>?

    public init(range: SourceRange) { self.range = range }

    /// The container the spec describes, defaults filled.
    public var lowered: Container {
        Container(
            height: height?.value ?? Container.defaultLength, width: width?.value ?? Container.defaultLength,
            alignment: alignment?.value, insets: insets?.value ?? .zero, cornerRadius: cornerRadius?.value ?? 0,
            cornerCurve: cornerCurve?.value ?? .continuous, dimming: dimming?.value ?? 0, blur: blur?.value, dismissOnTapOutside: dismissOnTapOutside?.value ?? false,
            behind: behind.map(Self.behindMotion), statusBar: statusBar?.value ?? .presenting,
            detents: detents.isEmpty ? nil : detents.map(\.value), grabber: grabber?.value ?? false,
            haptics: haptics?.value ?? false)
    }

    /// From rest to the written state, about its anchor; a leading or trailing anchor makes the state follow the
    /// layout direction, as it does a phase's view (`SpecLowering.view`).
    static func behindMotion(_ written: ViewStateSpec) -> ViewMotion {
        var state = ViewState.resting
        SpecLowering.apply(written, to: &state)
        let anchor = written.anchor?.value ?? .center
        if anchor.followsLayoutDirection { SpecLowering.followLayoutDirection(&state) }
        return ViewMotion(end: state, anchor: anchor)
    }
}
