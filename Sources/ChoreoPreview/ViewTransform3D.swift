#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a view that turns in 3D puts each point of itself on the phone: the generated code's
/// `ChoreoViewState.transform3D(resting:in:isRightToLeft:perspective:)` about the view's anchor,
/// for a renderer that has only flat drawing (the filmstrip's SVG).
///
/// The steps are Core Animation's (row vectors: the first applies first) and the page's CSS read
/// backwards: scale, the turn about z (clockwise), about x (+ tips the top edge away), about y
/// (+ turns the right edge away), the offset and `depth` away from the viewer, then the
/// perspective (`m34 = -1/d`). z points toward the viewer, y down, as in UIKit and CSS.
struct ViewTransform3D: Sendable {
    /// A point after the transform, before the perspective divide: the phone point is
    /// (`x / w`, `y / w`) from the anchor; `w` at or below 0 is at or behind the viewer's eye.
    struct Homogeneous: Sendable {
        var x: Double
        var y: Double
        var w: Double
    }

    let view: SampledView
    /// The anchor in the phone: where the transform's origin is.
    let origin: (x: Double, y: Double)
    /// The anchor in the view's own coordinates (0…width, 0…height).
    let localAnchor: (x: Double, y: Double)

    init(_ view: SampledView) {
        self.view = view
        localAnchor = (view.anchor.x * view.frame.width, view.anchor.y * view.frame.height)
        origin = (view.frame.x + localAnchor.x, view.frame.y + localAnchor.y)
    }

    /// The point (`x`, `y`) of the view (its own coordinates, 0…width by 0…height), transformed.
    func homogeneous(x: Double, y: Double) -> Homogeneous {
        let degrees = Double.pi / 180
        var px = (x - localAnchor.x) * view.scaleX, py = (y - localAnchor.y) * view.scaleY, pz = 0.0
        let z = view.rotation * degrees, rx = view.rotationX * degrees, ry = view.rotationY * degrees
        (px, py) = (px * cos(z) - py * sin(z), px * sin(z) + py * cos(z))
        (py, pz) = (py * cos(rx) - pz * sin(rx), py * sin(rx) + pz * cos(rx))
        (px, pz) = (px * cos(ry) + pz * sin(ry), -px * sin(ry) + pz * cos(ry))
        px += view.translationX
        py += view.translationY
        pz -= view.depth
        let perspective = view.perspective ?? 0
        let w = perspective > 0 ? 1 - pz / perspective : 1
        return Homogeneous(x: px, y: py, w: w)
    }

    /// A transformed point on the phone; nil at or behind the viewer's eye.
    func phonePoint(_ point: Homogeneous) -> (x: Double, y: Double)? {
        guard point.w >= Self.nearestW else { return nil }
        return (origin.x + point.x / point.w, origin.y + point.y / point.w)
    }

    /// How near the eye a point may come: the part of the view closer than this is cut off, as a
    /// layer past the viewer's eye is not drawn.
    static let nearestW = 1e-3

    /// The view's outline (`points`, in its own coordinates, in order) on the phone: the part in
    /// front of the viewer's eye, clipped where it crosses the plane `w = nearestW`. Empty when
    /// none of it is in front.
    func projected(_ points: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
        let transformed = points.map { homogeneous(x: $0.x, y: $0.y) }
        var kept: [Homogeneous] = []
        for (index, current) in transformed.enumerated() {
            let previous = transformed[(index + transformed.count - 1) % transformed.count]
            let currentIn = current.w >= Self.nearestW, previousIn = previous.w >= Self.nearestW
            if currentIn != previousIn {
                let t = (Self.nearestW - previous.w) / (current.w - previous.w)
                kept.append(Homogeneous(x: previous.x + (current.x - previous.x) * t, y: previous.y + (current.y - previous.y) * t,
                                        w: Self.nearestW))
            }
            if currentIn { kept.append(current) }
        }
        return kept.compactMap(phonePoint)
    }

    /// Twice the signed area of a phone polygon, positive when it runs clockwise on the phone (y
    /// down) as a view's outline does seen from the front: at or below 0 the view shows its back
    /// or its edge, which the generated code hides (`isDoubleSided = false`).
    static func signedArea(_ polygon: [(x: Double, y: Double)]) -> Double {
        guard polygon.count > 2 else { return 0 }
        var sum = 0.0
        for (index, point) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            sum += point.x * next.y - next.x * point.y
        }
        return sum
    }

    /// The affine map nearest the projection at the view's point (`x`, `y`) (its value and first
    /// derivatives there), as SVG's `matrix(a b c d e f)`: for what cannot be projected point by
    /// point, such as a label's text. Nil at or behind the viewer's eye.
    func affine(at x: Double, _ y: Double) -> (a: Double, b: Double, c: Double, d: Double, e: Double, f: Double)? {
        // The transform is linear in x and y before the divide, so one step each way is its derivative.
        let here = homogeneous(x: x, y: y), right = homogeneous(x: x + 1, y: y), down = homogeneous(x: x, y: y + 1)
        guard here.w >= Self.nearestW else { return nil }
        func derivative(_ step: Homogeneous) -> (x: Double, y: Double) {
            let dx = step.x - here.x, dy = step.y - here.y, dw = step.w - here.w
            return ((dx * here.w - here.x * dw) / (here.w * here.w), (dy * here.w - here.y * dw) / (here.w * here.w))
        }
        let u = derivative(right), v = derivative(down)
        let point = (x: origin.x + here.x / here.w, y: origin.y + here.y / here.w)
        return (u.x, u.y, v.x, v.y, point.x - u.x * x - v.x * y, point.y - u.y * x - v.y * y)
    }
}
