/// A damped spring in one representation (mass, stiffness, damping), whatever form the user
/// wrote it in, as SwiftUI's `Spring` converts between its forms.
///
/// `form` keeps what was written, so generated code can call the UIKit API that matches it.
public struct Spring: Sendable, Equatable {
    public enum Form: Sendable, Equatable {
        /// `usingSpringWithDamping:initialSpringVelocity:` with the phase duration. Apple does not
        /// document how UIKit maps this to a physical spring; Choreo solves for the spring whose
        /// settling time is the phase duration (Docs/UIKitFacts.md §19.2).
        case uikit(dampingRatio: Double)
        /// iOS 17 / SwiftUI perceptual duration and bounce.
        case bounce(duration: Double, bounce: Double)
        /// SwiftUI's response and damping ratio.
        case response(response: Double, dampingRatio: Double)
        /// A physical spring, as React Navigation models UIKit's push.
        case physical
    }

    public var form: Form
    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    /// Initial velocity in UIKit's unit: 1 = the whole animated distance in one second.
    public var initialVelocity: Double
    /// Seconds until the motion stays within 0.1% of its target: what `transitionDuration(using:)`
    /// reports, so that UIKit's bookkeeping matches what the user sees.
    public var settlingDuration: Double

    public init(
        form: Form, mass: Double, stiffness: Double, damping: Double, initialVelocity: Double,
        settlingDuration: Double
    ) {
        self.form = form
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.settlingDuration = settlingDuration
    }

    /// ζ = c / (2·√(k·m)): below 1 it overshoots, 1 is critical, above 1 it creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
}

/// How a phase moves through time.
public enum Timing: Sendable, Equatable {
    case curve(Curve)
    case spring(Spring)
}
