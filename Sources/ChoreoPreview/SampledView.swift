import ChoreoSpec

/// One view at one instant, in the terms a renderer needs: points, not fractions of the container.
///
/// The transform is the generated code's: scale, then rotation (degrees, clockwise) about
/// `anchor`, then the translation; a renderer that applies them in this order about the anchor
/// draws what `ChoreoViewState.transform(in:isRightToLeft:)` makes UIKit draw.
public struct SampledView: Sendable, Equatable {
    public var role: ViewRole
    /// Translation in points, right-to-left mirroring already applied.
    public var translationX: Double
    public var translationY: Double
    public var scaleX: Double
    public var scaleY: Double
    public var rotation: Double
    public var alpha: Double
    /// Points; the mock screens' own radius (0) when the spec leaves it alone.
    public var cornerRadius: Double
    /// Opacity of the black overlay the generated code adds over the view.
    public var dim: Double
    public var anchor: UnitPoint

    public init(
        role: ViewRole, translationX: Double = 0, translationY: Double = 0, scaleX: Double = 1, scaleY: Double = 1,
        rotation: Double = 0, alpha: Double = 1, cornerRadius: Double = 0, dim: Double = 0, anchor: UnitPoint = .center
    ) {
        self.role = role
        self.translationX = translationX
        self.translationY = translationY
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotation = rotation
        self.alpha = alpha
        self.cornerRadius = cornerRadius
        self.dim = dim
        self.anchor = anchor
    }
}
