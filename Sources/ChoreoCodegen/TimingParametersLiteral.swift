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

    /// The timing parameters' initializer for `timing`, appended to `bytes`.
    func appendExpression(for timing: Timing, to bytes: OutputBytes) {
        switch timing {
        case .curve(let curve):
            switch curve {
            case .linear: bytes.append("UICubicTimingParameters(animationCurve: .linear)")
            case .easeIn: bytes.append("UICubicTimingParameters(animationCurve: .easeIn)")
            case .easeOut: bytes.append("UICubicTimingParameters(animationCurve: .easeOut)")
            case .easeInOut: bytes.append("UICubicTimingParameters(animationCurve: .easeInOut)")
            case .bezier(let x1, let y1, let x2, let y2):
                bytes.append("UICubicTimingParameters(controlPoint1: ")
                SwiftLiteral.appendPoint(x: x1, y: y1, to: bytes)
                bytes.append(", controlPoint2: ")
                SwiftLiteral.appendPoint(x: x2, y: y2, to: bytes)
                bytes.append(")")
            }
        case .spring(let spring):
            switch spring.form {
            case .uikit(let dampingRatio):
                bytes.append("UISpringTimingParameters(dampingRatio: ")
                SwiftLiteral.appendNumber(dampingRatio, to: bytes)
            case .bounce(let duration, let bounce) where allowsPerceptualSprings:
                bytes.append("UISpringTimingParameters(duration: ")
                SwiftLiteral.appendNumber(duration, to: bytes)
                bytes.append(", bounce: ")
                SwiftLiteral.appendNumber(bounce, to: bytes)
            case .bounce, .response, .physical:
                bytes.append("UISpringTimingParameters(mass: ")
                SwiftLiteral.appendNumber(spring.mass, to: bytes)
                bytes.append(", stiffness: ")
                SwiftLiteral.appendNumber(spring.stiffness, to: bytes)
                bytes.append(", damping: ")
                SwiftLiteral.appendNumber(spring.damping, to: bytes)
            }
            bytes.append(", initialVelocity: ")
            SwiftLiteral.appendVector(spring.initialVelocity, to: bytes)
            bytes.append(")")
        }
    }

    /// A few words for the doc comment of the phase, appended to `bytes`: what the user wrote.
    func appendSummary(of timing: Timing, duration: Double, to bytes: OutputBytes) {
        switch timing {
        case .curve(let curve):
            SwiftLiteral.appendNumber(duration, to: bytes)
            bytes.append(" s, curve ")
            switch curve {
            case .linear: bytes.append("linear")
            case .easeIn: bytes.append("easeIn")
            case .easeOut: bytes.append("easeOut")
            case .easeInOut: bytes.append("easeInOut")
            case .bezier(let x1, let y1, let x2, let y2):
                bytes.append("[")
                SwiftLiteral.appendNumber(x1, to: bytes)
                bytes.append(", ")
                SwiftLiteral.appendNumber(y1, to: bytes)
                bytes.append(", ")
                SwiftLiteral.appendNumber(x2, to: bytes)
                bytes.append(", ")
                SwiftLiteral.appendNumber(y2, to: bytes)
                bytes.append("]")
            }
        case .spring(let spring):
            bytes.append("spring (")
            switch spring.form {
            case .uikit(let ratio):
                bytes.append("damping ")
                SwiftLiteral.appendNumber(ratio, to: bytes)
                bytes.append(", velocity ")
                SwiftLiteral.appendNumber(spring.initialVelocity, to: bytes)
                bytes.append(" over ")
                SwiftLiteral.appendNumber(duration, to: bytes)
                bytes.append(" s")
            case .bounce(let duration, let bounce):
                bytes.append("duration ")
                SwiftLiteral.appendNumber(duration, to: bytes)
                bytes.append(" s, bounce ")
                SwiftLiteral.appendNumber(bounce, to: bytes)
            case .response(let response, let ratio):
                bytes.append("response ")
                SwiftLiteral.appendNumber(response, to: bytes)
                bytes.append(", dampingRatio ")
                SwiftLiteral.appendNumber(ratio, to: bytes)
            case .physical:
                bytes.append("mass ")
                SwiftLiteral.appendNumber(spring.mass, to: bytes)
                bytes.append(", stiffness ")
                SwiftLiteral.appendNumber(spring.stiffness, to: bytes)
                bytes.append(", damping ")
                SwiftLiteral.appendNumber(spring.damping, to: bytes)
            }
            bytes.append(")")
            // UIKit fits a damping-ratio spring into the phase's duration (said above); the others run
            // for their settling time.
            if case .uikit = spring.form { return }
            bytes.append(", settling in about ")
            SwiftLiteral.appendApproximate(spring.settlingDuration, to: bytes)
            bytes.append(" s")
        }
    }
}
