import ChoreoSpec

/// A phase of a transition, sampled: where every view is at any moment of the phase, as the
/// generated animator would put it on `device`.
///
/// Each view waits at its start state until its delay has passed, then runs to its end state over
/// the rest of the animator's time on the phase's timing (`PreviewTiming`); every property is
/// interpolated between the two states by that one progress, as Core Animation interpolates the
/// decomposed transform, alpha and corner radius of a property animator's one animation.
///
/// Besides the two screens: a `presentation: container:` puts the presented screen at the
/// controller's frame (`ContainerLayout`) and lays its dimming view under it, faded alongside the
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
    }

    public let motion: PhaseMotion
    public let device: PreviewDevice
    let screens: [ViewRole: Screen]
    let presentedRole: ViewRole?
    /// The container's `dimming`, when it lays a dimming view.
    let dimming: Double?
    let isForward: Bool
    let flight: SharedElementFlight?

    public var width: Double { device.width }
    public var height: Double { device.height }

    public init(transition: Transition, phase: Phase, variant: PreviewVariant = .standard, device: PreviewDevice = .phone) {
        motion = PhaseMotion(transition: transition, phase: phase, variant: variant)
        self.device = device
        isForward = phase.role.isForward
        var screens: [ViewRole: Screen] = [.to: Screen(frame: device.bounds), .from: Screen(frame: device.bounds)]
        if transition.kind != .navigation, let container = transition.container {
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
        } else {
            presentedRole = nil
            dimming = nil
        }
        self.screens = screens
        flight = transition.sharedElements.isEmpty ? nil : SharedElementFlight(
            transition: transition, phase: phase, inPlace: motion.reducesMotion, flies: motion.duration > 0,
            source: screens[.from]!.frame, destination: screens[.to]!.frame)
    }

    /// Seconds the phase takes, from the animator's start to its end.
    public var duration: Double { motion.duration }

    /// The views at `time` seconds into the phase, bottom to top.
    public func views(at time: Double) -> [SampledView] {
        var views: [SampledView] = []
        for view in motion.views {
            let screen = screens[view.role]!
            if view.role == presentedRole, let dimming {
                let progress = min(max(self.progress(delay: 0, at: time), 0), 1)
                let alpha = dimming * (isForward ? progress : 1 - progress)
                views.append(SampledView(role: .dimming, alpha: alpha, frame: device.bounds))
            }
            let progress = view.isAnimated ? self.progress(delay: view.delay, at: time) : 1
            let state = Self.interpolated(view.motion.start, view.motion.end, progress, ownRadius: screen.ownRadius)
            let start = translation(of: view.motion.start.offset, resting: screen.frame)
            let end = translation(of: view.motion.end.offset, resting: screen.frame)
            let translation = (x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress)
            views.append(sampled(view, state: state, translation: translation, screen: screen))
        }
        if let flight {
            views += flight.snapshots(at: progress(delay: motion.sharedElementDelay, at: time))
        }
        return views
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

    /// The state `progress` of the way from `start` to `end`; corner radii left alone by one end
    /// are the view's own (`ownRadius`: 0 for the mock screens, the container's for a presented screen).
    /// A spring's overshoot carries through every property except alpha and dim, which a screen
    /// cannot show outside 0...1.
    static func interpolated(_ start: ViewState, _ end: ViewState, _ progress: Double, ownRadius: Double = 0) -> ViewState {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        func unit(_ value: Double) -> Double { min(max(value, 0), 1) }
        var state = ViewState()
        state.offset = Offset(x: mix(start.offset.x, end.offset.x), y: mix(start.offset.y, end.offset.y))
        state.scale = Scale(x: mix(start.scale.x, end.scale.x), y: mix(start.scale.y, end.scale.y))
        state.rotation = mix(start.rotation, end.rotation)
        state.alpha = unit(mix(start.alpha, end.alpha))
        state.cornerRadius = ownRadius
        if start.cornerRadius != nil || end.cornerRadius != nil {
            state.cornerRadius = max(0, mix(start.cornerRadius ?? ownRadius, end.cornerRadius ?? ownRadius))
        }
        state.dim = unit(mix(start.dim, end.dim))
        return state
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

    private func sampled(_ view: PhaseMotion.View, state: ViewState, translation: (x: Double, y: Double), screen: Screen) -> SampledView {
        SampledView(
            role: view.role, translationX: translation.x, translationY: translation.y,
            scaleX: state.scale.x, scaleY: state.scale.y, rotation: state.rotation, alpha: state.alpha,
            cornerRadius: state.cornerRadius ?? 0, dim: state.dim, anchor: view.motion.anchor,
            frame: screen.frame, maskedCorners: screen.maskedCorners)
    }
}
