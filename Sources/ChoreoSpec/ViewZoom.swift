/// A view that grows out of the tapped view (or a point) to where it rests, or shrinks from where it
/// rests into it: a view's `zoom:`. The zoomed end of the motion is not a state the spec can write,
/// since the source view's frame is known only when the phase starts; the generated code and the
/// preview turn it into the scale and offset that put the view's frame on the origin's
/// (`ZoomFit.scaleAndOffset`) and play the rest of the motion as written.
public struct ViewZoom: Sendable, Equatable {
    public var origin: EffectOrigin
    public var aspect: ZoomAspect
    /// True when the view starts at the origin and grows to its end state (a zoom on `to`), false when
    /// it starts at its start state and shrinks into the origin (on `from`). `reverse` flips it, as it
    /// flips a mask.
    public var grows: Bool

    public init(origin: EffectOrigin, aspect: ZoomAspect = .fit, grows: Bool) {
        self.origin = origin
        self.aspect = aspect
        self.grows = grows
    }
}

/// How a view's frame is put on the origin's when their shapes differ.
public enum ZoomAspect: String, Sendable, CaseIterable {
    /// One scale for both axes, the largest that keeps the whole view inside the origin's frame, centred
    /// on it: nothing is distorted and nothing spills past the tapped view.
    case fit
    /// One scale for both axes, the smallest that covers the origin's frame, centred on it: the view
    /// spills past the tapped view unless a mask from the source clips it to that frame (an App Store
    /// card).
    case fill
    /// A scale for each axis: the view's frame is exactly the origin's, its content squeezed.
    case stretch
}

/// `zoom:` as written.
public struct ZoomSpec: Sendable {
    public var from: Located<EffectOrigin>?
    public var aspect: Located<ZoomAspect>?

    public init() {}
}

extension ViewZoom {
    /// A scale of 0 cannot be inverted, and Core Animation cannot take such a transform apart to animate
    /// it: a view that grows out of a point (or a source view of no size) starts at a hundredth of its size.
    public static let smallestScale = 0.01

    /// The scale, and the move in points, that put a view resting at `resting` (turning about `anchor`, a
    /// physical unit point of its frame) on `origin`, both in the container's coordinates: the scaled
    /// frame is centred on the origin's. `ChoreoZoom.state` in the generated support file is the same
    /// arithmetic.
    public func fit(_ resting: PreviewRect, anchor: UnitPoint, onto origin: PreviewRect) -> (scale: Scale, move: (x: Double, y: Double)) {
        guard resting.width > 0, resting.height > 0 else { return (.identity, (0, 0)) }
        var scaleX = origin.width / resting.width, scaleY = origin.height / resting.height
        switch aspect {
        case .fit: (scaleX, scaleY) = (min(scaleX, scaleY), min(scaleX, scaleY))
        case .fill: (scaleX, scaleY) = (max(scaleX, scaleY), max(scaleX, scaleY))
        case .stretch: break
        }
        scaleX = max(scaleX, Self.smallestScale)
        scaleY = max(scaleY, Self.smallestScale)
        let width = resting.width * scaleX, height = resting.height * scaleY
        let move = (x: origin.x + origin.width / 2 - width / 2 + anchor.x * width - (resting.x + anchor.x * resting.width),
                    y: origin.y + origin.height / 2 - height / 2 + anchor.y * height - (resting.y + anchor.y * resting.height))
        return (Scale(x: scaleX, y: scaleY), move)
    }

    /// `state` with the zoom's scale and its move as an offset: fractions of the distance that takes the
    /// view just out of `bounds` on that side, as every offset is. `state` keeps its other properties.
    public func zoomed(_ state: ViewState, resting: PreviewRect, anchor: UnitPoint, onto origin: PreviewRect,
                       in bounds: PreviewRect) -> ViewState {
        let (scale, move) = fit(resting, anchor: anchor, onto: origin)
        let travel = (left: max(resting.maxX - bounds.x, 1), right: max(bounds.maxX - resting.x, 1),
                      up: max(resting.maxY - bounds.y, 1), down: max(bounds.maxY - resting.y, 1))
        var zoomed = state
        zoomed.scale = scale
        zoomed.offset = Offset(x: move.x / (move.x > 0 ? travel.right : travel.left),
                               y: move.y / (move.y > 0 ? travel.down : travel.up),
                               isLayoutRelative: state.followsLayoutDirection)
        return zoomed
    }
}
