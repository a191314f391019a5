import ChoreoSpec

/// The shared elements of a phase in flight: for each element, the two snapshots of
/// `ChoreoSharedElementTraveller` (support code), the source's fading out and the destination's
/// fading in, travelling together from the element's frame in the source screen to its frame in
/// the destination screen with the corner radius going from one end's to the other's. Under
/// Reduce Motion (`crossfade`) each stays at its own frame and the two only cross-fade.
///
/// The preview's screens are mock ones, so the elements sit at mock frames, fixed by the element's
/// index (Docs/CommandLine.md, "Drawing contract"): in the screen the forward phase leaves (the
/// list) element `i` is a row, (16, 120 + 96·i, width − 32, 80); in the screen it shows (the
/// detail) element 0 is a header, (0, 0, width, 0.75·width), and element `i` > 0 a line of text
/// below it, (20, 0.75·width + 20 + 60·(i − 1), width − 40, 40). Their own corner radius is 0.
/// The spec's `preview: frames:` replaces either default for an element (a grid cell instead of
/// a row).
///
/// The real views are hidden while the snapshots fly and the snapshots sit exactly on them at
/// both ends, so the preview draws the elements only as their snapshots.
struct SharedElementFlight: Sendable {
    struct Element: Sendable {
        var id: String
        var start: PreviewRect
        var end: PreviewRect
        var startRadius: Double
        var endRadius: Double
        /// When it flies: the whole phase, or its turn in a staggered one.
        var window: MotionWindow
    }

    var elements: [Element]
    /// `inPlace` of the traveller: Reduce Motion.
    var inPlace: Bool
    /// False when the animator has no time (`reduceMotion: none`): no traveller is made, and each
    /// element shows at rest in the destination.
    var flies: Bool

    /// `source` and `destination` are where the two screens rest (the incoming one at its final frame).
    init(transition: Transition, phase: Phase, inPlace: Bool, flies: Bool, source: PreviewRect, destination: PreviewRect) {
        let forward = phase.role.isForward
        let count = transition.sharedElements.count
        elements = transition.sharedElements.enumerated().map { index, element in
            let radii = element.cornerRadius(in: phase.role)
            let list = forward ? source : destination, detail = forward ? destination : source
            let mock = transition.spec.previewFrames.first { $0.value.id == element.id }?.value
            let inList = list.converting(mock?.from ?? Self.listFrame(index, width: list.width))
            let inDetail = detail.converting(mock?.to ?? Self.detailFrame(index, width: detail.width))
            return Element(id: element.id, start: forward ? inList : inDetail, end: forward ? inDetail : inList,
                           startRadius: radii?.from ?? 0, endRadius: radii?.to ?? 0,
                           window: phase.stagger?.window(ofElement: index, count: count, run: phase.run) ?? .whole)
        }
        self.inPlace = inPlace
        self.flies = flies
    }

    static func listFrame(_ index: Int, width: Double) -> PreviewRect {
        PreviewRect(x: 16, y: 120 + 96 * Double(index), width: width - 32, height: 80)
    }

    static func detailFrame(_ index: Int, width: Double) -> PreviewRect {
        let header = 0.75 * width
        if index == 0 { return PreviewRect(x: 0, y: 0, width: width, height: header) }
        return PreviewRect(x: 20, y: header + 20 + 60 * Double(index - 1), width: width - 40, height: 40)
    }

    /// The snapshots at `progress` (0 start, 1 end), back to front: each element's source snapshot,
    /// then its destination's, in the spec's order, as the traveller adds them to the container. An
    /// element with a window of its own flies through a keyframe animation during it, which cannot
    /// pass its end (a spring's overshoot stops there), as `ChoreoSharedElementTraveller.moveToEnd()` plays it.
    func snapshots(at phaseProgress: Double) -> [SampledView] {
        elements.flatMap { element -> [SampledView] in
            guard flies else {
                return [Self.snapshot(element.id, element.end, alpha: 1, radius: element.endRadius)]
            }
            var progress = phaseProgress
            if element.window != .whole, !inPlace {
                let window = element.window
                progress = min(max((min(max(phaseProgress, 0), 1) - window.start) / (window.end - window.start), 0), 1)
            }
            let frame = element.start.mixed(with: element.end, progress)
            let radius = max(0, element.startRadius + (element.endRadius - element.startRadius) * progress)
            let alpha = min(max(progress, 0), 1)
            return [
                Self.snapshot(element.id, inPlace ? element.start : frame, alpha: 1 - alpha,
                              radius: inPlace ? element.startRadius : radius),
                Self.snapshot(element.id, inPlace ? element.end : frame, alpha: alpha,
                              radius: inPlace ? element.endRadius : radius),
            ]
        }
    }

    private static func snapshot(_ id: String, _ frame: PreviewRect, alpha: Double, radius: Double) -> SampledView {
        SampledView(role: .shared, alpha: alpha, cornerRadius: radius, frame: frame, label: id)
    }
}
