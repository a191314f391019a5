import ChoreoSpec

/// A rectangle in points, in the phone's coordinates (origin at its top-left corner, y down), as
/// UIKit's `CGRect` is in the container view's.
public struct PreviewRect: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A mock frame the spec gives (`preview: frames:`).
    init(_ rect: PreviewFrames.Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// `progress` of the way from `self` to `other`, each edge on the same straight line, as Core
    /// Animation interpolates a frame (a spring's overshoot carries through).
    func mixed(with other: PreviewRect, _ progress: Double) -> PreviewRect {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        return PreviewRect(x: mix(x, other.x), y: mix(y, other.y), width: mix(width, other.width), height: mix(height, other.height))
    }

    /// `local` (in a view's own coordinates) in the coordinates `self` is given in: what
    /// `convert(_:to:)` gives for an untransformed view at `self`.
    func converting(_ local: PreviewRect) -> PreviewRect {
        PreviewRect(x: x + local.x, y: y + local.y, width: local.width, height: local.height)
    }
}
