import ChoreoSpec

/// What counts as big motion for `large_effect_in_navigation` and `reduce_motion_ignored`:
/// the spinning, zooming and sliding that Apple's Reduce Motion setting exists to tame, and for
/// Reduce Motion also the turning in 3D and moving in depth (flips, door swings, pages pushed back).
enum LargeMotion {
    /// Degrees of turn that read as a spin rather than a tilt.
    static let rotation = 10.0
    /// Scales outside this read as a zoom rather than a subtle depth cue (UIKit's own
    /// sheets scale the presenting view to about 0.9).
    static let scale: ClosedRange<Double> = 0.8...1.25
    /// A quarter of the way off screen (of the container, for a view that fills it) is already a slide, not a nudge.
    static let offset = 0.25

    static func isLargeRotation(_ state: ViewState) -> Bool { abs(state.rotation) >= rotation }

    static func isLargeScale(_ state: ViewState) -> Bool {
        !scale.contains(state.scale.x) || !scale.contains(state.scale.y)
    }

    static func isLargeOffset(_ state: ViewState) -> Bool {
        abs(state.offset.x) >= offset || abs(state.offset.y) >= offset
    }

    /// A turn about x or y of a tilt's size or more: a flip, a door swing, a cube.
    static func isLargeTurn(_ state: ViewState) -> Bool {
        abs(state.rotationX) >= rotation || abs(state.rotationY) >= rotation
    }

    /// A depth that, under the view's perspective, looks like a zoom (outside `scale`).
    static func isLargeDepth(_ state: ViewState, perspective: Double?) -> Bool {
        !scale.contains(Turn.depthScale(state, perspective: perspective))
    }

    static func isLarge(_ state: ViewState, perspective: Double?) -> Bool {
        isLargeRotation(state) || isLargeScale(state) || isLargeOffset(state)
            || isLargeTurn(state) || isLargeDepth(state, perspective: perspective)
    }

    static func isLarge(_ phase: Phase) -> Bool {
        [phase.incoming, phase.outgoing].contains { motion in
            motion.anyState { isLarge($0, perspective: motion.perspective) }
        }
    }

    /// "0.1", "0.5 × 1".
    static func describe(_ scale: Scale) -> String {
        scale.x == scale.y ? Format.number(scale.x) : "\(Format.number(scale.x)) × \(Format.number(scale.y))"
    }
}
