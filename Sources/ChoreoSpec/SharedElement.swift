/// An element that travels from its place in one screen to its place in the other (`shared:`):
/// a photo, a title, a card. Generated code finds its view in each screen by `id` (through the
/// `<Transition>SharedViews` protocol) and flies a snapshot between the two frames.
public struct SharedElement: Sendable, Equatable {
    /// A Swift identifier: the generated requirement is `var <id>View: UIView? { get }`.
    public var id: String
    /// The element's corner radius in the forward phase's source and destination; nil: each
    /// view's own `layer.cornerRadius`.
    public var cornerRadius: CornerRadii?

    public init(id: String, cornerRadius: CornerRadii? = nil) {
        self.id = id
        self.cornerRadius = cornerRadius
    }

    /// The radii in the order `phase` plays them: the forward phase goes from the first screen to
    /// the second, the backward phase the other way.
    public func cornerRadius(in role: PhaseRole) -> CornerRadii? {
        guard let cornerRadius else { return nil }
        return role.isForward ? cornerRadius : CornerRadii(from: cornerRadius.to, to: cornerRadius.from)
    }
}

/// `cornerRadius: [from, to]` of a shared element, in points.
public struct CornerRadii: Sendable, Equatable {
    /// In the screen the forward phase leaves (the list, for a list-to-detail push).
    public var from: Double
    /// In the screen the forward phase shows.
    public var to: Double

    public init(from: Double, to: Double) {
        self.from = from
        self.to = to
    }
}
