import ChoreoSpec

/// A view's mask in the preview: the shape at its two ends, as `ChoreoMask.ends` and
/// `ChoreoMover.prepareMask` in the support file compute them, and where it is at any progress.
///
/// The source view is a mock (`mockSourceFrame`): a 56 × 56 round button 24 points in from the
/// bottom trailing corner of the safe area, or the frame `preview: frames:` gives its id, with no
/// corner radius. Like the generated code, the preview reads it where it rests on its screen (the
/// forward phase's `from` screen, the backward phase's `to` screen) before anything moves, and
/// expresses both ends in the masked view's own coordinates.
struct MaskReveal: Sendable {
    let start: SampledView.Clip
    let end: SampledView.Clip
    let window: MotionWindow
    let isKeyframed: Bool

    /// The mock source view: its frame in its screen and its corner radius.
    static func mockSource(of transition: Transition, on device: PreviewDevice) -> (frame: PreviewRect, cornerRadius: Double)? {
        guard let source = transition.source else { return nil }
        if let written = transition.spec.previewFrames.first(where: { $0.value.id == source.id })?.value.from {
            return (written, 0)
        }
        let side = 56.0, inset = 24.0
        let frame = PreviewRect(x: device.width - device.safeArea.right - inset - side,
                                y: device.height - device.safeArea.bottom - inset - side, width: side, height: side)
        return (frame, side / 2)
    }

    /// How a zoom moves the view at the mask's small end (`ViewZoom.fit`), about the view's anchor.
    struct Zoom {
        var fit: (scale: Scale, move: (x: Double, y: Double))
        var anchor: UnitPoint
    }

    /// nil for a view without a mask. `source` is the source view's frame in the container and its radius;
    /// `resting` where the masked view rests in the container; `zoom` the view's zoom, which puts the
    /// small end where the zoomed view shows the origin.
    init?(_ motion: ViewMotion, source: (frame: PreviewRect, cornerRadius: Double)?, resting: PreviewRect, zoom: Zoom? = nil,
          in bounds: PreviewRect) {
        guard let mask = motion.mask else { return nil }
        // The source view with its radius, a point of the container, or its centre without a source (as a zoom's).
        let origin = (frame: FrameSampler.origin(at: mask.origin, source: source?.frame, in: bounds),
                      cornerRadius: mask.origin == .source ? source?.cornerRadius ?? 0 : 0)
        let small: SampledView.Clip, large: SampledView.Clip
        let shortSide = min(origin.frame.width, origin.frame.height)
        switch mask.shape {
        case .circle:
            let cx = origin.frame.x + origin.frame.width / 2, cy = origin.frame.y + origin.frame.height / 2
            let corners = [(bounds.x, bounds.y), (bounds.maxX, bounds.y), (bounds.x, bounds.maxY), (bounds.maxX, bounds.maxY)]
            let reach = corners.map { (($0.0 - cx) * ($0.0 - cx) + ($0.1 - cy) * ($0.1 - cy)).squareRoot() }.max() ?? 0
            let radius = max(origin.frame.width, origin.frame.height) / 2
            func circle(_ r: Double) -> SampledView.Clip {
                SampledView.Clip(frame: PreviewRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r), cornerRadius: r, isCircle: true)
            }
            small = circle(radius)
            large = circle(reach)
        case .roundedRect:
            small = SampledView.Clip(frame: origin.frame, cornerRadius: min(origin.cornerRadius, shortSide / 2), isCircle: false)
            large = SampledView.Clip(frame: bounds, cornerRadius: 0, isCircle: false)
        case .capsule:
            small = SampledView.Clip(frame: origin.frame, cornerRadius: shortSide / 2, isCircle: false)
            large = SampledView.Clip(frame: bounds, cornerRadius: 0, isCircle: false)
        }
        func local(_ clip: SampledView.Clip) -> SampledView.Clip {
            var clip = clip
            clip.frame.x -= resting.x
            clip.frame.y -= resting.y
            return clip
        }
        /// The clip the zoomed view shows through so that the screen shows `clip` (`ChoreoMover.unzoomed`).
        func unzoomed(_ clip: SampledView.Clip) -> SampledView.Clip {
            guard let zoom else { return local(clip) }
            let scale = (x: max(zoom.fit.scale.x, ViewZoom.smallestScale), y: max(zoom.fit.scale.y, ViewZoom.smallestScale))
            let pivot = (x: resting.x + zoom.anchor.x * resting.width, y: resting.y + zoom.anchor.y * resting.height)
            var local = clip
            local.frame = PreviewRect(x: zoom.anchor.x * resting.width + (clip.frame.x - pivot.x - zoom.fit.move.x) / scale.x,
                                      y: zoom.anchor.y * resting.height + (clip.frame.y - pivot.y - zoom.fit.move.y) / scale.y,
                                      width: clip.frame.width / scale.x, height: clip.frame.height / scale.y)
            local.cornerRadius = clip.cornerRadius / min(scale.x, scale.y)
            return local
        }
        start = mask.grows ? unzoomed(small) : local(large)
        end = mask.grows ? local(large) : unzoomed(small)
        window = motion.window
        isKeyframed = motion.isKeyframed
    }

    /// The shape at `progress` of the view's run: along a straight line through the view's window (a
    /// keyframe animation, which stops at its ends), else under the phase's timing as it is (a spring's
    /// overshoot carries through the frame, as Core Animation's does); a corner radius is never below 0.
    func clip(at progress: Double) -> SampledView.Clip {
        var local = progress
        if isKeyframed {
            let span = window.end - window.start
            local = span > 0 ? min(max((progress - window.start) / span, 0), 1) : (progress >= window.end ? 1 : 0)
        }
        let radius = start.cornerRadius + (end.cornerRadius - start.cornerRadius) * local
        return SampledView.Clip(frame: start.frame.mixed(with: end.frame, local), cornerRadius: max(radius, 0), isCircle: start.isCircle)
    }
}
