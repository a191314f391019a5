import ChoreoSpec

/// `choreo preview --output FILE.svg`: each phase of each transition as a row of still frames
/// at evenly spaced times, labelled with the time, for READMEs and pull requests (GitHub shows SVG
/// images but runs no script, so the frames are drawn, not played).
///
/// Frames are drawn with the page's contract (the same colours, transform order and anchor) at a
/// quarter of the phone's size, from the same `FrameSampler`.
public struct Filmstrip: Sendable {
    public static let defaultFrameCount = 6
    static let frameScale = 0.25
    static let gap = 14.0
    static let margin = 12.0
    static let headerHeight = 22.0
    static let timeLabelHeight = 20.0

    public var frameCount: Int

    public init(frameCount: Int = Filmstrip.defaultFrameCount) {
        self.frameCount = max(2, frameCount)
    }

    private var frameWidth: Double { FrameSampler.phoneSize.width * Self.frameScale }
    private var frameHeight: Double { FrameSampler.phoneSize.height * Self.frameScale }
    private var rowHeight: Double { Self.headerHeight + frameHeight + Self.timeLabelHeight + Self.gap }

    public func svg(for transitions: [Transition]) -> String {
        let rows = transitions.flatMap { transition in transition.phases.map { (transition, $0) } }
        let width = Self.margin * 2 + Double(frameCount) * frameWidth + Double(frameCount - 1) * Self.gap
        let height = Self.margin * 2 + Double(rows.count) * rowHeight - Self.gap
        let w = CompactNumber.points(width), h = CompactNumber.points(height)
        var lines = [
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(w)" height="\##(h)" viewBox="0 0 \##(w) \##(h)" font-family="-apple-system, 'Segoe UI', system-ui, sans-serif">"##,
            "<title>\(Self.escaped(transitions.map(\.name).joined(separator: ", "))): Choreo filmstrip</title>",
            ##"<defs><clipPath id="phone"><rect width="\##(CompactNumber.points(FrameSampler.phoneSize.width))" height="\##(CompactNumber.points(FrameSampler.phoneSize.height))"/></clipPath></defs>"##,
            ##"<rect width="100%" height="100%" fill="#FFFFFF"/>"##,
        ]
        for (index, row) in rows.enumerated() {
            lines += self.row(row.0, row.1, top: Self.margin + Double(index) * rowHeight, number: index)
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Row `number`'s frames; a drawing's filters are named after the row, the frame and the view.
    private func row(_ transition: Transition, _ phase: Phase, top: Double, number: Int) -> [String] {
        let sampler = FrameSampler(transition: transition, phase: phase)
        let duration = sampler.duration
        let name = phase.role.rawValue + (phase.role.meaning.map { " (\($0))" } ?? "")
        let heading = "\(transition.name) · \(name) · \(CompactNumber.format(duration, places: 2)) s"
        var lines = [
            ##"<text x="\##(CompactNumber.points(Self.margin))" y="\##(CompactNumber.points(top + 15))" font-size="14" font-weight="600" fill="#1C1C1E">\##(Self.escaped(heading))</text>"##,
        ]
        for index in 0..<frameCount {
            let time = duration * Double(index) / Double(frameCount - 1)
            let left = Self.margin + Double(index) * (frameWidth + Self.gap)
            let frameTop = top + Self.headerHeight
            lines.append(##"<g transform="translate(\##(CompactNumber.points(left)) \##(CompactNumber.points(frameTop))) scale(\##(Self.frameScale))" clip-path="url(#phone)">"##)
            lines.append(##"<rect width="390" height="844" fill="#FFFFFF"/>"##)
            for (place, view) in sampler.views(at: time).enumerated() {
                lines += Self.drawing(of: view, forward: phase.role.isForward, id: "\(number)-\(index)-\(place)").map { [$0] } ?? []
            }
            lines += sampler.detentTops.map(Self.detentMark)
            lines.append("</g>")
            lines.append(##"<rect x="\##(CompactNumber.points(left))" y="\##(CompactNumber.points(frameTop))" width="\##(CompactNumber.points(frameWidth))" height="\##(CompactNumber.points(frameHeight))" fill="none" stroke="#C7C7CC"/>"##)
            let label = CompactNumber.format(time, places: 2) + " s"
            lines.append(##"<text x="\##(CompactNumber.points(left + frameWidth / 2))" y="\##(CompactNumber.points(frameTop + frameHeight + 15))" font-size="12" text-anchor="middle" fill="#3A3A3C">\##(label)</text>"##)
        }
        return lines
    }

    /// A dashed line across the phone at a sheet's detent: where a drag can leave the sheet's top.
    static func detentMark(at top: Double) -> String {
        ##"<line x1="0" y1="\##(CompactNumber.points(top))" x2="\##(CompactNumber.points(FrameSampler.phoneSize.width))" y2="\##(CompactNumber.points(top))" stroke="\##(PreviewPage.detentColour)" stroke-width="4" stroke-dasharray="16 10"/>"##
    }

    /// One view: translated, then rotated and scaled about its anchor, as the page and UIKit do;
    /// the anchor is a point of the view's resting frame, the translation counts from that frame.
    /// `forward`: the phase brings the `to` screen in (present, push, perform); screens keep their
    /// colour across phases (`PreviewPage.frontColour`). A view that turns in 3D is drawn projected
    /// (`turnedDrawing`), nil when its back faces the viewer. `id` names the view's shadow filter.
    static func drawing(of view: SampledView, forward: Bool, id: String) -> String? {
        if view.perspective != nil { return turnedDrawing(of: view, fill: fill(of: view, forward: forward), id: id) }
        let frame = view.frame
        let ax = view.anchor.x * frame.width, ay = view.anchor.y * frame.height
        let p = CompactNumber.points, f = CompactNumber.fine
        let transform = "translate(\(p(frame.x + view.translationX + ax)) \(p(frame.y + view.translationY + ay))) "
            + "rotate(\(CompactNumber.format(view.rotation, places: 2))) "
            + "scale(\(f(view.scaleX)) \(f(view.scaleY))) translate(\(p(-ax)) \(p(-ay)))"
        let shape = Self.shape(width: frame.width, height: frame.height, radius: view.cornerRadius, corners: view.maskedCorners)
        var text = ##"<g transform="\##(transform)" opacity="\##(f(view.alpha))">"##
        if let clip = view.clip {
            // In the view's own coordinates, as the generated code's mask view is.
            let r = min(max(clip.cornerRadius, 0), clip.frame.width / 2, clip.frame.height / 2)
            text += ##"<clipPath id="mask-\##(id)"><rect x="\##(p(clip.frame.x))" y="\##(p(clip.frame.y))" width="\##(p(max(clip.frame.width, 0)))" height="\##(p(max(clip.frame.height, 0)))" rx="\##(p(r))"/></clipPath>"##
            text += ##"<g clip-path="url(#mask-\##(id))">"##
        }
        if let shadow = view.shadow {
            // In the view's own coordinates: offset and blurred with it, under it.
            let spread = 3 * shadow.radius
            text += Self.blurFilter(id: id, radius: shadow.radius,
                                    region: (-spread, -spread, frame.width + 2 * spread, frame.height + 2 * spread))
            text += "<\(shape) transform=\"translate(\(p(shadow.offsetX)) \(p(shadow.offsetY)))\"\(Self.shadowPaint(shadow, radius: shadow.radius, id: id))/>"
        }
        // A blur is drawn as frosted glass: its material's tint over the screen behind, which an SVG cannot blur.
        let glass = view.role == .blur ? " fill-opacity=\"\(f(PreviewPage.blurTint))\"" : ""
        text += "<\(shape) fill=\"\(fill(of: view, forward: forward))\"\(glass)/>"
        text += label(of: view, transform: nil)
        if view.dim > 0 { text += "<\(shape) fill=\"#000000\" opacity=\"\(f(view.dim))\"/>" }
        if view.clip != nil { text += "</g>" }
        return text + "</g>"
    }

    /// The view's colour: screens by identity (`forward`), black for a dimming view, a light grey for a blur,
    /// orange for a snapshot.
    static func fill(of view: SampledView, forward: Bool) -> String {
        switch view.role {
        case .to: return forward ? PreviewPage.frontColour : PreviewPage.backColour
        case .from: return forward ? PreviewPage.backColour : PreviewPage.frontColour
        case .dimming: return "#000000"
        case .blur: return PreviewPage.blurColour
        case .shared: return PreviewPage.sharedElementColour
        case .source: return PreviewPage.sourceColour
        }
    }

    /// A screen's role or a snapshot's id, white in the middle of the view (its own coordinates,
    /// mapped by `transform` when given: `matrix(a b c d e f)`).
    static func label(of view: SampledView, transform: String?) -> String {
        let p = CompactNumber.points
        let frame = view.frame
        let placed = transform.map { " transform=\"\($0)\"" } ?? ""
        switch view.role {
        case .to, .from:
            if view.isPiece { return "" }
            return ##"<text\##(placed) x="\##(p(frame.width / 2))" y="\##(p(frame.height / 2 + 18))" font-size="56" text-anchor="middle" fill="#FFFFFF">\##(view.role.rawValue)</text>"##
        case .shared, .source:
            return ##"<text\##(placed) x="\##(p(frame.width / 2))" y="\##(p(frame.height / 2 + 10))" font-size="28" text-anchor="middle" fill="#FFFFFF">\##(escaped(view.label ?? ""))</text>"##
        case .dimming, .blur:
            return ""
        }
    }

    /// A `width` × `height` rectangle at the origin with `radius` on the corners in `corners`
    /// (`CACornerMask` bits): a `rect` when all four or none are round, else a path.
    static func shape(width: Double, height: Double, radius: Double, corners: Int) -> String {
        let p = CompactNumber.points
        let r = min(max(radius, 0), width / 2, height / 2)
        if r <= 0 || corners == ContainerLayout.allCorners {
            return ##"rect width="\##(p(width))" height="\##(p(height))"\##(r > 0 ? ##" rx="\##(p(r))""## : "")"##
        }
        func corner(_ bit: Int) -> Double { corners & bit != 0 ? r : 0 }
        let tl = corner(1), tr = corner(2), bl = corner(4), br = corner(8)
        var d = "M\(p(tl)) 0H\(p(width - tr))"
        if tr > 0 { d += "A\(p(tr)) \(p(tr)) 0 0 1 \(p(width)) \(p(tr))" }
        d += "V\(p(height - br))"
        if br > 0 { d += "A\(p(br)) \(p(br)) 0 0 1 \(p(width - br)) \(p(height))" }
        d += "H\(p(bl))"
        if bl > 0 { d += "A\(p(bl)) \(p(bl)) 0 0 1 0 \(p(height - bl))" }
        d += "V\(p(tl))"
        if tl > 0 { d += "A\(p(tl)) \(p(tl)) 0 0 1 \(p(tl)) 0" }
        return ##"path d="\##(d)Z""##
    }

    static func escaped(_ text: String) -> String { PreviewPage.escapedHTML(text) }
}
