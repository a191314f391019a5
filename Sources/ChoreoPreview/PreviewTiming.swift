import ChoreoSpec

/// How far along its motion a view is: the same timing functions lint and the code generator
/// use (`CubicBezier` for curves, `SpringResponse` for every spring form), never a copy.
public enum PreviewTiming {
    /// The eased progress (0 at the start state, 1 at the end; a spring may pass 1) of a view
    /// that has run `fraction` (0-1) of its run.
    ///
    /// A curve maps the fraction directly. A spring runs in its own time: the whole run is its
    /// `motionDuration` (the spec's duration for a `{ damping, velocity }` spring, the settling
    /// time for the others), so at `fraction` it is `motionDuration × fraction` seconds into its
    /// step response. A view delayed by `addAnimations(_:delayFactor:)` runs over the animator's
    /// remaining time (Docs/UIKitFacts.md §13: "(1 - delayFactor) * animator.duration"), so its
    /// whole run is stretched or squeezed into that, as UIKit does with the animator's timing.
    public static func progress(of timing: Timing, motionDuration: Double, atFraction fraction: Double) -> Double {
        let f = min(max(fraction, 0), 1)
        switch timing {
        case .curve(let curve):
            return CubicBezier(curve).progress(at: f)
        case .spring(let spring):
            if f >= 1 { return 1 }
            return SpringResponse(spring).value(at: f * motionDuration)
        }
    }
}
