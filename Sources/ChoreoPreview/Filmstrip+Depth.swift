#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Depth and light in the filmstrip: SVG has only flat (affine) transforms, so a view that turns in
/// 3D is drawn as its outline projected point by point (`ViewTransform3D`), and a shadow as a blurred
/// copy of the view's outline under it.
extension Filmstrip {
    /// Segments of a quarter circle in a projected rounded corner.
    static let cornerSegments = 6

    /// A view that turns in 3D: its outline projected onto the phone, in its colour and opacity, its
    /// label on the nearest flat map at its middle, its dim over it. Nil when the view shows its back
    /// or its edge, or is wholly behind the viewer's eye: the generated code hides the back
    /// (`isDoubleSided = false`), and so its shadow too.
    static func turnedDrawing(of view: SampledView, fill: String, id: String) -> String? {
        let projection = ViewTransform3D(view)
        let frame = view.frame
        let outline = Self.outline(width: frame.width, height: frame.height, radius: view.cornerRadius, corners: view.maskedCorners)
        let polygon = projection.projected(outline)
        guard ViewTransform3D.signedArea(polygon) > 0 else { return nil }
        let f = CompactNumber.fine
        var text = ##"<g opacity="\##(f(view.alpha))">"##
        let middle = projection.affine(at: frame.width / 2, frame.height / 2)
        if let shadow = view.shadow {
            // The outline moved by the offset in the view's own plane, projected; the blur scaled
            // by how much the projection scales the view at its middle.
            let moved = projection.projected(outline.map { ($0.x + shadow.offsetX, $0.y + shadow.offsetY) })
            let scale = middle.map { sqrt(abs($0.a * $0.d - $0.b * $0.c)) } ?? 1
            let radius = shadow.radius * scale, spread = 3 * radius
            let xs = moved.map(\.x), ys = moved.map(\.y)
            if let left = xs.min(), let right = xs.max(), let top = ys.min(), let bottom = ys.max() {
                text += blurFilter(id: id, radius: radius,
                                   region: (left - spread, top - spread, right - left + 2 * spread, bottom - top + 2 * spread))
                text += "<polygon points=\"\(points(moved))\"\(shadowPaint(shadow, radius: radius, id: id))/>"
            }
        }
        text += "<polygon points=\"\(points(polygon))\" fill=\"\(fill)\"/>"
        if let middle {
            text += label(of: view, transform: "matrix(\([middle.a, middle.b, middle.c, middle.d].map(f).joined(separator: " ")) "
                          + "\(CompactNumber.points(middle.e)) \(CompactNumber.points(middle.f)))")
        }
        if view.dim > 0 { text += "<polygon points=\"\(points(polygon))\" fill=\"#000000\" opacity=\"\(f(view.dim))\"/>" }
        return text + "</g>"
    }

    /// `x,y x,y …` to 0.1 pt.
    static func points(_ polygon: [(x: Double, y: Double)]) -> String {
        polygon.map { "\(CompactNumber.points($0.x)),\(CompactNumber.points($0.y))" }.joined(separator: " ")
    }

    /// A `width` × `height` rectangle's outline clockwise from its top-left corner, with `radius` on
    /// the corners in `corners` (`CACornerMask` bits) as `cornerSegments` straight pieces each: what
    /// `shape(width:height:radius:corners:)` draws, as points a projection can move one by one.
    static func outline(width: Double, height: Double, radius: Double, corners: Int) -> [(x: Double, y: Double)] {
        let r = min(max(radius, 0), width / 2, height / 2)
        // Top-left, top-right, bottom-right, bottom-left: each corner's bit, point and arc's centre
        // offset, and the angle its quarter circle starts at (clockwise on a y-down screen).
        let cornerList: [(bit: Int, x: Double, y: Double, towardX: Double, towardY: Double, start: Double)] = [
            (1, 0, 0, 1, 1, 180), (2, width, 0, -1, 1, 270), (8, width, height, -1, -1, 0), (4, 0, height, 1, -1, 90),
        ]
        var points: [(x: Double, y: Double)] = []
        for corner in cornerList {
            guard r > 0, corners & corner.bit != 0 else {
                points.append((corner.x, corner.y))
                continue
            }
            let centre = (x: corner.x + corner.towardX * r, y: corner.y + corner.towardY * r)
            for step in 0...cornerSegments {
                let angle = (corner.start + 90 * Double(step) / Double(cornerSegments)) * Double.pi / 180
                points.append((centre.x + r * cos(angle), centre.y + r * sin(angle)))
            }
        }
        return points
    }

    /// A Gaussian blur named `shadow-ID` over `region` (x, y, width, height in the user space of the
    /// element it blurs); nothing for a radius of 0, a sharp shadow. Core Animation's `shadowRadius`
    /// is roughly the blur's standard deviation.
    static func blurFilter(id: String, radius: Double, region: (Double, Double, Double, Double)) -> String {
        guard radius > 0 else { return "" }
        let p = CompactNumber.points
        return ##"<filter id="shadow-\##(id)" filterUnits="userSpaceOnUse" x="\##(p(region.0))" y="\##(p(region.1))" width="\##(p(region.2))" height="\##(p(region.3))">"##
            + ##"<feGaussianBlur stdDeviation="\##(CompactNumber.fine(radius))"/></filter>"##
    }

    /// A shadow's paint attributes: its colour at its opacity, blurred by `shadow-ID` (`blurFilter`
    /// with the same `radius`, none at 0).
    static func shadowPaint(_ shadow: SampledView.Shadow, radius: Double, id: String) -> String {
        func hex(_ component: Double) -> String {
            let value = Int((component * 255).rounded())
            let digits = String(value, radix: 16, uppercase: true)
            return digits.count < 2 ? "0" + digits : digits
        }
        let colour = "#" + hex(shadow.red) + hex(shadow.green) + hex(shadow.blue)
        let filter = radius > 0 ? " filter=\"url(#shadow-\(id))\"" : ""
        return " fill=\"\(colour)\" opacity=\"\(CompactNumber.fine(shadow.opacity))\"" + filter
    }
}
