import ChoreoSpec

/// The UIKit timing parameters for a phase's timing.
///
/// Every phase runs on a `UIViewPropertyAnimator`, because only a property animator can be
/// returned from `interruptibleAnimator(using:)` and scrubbed by a percent-driven interaction;
/// `UIView.animate(withDuration:…usingSpringWithDamping:…)` and iOS 17's
/// `UIView.animate(springDuration:bounce:…)` cannot be. So each spring form maps to the
/// `UISpringTimingParameters` initializer that means the same thing:
///
/// - `{ damping, velocity }` (UIKit's form) → `init(dampingRatio:initialVelocity:)`, which is
///   the property-animator twin of `usingSpringWithDamping:initialSpringVelocity:` and, like it,
///   fits the spring into the animator's duration.
/// - `{ bounce }` → `init(duration:bounce:initialVelocity:)` when the deployment target is iOS 17
///   or later; before that, the same spring through `init(mass:stiffness:damping:initialVelocity:)`
///   with Apple's documented mapping (stiffness (2π/T)², damping 4πζ/T), which is exact.
/// - `{ response, dampingRatio }` and `{ mass, stiffness, damping }` →
///   `init(mass:stiffness:damping:initialVelocity:)`.
///
/// Named curves keep UIKit's own curve (`init(animationCurve:)`); control points go through
/// `init(controlPoint1:controlPoint2:)`.
struct TimingParametersLiteral {
    let allowsPerceptualSprings: Bool

    /// The timing parameters' initializer for `timing`.
    func expression(for timing: Timing) -> String {
        switch timing {
        case .curve(let curve):
            switch curve {
            case .linear: return "UICubicTimingParameters(animationCurve: .linear)"
            case .easeIn: return "UICubicTimingParameters(animationCurve: .easeIn)"
            case .easeOut: return "UICubicTimingParameters(animationCurve: .easeOut)"
            case .easeInOut: return "UICubicTimingParameters(animationCurve: .easeInOut)"
            case .bezier(let x1, let y1, let x2, let y2):
                let first = SwiftLiteral.point(x: x1, y: y1)
                let second = SwiftLiteral.point(x: x2, y: y2)
                return "UICubicTimingParameters(controlPoint1: \(first), controlPoint2: \(second))"
            }
        case .spring(let spring):
            let velocity = SwiftLiteral.vector(spring.initialVelocity)
            switch spring.form {
            case .uikit(let dampingRatio):
                return "UISpringTimingParameters(dampingRatio: \(n(dampingRatio)), initialVelocity: \(velocity))"
            case .bounce(let duration, let bounce) where allowsPerceptualSprings:
                return "UISpringTimingParameters(duration: \(n(duration)), bounce: \(n(bounce)), initialVelocity: \(velocity))"
            case .bounce, .response, .physical:
                return "UISpringTimingParameters(mass: \(n(spring.mass)), stiffness: \(n(spring.stiffness)), "
                    + "damping: \(n(spring.damping)), initialVelocity: \(velocity))"
            }
        }
    }

    /// A few words for the doc comment of the phase: what the user wrote.
    func summary(of timing: Timing, duration: Double) -> String {
        switch timing {
        case .curve(let curve):
            switch curve {
            case .linear: return "\(n(duration)) s, curve linear"
            case .easeIn: return "\(n(duration)) s, curve easeIn"
            case .easeOut: return "\(n(duration)) s, curve easeOut"
            case .easeInOut: return "\(n(duration)) s, curve easeInOut"
            case .bezier(let x1, let y1, let x2, let y2):
                return "\(n(duration)) s, curve [\(n(x1)), \(n(y1)), \(n(x2)), \(n(y2))]"
            }
        case .spring(let spring):
            let settling = "settling in about \(SwiftLiteral.approximate(spring.settlingDuration)) s"
            switch spring.form {
            case .uikit(let ratio):
                return "spring (damping \(n(ratio)), velocity \(n(spring.initialVelocity)) over \(n(duration)) s), \(settling)"
            case .bounce(let duration, let bounce):
                return "spring (duration \(n(duration)) s, bounce \(n(bounce))), \(settling)"
            case .response(let response, let ratio):
                return "spring (response \(n(response)), dampingRatio \(n(ratio))), \(settling)"
            case .physical:
                return "spring (mass \(n(spring.mass)), stiffness \(n(spring.stiffness)), damping \(n(spring.damping))), \(settling)"
            }
        }
    }

    private func n(_ value: Double) -> String { SwiftLiteral.number(value) }
}
