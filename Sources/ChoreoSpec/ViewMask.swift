/// A view seen through a shape that grows from a small origin until it covers the container (the
/// incoming view revealed), or shrinks from covering it into the origin (the outgoing view hidden):
/// a view's `mask:`.
///
/// At the small end the shape is the origin's: a source view's frame (converted into the container
/// at the start of the phase) or a point of the container. At the large end it covers the
/// container: a circle centred on the origin whose radius reaches the container's farthest corner,
/// or the container's bounds with square corners for `roundedRect` and `capsule`.
public struct ViewMask: Sendable, Equatable {
    public var shape: MaskShape
    public var origin: EffectOrigin
    /// True when the shape grows from the origin to covering the container (a mask on `to`), false
    /// when it shrinks from covering to the origin (on `from`). `reverse` plays the view backwards
    /// and so flips it: a reveal from the button comes back as a shrink into it.
    public var grows: Bool

    public init(shape: MaskShape, origin: EffectOrigin, grows: Bool) {
        self.shape = shape
        self.origin = origin
        self.grows = grows
    }
}

/// The shape of a mask at its small end.
public enum MaskShape: String, Sendable, CaseIterable {
    /// A circle about the origin's centre: the circle of a round button (radius half the origin's
    /// larger side), a point of no size for a point origin.
    case circle
    /// The origin's frame with the source view's own corner radius.
    case roundedRect
    /// The origin's frame with fully rounded ends (radius half its shorter side).
    case capsule
}

/// What a mask covers at its large end: `to: cover`, the only value (the key exists so that a spec
/// says it, and leaves room for another end).
public enum MaskEnd: String, Sendable, CaseIterable {
    case cover
}

/// `mask:` as written.
public struct MaskSpec: Sendable {
    public var shape: Located<MaskShape>?
    public var from: Located<EffectOrigin>?
    public var to: Located<MaskEnd>?

    public init() {}
}
