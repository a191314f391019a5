/// The view the user tapped (`source:`): a button a bubble grows from, a cell a detail is revealed
/// from. The app provides it through the generated `<Transition>SourceView` protocol, on the screen
/// that has it: the forward phase's `from` controller, the backward phase's `to` controller. A mask
/// (`ViewMask`) starts there (or ends there, on the way back).
public struct SourceView: Sendable, Equatable {
    /// A Swift identifier: the generated requirement is `var <id>View: UIView? { get }`.
    public var id: String
    /// Where the mask starts when the app returns no view, or one that is hidden or not in a window.
    public var fallback: SourceFallback

    public init(id: String, fallback: SourceFallback = .center) {
        self.id = id
        self.fallback = fallback
    }
}

/// A point of the container, of no size, that stands in for a source view the app does not show:
/// the transition still runs, from there.
public enum SourceFallback: String, Sendable, CaseIterable {
    /// The container's centre.
    case center
    /// The middle of the container's top edge.
    case top
    /// The middle of the container's bottom edge.
    case bottom

    /// The point as a unit point of the container.
    public var point: UnitPoint {
        switch self {
        case .center: return UnitPoint(x: 0.5, y: 0.5)
        case .top: return UnitPoint(x: 0.5, y: 0)
        case .bottom: return UnitPoint(x: 0.5, y: 1)
        }
    }
}

/// `source:` as written.
public struct SourceViewSpec: Sendable {
    public var id: Located<String>?
    public var fallback: Located<SourceFallback>?

    public init() {}
}
