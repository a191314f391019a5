import ChoreoSpec

/// A phase of a transition, sampled: where every view is at any moment of the phase, as the
/// generated animator would put it on `device`.
///
/// Each view waits at its start state until its delay has passed, then runs to its end state over
/// the rest of the animator's time on the phase's timing (`PreviewTiming`); every property is
/// interpolated between the two states by that one progress, as Core Animation interpolates the
/// decomposed transform, alpha and corner radius of a property animator's one animation. A view with
/// keyframes or a window moves along its stops by the same progress (`values(along:on:at:)`).
///
/// Besides the two screens: a `presentation: container:` puts the presented screen at the
/// controller's frame (`ContainerLayout`) and lays its blur and dimming view under it, brought in alongside the
/// transition (added to the animator without a delay, so on the phase's timing over its whole
/// length: Docs/UIKitFacts.md §23 C4); shared elements fly on top of everything (`SharedElementFlight`),
/// delayed by the phase's delay.
public struct FrameSampler: Sendable {
    public static let phoneSize = (width: PreviewDevice.phone.width, height: PreviewDevice.phone.height)

    /// Where a screen rests, which corners its radius rounds, and its radius when its motion sets none.
    struct Screen: Sendable {
        var frame: PreviewRect
        var maskedCorners = ContainerLayout.allCorners
        var ownRadius = 0.0

        /// What the screen has of its own of a property whose rest is the view's own: its corner
        /// radius; nothing (zeros) of any other, as a mock screen has no shadow or mask of its own.
        func own(_ property: ViewProperty) -> [Double] {
            property == .cornerRadius ? [ownRadius] : Array(repeating: 0, count: property.componentCount)
        }
    }

    public let motion: PhaseMotion
    public let device: PreviewDevice
    let screens: [ViewRole: Screen]
    let presentedRole: ViewRole?
    /// The container's `dimming`, when it lays a dimming view.
    let dimming: Double?
    /// The container's `blur`, when it lays one.
    let blur: Container.Blur?
    let isForward: Bool
    let flight: SharedElementFlight?
    /// Each masked view's mask (`mask:`), by role.
    let masks: [ViewRole: MaskReveal]
    /// The mock source view on its screen (`MaskReveal.mockSource`), drawn above that screen: the
    /// screen's role and the source's frame in it, with its corner radius and id.
    let source: (screen: ViewRole, frame: PreviewRect, cornerRadius: Double, id: String)?
    /// Each sliced view's pieces (`slice:`), by role: drawn instead of the view.
    let slices: [ViewRole: SliceFlight]
    /// The top of the presented view at each of its container's detents, for marks across the phone; empty for a
    /// container of one height (or none).
    public let detentTops: [Double]

    public var width: Double { device.width }
    public var height: Double { device.height }

    public init(transition: Transition, phase: Phase, variant: PreviewVariant = .standard, device: PreviewDevice = .phone) {
        var motion = PhaseMotion(transition: transition, phase: phase, variant: variant)
        self.device = device
        isForward = phase.role.isForward
        var screens: [ViewRole: Screen] = [.to: Screen(frame: device.bounds), .from: Screen(frame: device.bounds)]
        // A native sheet is drawn as UIKit's sheet at its first detent (NativeSheetLayout).
        let drawn = transition.container ?? transition.nativeSheet.map { NativeSheetLayout.container(of: $0, on: device) }
        if transition.kind != .navigation, let container = drawn {
            let role: ViewRole = isForward ? .to : .from
            let frame = ContainerLayout.frame(of: container, on: device, isRightToLeft: variant.isRightToLeft)
            // The controller rounds the view before the animator captures its radius; after the presentation
            // the view keeps the radius the presentation's end state gave it, if any.
            let ownRadius = isForward ? container.cornerRadius
                : transition.forward.incoming.end.cornerRadius ?? container.cornerRadius
            screens[role] = Screen(
                frame: frame,
                maskedCorners: ContainerLayout.maskedCorners(of: container, at: frame, on: device, isRightToLeft: variant.isRightToLeft),
                ownRadius: ownRadius)
            presentedRole = role
            dimming = container.dimming > 0 ? container.dimming : nil
            blur = container.blur
            detentTops = ContainerLayout.detentTops(of: container, on: device, isRightToLeft: variant.isRightToLeft)
        } else {
            detentTops = []
            presentedRole = nil
            dimming = nil
            blur = nil
        }
        self.screens = screens
        // The source is on the screen the forward phase leaves: `from` going, `to` coming back. The generated code
        // reads it where it rests, before any view moves to its start.
        let sourceScreen: ViewRole = isForward ? .from : .to
        let mock = MaskReveal.mockSource(of: transition, on: device)
        let sourceInContainer = mock.map { (frame: screens[sourceScreen]!.frame.converting($0.frame), cornerRadius: $0.cornerRadius) }
        var masks: [ViewRole: MaskReveal] = [:]
        for index in motion.views.indices {
            let view = motion.views[index], resting = screens[view.role]!.frame
            var zoom: MaskReveal.Zoom?
            if let viewZoom = view.motion.zoom {
                let origin = Self.origin(at: viewZoom.origin, source: sourceInContainer?.frame, in: device.bounds)
                motion.views[index].motion = Self.zoomed(view.motion, by: viewZoom, resting: resting, onto: origin, in: device.bounds)
                zoom = MaskReveal.Zoom(fit: viewZoom.fit(resting, anchor: view.motion.anchor, onto: origin), anchor: view.motion.anchor)
            }
            masks[view.role] = MaskReveal(view.motion, source: sourceInContainer, resting: resting, zoom: zoom, in: device.bounds)
        }
        self.motion = motion
        self.masks = masks
        var slices: [ViewRole: SliceFlight] = [:]
        for view in motion.views where view.isAnimated {
            slices[view.role] = SliceFlight(view.motion, resting: screens[view.role]!.frame, source: sourceInContainer?.frame,
                                            stagger: phase.stagger, run: phase.run)
        }
        self.slices = slices
        if let mock, let id = transition.source?.id {
            source = (sourceScreen, mock.frame, mock.cornerRadius, id)
        } else {
            source = nil
        }
        flight = transition.sharedElements.isEmpty ? nil : SharedElementFlight(
            transition: transition, phase: phase, inPlace: motion.reducesMotion, flies: motion.duration > 0,
            source: screens[.from]!.frame, destination: screens[.to]!.frame)
    }

