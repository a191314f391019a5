import ChoreoSpec
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What lint reads of a view's turns about x and y and its depth: which way the view faces, and how
/// far a turn or a depth carries it. The generated code draws such a view with `transform3D` and hides
/// its back (`isDoubleSided = false`), so a view turned away from the viewer is not seen at all.
enum Turn {
    /// True when the view shows the viewer its back or its edge, so that nothing of it is seen.
    ///
    /// The view's normal starts toward the viewer; a turn about z leaves it so, and the turns about x
    /// and y (in that order) leave it `cos(rotationX) · cos(rotationY)` toward the viewer. The
    /// perspective is measured from the view's anchor, on the line through it, so the sign of that
    /// product is what the eye sees.
    static func isTurnedAway(_ state: ViewState) -> Bool {
        facing(state) < 1e-9
    }

    /// How much of the view's normal points at the viewer: 1 facing it, 0 edge-on, -1 its back.
    static func facing(_ state: ViewState) -> Double {
        cosine(state.rotationX) * cosine(state.rotationY)
    }

    /// True when the view is turned about x or y by anything but whole turns: it then neither
    /// faces the viewer squarely nor fills the frame it rests in.
    static func isTilted(_ state: ViewState) -> Bool {
        !isWholeTurn(state.rotationX) || !isWholeTurn(state.rotationY)
    }

    /// How large the view looks for its depth under the phase's perspective: 1 without either,
    /// below 1 pushed back, above 1 brought forward; infinite once the depth puts it at or behind
    /// the viewer.
    static func depthScale(_ state: ViewState, perspective: Double?) -> Double {
        guard let perspective, perspective > 0, state.depth != 0 else { return 1 }
        let distance = perspective + state.depth
        return distance > 0 ? perspective / distance : .infinity
    }

    /// True for 0, ±360, ±720…: a turn that leaves the view as it was.
    static func isWholeTurn(_ degrees: Double) -> Bool {
        // Asked of every state of every phase, most of them unturned: no remainder for those.
        if degrees == 0 { return true }
        let rest = abs(degrees.truncatingRemainder(dividingBy: 360))
        return rest < 0.001 || rest > 359.999
    }

    /// The cosine of `degrees`, exact at multiples of 90 (so that a view turned exactly 90° is
    /// edge-on, not a rounding error to one side).
    static func cosine(_ degrees: Double) -> Double {
        if degrees == 0 { return 1 }
        let rest = abs(degrees.truncatingRemainder(dividingBy: 360))
        switch rest {
        case 90, 270: return 0
        case 180: return -1
        default: return cos(rest * .pi / 180)
        }
    }
}
