import ChoreoSpec

/// What the preview does with rectangles: the frames of a flight and of views in their screens.
extension PreviewRect {
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