    /// Where a zoom (or a mask) starts: the point of the container at unit point `point`, of no size;
    /// else the source view, or the container's centre without one.
    static func origin(at origin: EffectOrigin, source: PreviewRect?, in bounds: PreviewRect) -> PreviewRect {
        var unit = UnitPoint.center
        switch origin {
        case .source: if let source { return source }
        case .point(let point): unit = point
        }
        return PreviewRect(x: bounds.x + unit.x * bounds.width, y: bounds.y + unit.y * bounds.height, width: 0, height: 0)
    }

    /// `motion` with its zoomed end (its start when it grows, its end when it shrinks) put on `origin`,
    /// as `ChoreoMover.prepareOrigin` does when the phase starts.
    static func zoomed(_ motion: ViewMotion, by zoom: ViewZoom, resting: PreviewRect, onto origin: PreviewRect,
                       in bounds: PreviewRect) -> ViewMotion {
        var motion = motion
        if zoom.grows {
            motion.start = zoom.zoomed(motion.start, resting: resting, anchor: motion.anchor, onto: origin, in: bounds)
        } else {
            motion.end = zoom.zoomed(motion.end, resting: resting, anchor: motion.anchor, onto: origin, in: bounds)
        }
        return motion
    }

    /// Seconds the phase takes, from the animator's start to its end.
    public var duration: Double { motion.duration }

    /// The views at `time` seconds into the phase, bottom to top.
    public func views(at time: Double) -> [SampledView] {
        var views: [SampledView] = []
        for view in motion.views {
            let screen = screens[view.role]!
            if view.role == presentedRole, dimming != nil || blur != nil {
                let progress = min(max(self.progress(delay: 0, at: time), 0), 1)
                let shown = isForward ? progress : 1 - progress
                if blur != nil { views.append(SampledView(role: .blur, alpha: shown, frame: device.bounds)) }
                if let dimming { views.append(SampledView(role: .dimming, alpha: dimming * shown, frame: device.bounds)) }
            }
            let progress = view.isAnimated ? self.progress(delay: view.delay, at: time) : 1
            if let slice = slices[view.role] {
                views += slice.pieces.map { piece in
                    pieceView(piece, of: view, at: progress)
                }
                continue
            }
            let values = view.motion.isKeyframed ? values(along: view.motion, on: screen, at: progress)
                : Self.interpolated(values(of: view.motion.start, on: screen), values(of: view.motion.end, on: screen), progress)
            let sampled = SampledView(
                role: view.role, values: values, anchor: view.motion.anchor, frame: screen.frame,
                maskedCorners: screen.maskedCorners,
                perspective: view.motion.isThreeDimensional ? view.motion.perspective ?? 0 : nil,
                clip: masks[view.role]?.clip(at: progress))
            views.append(sampled)
            if let source, source.screen == view.role {
                views.append(Self.sourceView(on: sampled, at: source.frame, cornerRadius: source.cornerRadius, id: source.id))
            }
        }
        if let flight {
            views += flight.snapshots(at: progress(delay: motion.sharedElementDelay, at: time))
        }
        return views
    }

    /// A piece of a sliced view, in the view's role, at `progress` of the view's run: a snapshot with no corner
    /// radius of its own, moving along its own motion about its own frame.
    func pieceView(_ piece: SliceFlight.Piece, of view: PhaseMotion.View, at progress: Double) -> SampledView {
        let screen = Screen(frame: piece.frame)
        let motion = piece.motion
        let values = motion.isKeyframed ? values(along: motion, on: screen, at: progress)
            : Self.interpolated(values(of: motion.start, on: screen), values(of: motion.end, on: screen), progress)
        var sampled = SampledView(role: view.role, values: values, anchor: motion.anchor, frame: piece.frame,
                                  perspective: motion.isThreeDimensional ? motion.perspective ?? 0 : nil)
        sampled.isPiece = true
        return sampled
    }

