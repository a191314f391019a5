import ChoreoSpec

/// A phase of a transition, sampled: where every view is at any moment of the phase, as the
/// generated animator would put it on a screen of `screenSize`.
///
/// Each view waits at its start state until its delay has passed, then runs to its end state over
/// the rest of the animator's time on the phase's timing (`PreviewTiming`); every property is
/// interpolated between the two states by that one progress, as Core Animation interpolates the
/// decomposed transform, alpha and corner radius of a property animator's one animation.
public struct FrameSampler: Sendable {
    public static let phoneSize = (width: 390.0, height: 844.0)

    public let motion: PhaseMotion
    public let width: Double
    public let height: Double

    public init(transition: Transition, phase: Phase, variant: PreviewVariant = .standard,
                width: Double = FrameSampler.phoneSize.width, height: Double = FrameSampler.phoneSize.height) {
        motion = PhaseMotion(transition: transition, phase: phase, variant: variant)
        self.width = width
        self.height = height
    }

    /// Seconds the phase takes, from the animator's start to its end.
    public var duration: Double { motion.duration }

    /// The views at `time` seconds into the phase, bottom to top.
    public func views(at time: Double) -> [SampledView] {
        motion.views.map { view in
            let progress = self.progress(of: view, at: time)
            return sampled(view, state: Self.interpolated(view.motion.start, view.motion.end, progress))
        }
    }

    /// The views at `fraction` (0-1) of the phase's whole duration.
    public func views(atFraction fraction: Double) -> [SampledView] {
        views(at: fraction * duration)
    }

    /// How far `view` is from its start (0) to its end (1) at `time`.
    func progress(of view: PhaseMotion.View, at time: Double) -> Double {
        guard view.isAnimated else { return 1 }
        let run = motion.duration - view.delay
        guard run > 0 else { return time >= motion.duration ? 1 : 0 }
        if time <= view.delay { return 0 }
        return PreviewTiming.progress(
            of: motion.timing, motionDuration: motion.motionDuration, atFraction: (time - view.delay) / run)
    }

    /// The state `progress` of the way from `start` to `end`; corner radii left alone by one end
    /// are the mock screen's own (0). A spring's overshoot carries through every property except
    /// alpha and dim, which a screen cannot show outside 0...1.
    static func interpolated(_ start: ViewState, _ end: ViewState, _ progress: Double) -> ViewState {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        func unit(_ value: Double) -> Double { min(max(value, 0), 1) }
        var state = ViewState()
        state.offset = Offset(x: mix(start.offset.x, end.offset.x), y: mix(start.offset.y, end.offset.y))
        state.scale = Scale(x: mix(start.scale.x, end.scale.x), y: mix(start.scale.y, end.scale.y))
        state.rotation = mix(start.rotation, end.rotation)
        state.alpha = unit(mix(start.alpha, end.alpha))
        if start.cornerRadius != nil || end.cornerRadius != nil {
            state.cornerRadius = max(0, mix(start.cornerRadius ?? 0, end.cornerRadius ?? 0))
        }
        state.dim = unit(mix(start.dim, end.dim))
        return state
    }

    private func sampled(_ view: PhaseMotion.View, state: ViewState) -> SampledView {
        SampledView(
            role: view.role, translationX: state.offset.x * width, translationY: state.offset.y * height,
            scaleX: state.scale.x, scaleY: state.scale.y, rotation: state.rotation, alpha: state.alpha,
            cornerRadius: state.cornerRadius ?? 0, dim: state.dim, anchor: view.motion.anchor)
    }
}
