// A frozen copy of the emitter as it was before it was rewritten for speed (commit 4435b6f), kept
// only as the reference that EmitterEquivalenceTests compares the fast emitter against, byte for
// byte. Do not change it to make a test pass: the generated code must not change.

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
struct ReferenceTimingParametersLiteral {
    let allowsPerceptualSprings: Bool

    func expression(for timing: Timing) -> String {
        switch timing {
        case .curve(let curve):
            return curveExpression(curve)
        case .spring(let spring):
            return springExpression(spring)
        }
    }

    private func curveExpression(_ curve: Curve) -> String {
        switch curve {
        case .linear: return "UICubicTimingParameters(animationCurve: .linear)"
        case .easeIn: return "UICubicTimingParameters(animationCurve: .easeIn)"
        case .easeOut: return "UICubicTimingParameters(animationCurve: .easeOut)"
        case .easeInOut: return "UICubicTimingParameters(animationCurve: .easeInOut)"
        case .bezier(let x1, let y1, let x2, let y2):
            return "UICubicTimingParameters(controlPoint1: \(ReferenceSwiftLiteral.point(x: x1, y: y1)), "
                + "controlPoint2: \(ReferenceSwiftLiteral.point(x: x2, y: y2)))"
        }
    }

    private func springExpression(_ spring: Spring) -> String {
        let velocity = ReferenceSwiftLiteral.vector(spring.initialVelocity)
        switch spring.form {
        case .uikit(let dampingRatio):
            return "UISpringTimingParameters(dampingRatio: \(ReferenceSwiftLiteral.number(dampingRatio)), "
                + "initialVelocity: \(velocity))"
        case .bounce(let duration, let bounce) where allowsPerceptualSprings:
            return "UISpringTimingParameters(duration: \(ReferenceSwiftLiteral.number(duration)), "
                + "bounce: \(ReferenceSwiftLiteral.number(bounce)), initialVelocity: \(velocity))"
        case .bounce, .response, .physical:
            return "UISpringTimingParameters(mass: \(ReferenceSwiftLiteral.number(spring.mass)), "
                + "stiffness: \(ReferenceSwiftLiteral.number(spring.stiffness)), "
                + "damping: \(ReferenceSwiftLiteral.number(spring.damping)), initialVelocity: \(velocity))"
        }
    }

    /// A few words for the doc comment of the phase: what the user wrote.
    func summary(of timing: Timing, duration: Double) -> String {
        switch timing {
        case .curve(let curve):
            let name: String
            switch curve {
            case .linear: name = "linear"
            case .easeIn: name = "easeIn"
            case .easeOut: name = "easeOut"
            case .easeInOut: name = "easeInOut"
            case .bezier(let x1, let y1, let x2, let y2):
                name = "[\([x1, y1, x2, y2].map(ReferenceSwiftLiteral.number).joined(separator: ", "))]"
            }
            return "\(ReferenceSwiftLiteral.number(duration)) s, curve \(name)"
        case .spring(let spring):
            let form: String
            switch spring.form {
            case .uikit(let ratio):
                form = "damping \(ReferenceSwiftLiteral.number(ratio)), velocity \(ReferenceSwiftLiteral.number(spring.initialVelocity)) over \(ReferenceSwiftLiteral.number(duration)) s"
            case .bounce(let duration, let bounce):
                form = "duration \(ReferenceSwiftLiteral.number(duration)) s, bounce \(ReferenceSwiftLiteral.number(bounce))"
            case .response(let response, let ratio):
                form = "response \(ReferenceSwiftLiteral.number(response)), dampingRatio \(ReferenceSwiftLiteral.number(ratio))"
            case .physical:
                form = "mass \(ReferenceSwiftLiteral.number(spring.mass)), stiffness \(ReferenceSwiftLiteral.number(spring.stiffness)), damping \(ReferenceSwiftLiteral.number(spring.damping))"
            }
            return "spring (\(form)), settling in about \(ReferenceSwiftLiteral.approximate(spring.settlingDuration)) s"
        }
    }
}