    /// The source view as its screen shows it: a subview at `frame` of the screen, so moved, turned and
    /// faded with it (its anchor is the screen's, as a point of the source's own frame), with its own
    /// corner radius, seen through the screen's mask.
    static func sourceView(on screen: SampledView, at frame: PreviewRect, cornerRadius: Double, id: String) -> SampledView {
        var view = screen
        view.role = .source
        view.label = id
        view.frame = screen.frame.converting(frame)
        view.maskedCorners = ContainerLayout.allCorners
        view.anchor = UnitPoint(x: (screen.anchor.x * screen.frame.width - frame.x) / frame.width,
                                y: (screen.anchor.y * screen.frame.height - frame.y) / frame.height)
        view[.cornerRadius] = [cornerRadius]
        view[.dim] = [0]
        view[.shadow] = Array(repeating: 0, count: ViewProperty.shadow.componentCount)
        view.clip = screen.clip.map { clip in
            var clip = clip
            clip.frame.x -= frame.x
            clip.frame.y -= frame.y
            return clip
        }
        return view
    }

    /// The views at `fraction` (0-1) of the phase's whole duration.
    public func views(atFraction fraction: Double) -> [SampledView] {
        views(at: fraction * duration)
    }

    /// How far an animation added `delay` seconds into the animator is from its start (0) to its end (1) at `time`.
    func progress(delay: Double, at time: Double) -> Double {
        let run = motion.duration - delay
        guard run > 0 else { return time >= motion.duration ? 1 : 0 }
        if time <= delay { return 0 }
        return PreviewTiming.progress(
            of: motion.timing, motionDuration: motion.motionDuration, atFraction: (time - delay) / run)
    }

    /// The numbers of a view that moves along keyframes or in a window of the phase, at `progress` of
    /// its run: on the line between the two stops around that point, its start before its window and
    /// its end after it. The generated code plays such a view as a keyframe animation, which cannot
    /// pass its last stop, so a spring's overshoot stops there (Docs/UIKitFacts.md, "Keyframes inside
    /// a property animator").
    func values(along motion: ViewMotion, on screen: Screen, at progress: Double) -> [Double] {
        let position = min(max(progress, 0), 1)
        let stops = motion.stops
        let next = stops.indices.dropFirst().first { stops[$0].at >= position } ?? stops.count - 1
        let from = stops[next - 1], to = stops[next]
        let span = to.at - from.at
        let local = span > 0 ? min(max((position - from.at) / span, 0), 1) : 1
        return Self.interpolated(values(of: from.state, on: screen), values(of: to.state, on: screen), local)
    }

    /// The numbers `progress` of the way from one end's to the other's (`values(of:on:)`), each
    /// property clamped to what a screen can show (`ViewProperty.shown`: a spring's overshoot
    /// carries through a scale or a rotation, not through an alpha past 1).
    static func interpolated(_ start: [Double], _ end: [Double], _ progress: Double) -> [Double] {
        var values = zip(start, end).map { a, b in a + (b - a) * progress }
        for property in ViewProperty.catalogue {
            guard let shown = property.shown else { continue }
            for index in property.components { values[index] = min(max(values[index], shown.lowerBound), shown.upperBound) }
        }
        return values
    }

    /// A state's numbers as the page draws them on `screen`: each property as the state has it or
    /// at its rest, one whose rest is the view's own as the screen's (`ownRadius`: 0 for the mock
    /// screens, the container's for a presented screen), and the offset in points
    /// (`translation(of:resting:)`). Core Animation interpolates the two ends' transforms, so
    /// the translations are mixed in points, not the fractions.
    func values(of state: ViewState, on screen: Screen) -> [Double] {
        var values = SampledView.resting
        for property in ViewProperty.catalogue {
            values.replaceSubrange(property.components, with: state[property] ?? screen.own(property))
        }
        let translation = translation(of: state.offset, resting: screen.frame)
        values.replaceSubrange(ViewProperty.offset.components, with: [translation.x, translation.y])
        return values
    }

    /// An offset in points for a view resting at `frame`, as `ChoreoViewState.transform(resting:in:isRightToLeft:)`
    /// reads it: a fraction of the distance that takes the view just out of the phone on that side (the
    /// phone's width or height for a screen, a sheet's own height down). Right-to-left mirroring is
    /// already in the offset (`PhaseMotion`). Core Animation interpolates the two ends' transforms, so
    /// the translations are mixed in points, not the fractions.
    func translation(of offset: Offset, resting frame: PreviewRect) -> (x: Double, y: Double) {
        let bounds = device.bounds
        let x = offset.x * (offset.x > 0 ? bounds.maxX - frame.x : frame.maxX - bounds.x)
        let y = offset.y * (offset.y > 0 ? bounds.maxY - frame.y : frame.maxY - bounds.y)
        return (x, y)
    }

}
