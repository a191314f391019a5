// The way one property goes through a keyframe animation (Docs/UIKitFacts.md §25, "Keyframes inside a property
// animator"). Each keyframe that changes the property adds two points: at its relative start the value the
// property had before the keyframe (the value at the start of the animation, or what the keyframe before it
// set), at its relative start + duration the value its block set. Before the first point the value holds at the
// first, after the last at the last; between points it is interpolated or held, by the calculation mode.

/// The points of one property's keyframes, in time order, times being fractions (0…1) of the keyframe animation.
struct KeyframeTrack {
    enum Interpolation {
        /// `.calculationModeLinear`, the default; the model also uses it for paced, cubic and cubic paced.
        case linear
        /// `.calculationModeDiscrete`: each value holds until the next point's time.
        case discrete
    }

    struct Point {
        let time: CGFloat
        let value: AnimatableValue
    }

    let first: Point
    let rest: [Point]
    let interpolation: Interpolation

    /// The value at `fraction` of the keyframe animation. Outside the points it holds (the points lie in 0…1), so
    /// the track clamps the progress to 0…1: a spring's overshoot (progress past 1) shows the last value.
    func value(atFraction fraction: CGFloat) -> AnimatableValue {
        var previous = first
        if fraction <= previous.time { return previous.value }
        for point in rest {
            if fraction < point.time {
                guard interpolation == .linear, point.time > previous.time else { return previous.value }
                return previous.value.interpolated(to: point.value, fraction: (fraction - previous.time) / (point.time - previous.time))
            }
            previous = point
        }
        return previous.value
    }
}
