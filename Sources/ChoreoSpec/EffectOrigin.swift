/// Where a mask or a zoom starts (or, shrinking, ends): the tapped view, or a point of the container.
public enum EffectOrigin: Sendable, Equatable {
    /// The transition's source view (`source:`), or its fallback point when the app shows none.
    case source
    /// A point of the container, in its unit square (0,0 top-left), of no size.
    case point(UnitPoint)
}
