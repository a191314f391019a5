import ChoreoSpec

/// What the generated animator actually plays for one phase under one variant: the phase's own
/// motion or its Reduce Motion replacement, with each view's delay counted from the start of the
/// animator, and only the views UIKit hands the animator.
///
/// It follows `ChoreoTransitionPlayer` and `ChoreoMotion` in the support file (Docs/GeneratedCode.md,
/// "The animator"): the animator runs for the phase's whole length (`Phase.totalDuration`), a view
/// starts at its delay (the phase's delay plus its own), and Reduce Motion replaces the motion with
/// a cross-fade of the view on top on an ease-in-out curve (`crossfade`), with nothing at once
/// (`none`), or not at all (`same`).
public struct PhaseMotion: Sendable {
    public struct View: Sendable {
        public var role: ViewRole
        public var motion: ViewMotion
        /// Seconds from the start of the animator until the view starts moving.
        public var delay: Double
        /// False for a presenting view that UIKit leaves in the window (`view(forKey:)` is nil for
        /// it under `.custom` and the "over" styles): the animator never touches it, and it rests,
        /// unless its container moves it behind the presented view (`behind`), alongside the phase.
        public var isAnimated: Bool
    }

    public var role: PhaseRole
    /// Seconds the animator runs: `transitionDuration(using:)`.
    public var duration: Double
    public var timing: Timing
    /// The seconds a spring's step response takes over a whole run; the curve's duration otherwise.
    public var motionDuration: Double
    /// Bottom to top, as the views are stacked while the phase plays.
    public var views: [View]
    /// The player's `reducesMotion`: Reduce Motion is on and the spec does not ask for the same motion.
    public var reducesMotion = false
    /// Seconds from the start of the animator until the shared elements move: the phase's delay, none under Reduce Motion.
    public var sharedElementDelay: Double

    public init(transition: Transition, phase: Phase, variant: PreviewVariant) {
        role = phase.role
        var incoming = phase.incoming
        var outgoing = phase.outgoing
        incoming.delay += phase.delay
        outgoing.delay += phase.delay
        duration = Self.animatorDuration(of: phase)
        timing = phase.timing
        motionDuration = phase.motionDuration.isFinite ? phase.motionDuration : phase.duration
        var incomingOnTop = phase.order == .toAbove
        sharedElementDelay = phase.delay
        if variant.reducesMotion && transition.reduceMotion != .same {
            reducesMotion = true
            sharedElementDelay = 0
        }
        if variant.reducesMotion {
            switch transition.reduceMotion {
            case .same:
                break
            case .crossfade:
                // `ChoreoMotion.crossfade()`: resting views keeping their end corner radii; the view on top fades.
                let toLook = Self.appearance(of: incoming.end)
                let fromLook = Self.appearance(of: outgoing.start)
                incoming = ViewMotion(start: toLook, end: toLook)
                outgoing = ViewMotion(start: fromLook, end: fromLook)
                if incomingOnTop { incoming.start.alpha = 0 } else { outgoing.end.alpha = 0 }
                timing = .curve(.easeInOut)
                motionDuration = duration
            case .none:
                // `ChoreoMotion.stillness()`: no time at all, the incoming view at rest with its end radius.
                incoming = ViewMotion(end: Self.appearance(of: incoming.end))
                outgoing = ViewMotion()
                duration = 0
                motionDuration = 0
            }
        }
        if variant.isRightToLeft {
            incoming = Self.mirrored(incoming)
            outgoing = Self.mirrored(outgoing)
        }
        let presentingStays = Self.presentingViewStays(transition)
        // The presenting view is the outgoing one when presenting and the incoming one when dismissing.
        let incomingAnimated = !(presentingStays && !phase.role.isForward)
        let outgoingAnimated = !(presentingStays && phase.role.isForward)
        // A view left in the window sits under the container, whatever the phase's order says.
        if !incomingAnimated { incomingOnTop = false }
        if !outgoingAnimated { incomingOnTop = true }
        var to = View(role: .to, motion: incomingAnimated ? incoming : .still, delay: incoming.delay, isAnimated: incomingAnimated)
        var from = View(role: .from, motion: outgoingAnimated ? outgoing : .still, delay: outgoing.delay, isAnimated: outgoingAnimated)
        if presentingStays, let behind = Self.behind(of: transition, phase: phase, variant: variant) {
            // The presentation controller moves the screen behind alongside the transition: added to the animator
            // without a delay, so on the phase's timing over its whole length, as the dimming view.
            if phase.role.isForward {
                from = View(role: .from, motion: behind, delay: 0, isAnimated: true)
            } else {
                to = View(role: .to, motion: behind, delay: 0, isAnimated: true)
            }
        }
        views = incomingOnTop ? [from, to] : [to, from]
    }

    /// The presenting screen's way to or from its container `behind` state in this phase (`ChoreoPresentationController`):
    /// from rest to it while presenting, back while dismissing; its still form while Reduce Motion is on
    /// (`Container.behindReducingMotion`); mirrored right to left. nil when the screen behind stays still.
    static func behind(of transition: Transition, phase: Phase, variant: PreviewVariant) -> ViewMotion? {
        guard transition.kind.presents, let container = transition.container else { return nil }
        guard var motion = variant.reducesMotion ? container.behindReducingMotion(transition.reduceMotion) : container.behind,
              !motion.end.isResting else { return nil }
        if !phase.role.isForward { motion = motion.timeReversed }
        return variant.isRightToLeft ? mirrored(motion) : motion
    }

    /// `MotionLiteral.duration(of:)`: the phase's whole length, or its nominal one should a spring
    /// never settle (lint refuses that spec, so only the API can get here).
    static func animatorDuration(of phase: Phase) -> Double {
        if phase.totalDuration.isFinite { return phase.totalDuration }
        return phase.delay + max(phase.incoming.delay, phase.outgoing.delay) + phase.duration
    }

    /// Modal and segue styles that keep the presenting view in the window (Docs/UIKitFacts.md B2–B4).
    static func presentingViewStays(_ transition: Transition) -> Bool {
        guard transition.kind != .navigation, let style = transition.presentationStyle else { return false }
        return !style.removesPresentingView
    }

    /// A resting state that keeps how `state` looks (`ViewProperty.isAppearance`): what Reduce
    /// Motion leaves of a view.
    static func appearance(of state: ViewState) -> ViewState {
        var look = ViewState.resting
        for property in ViewProperty.catalogue where property.isAppearance { look[property] = state[property] }
        return look
    }

    /// A motion under right-to-left layout: the first number of each property that mirrors (the x
    /// offset) changes sign in each state (start, keyframes, end) that counts it toward the trailing edge, and a leading or
    /// trailing anchor moves to the other side (`ChoreoMover.prepare(isRightToLeft:)`).
    static func mirrored(_ motion: ViewMotion) -> ViewMotion {
        var motion = motion
        motion.anchor = motion.anchor.physical(isRightToLeft: true)
        motion.start = mirrored(motion.start)
        motion.end = mirrored(motion.end)
        motion.keyframes = motion.keyframes.map { Keyframe(at: $0.at, state: mirrored($0.state)) }
        return motion
    }

    /// One state under right-to-left layout (`mirrored(_:)`).
    static func mirrored(_ state: ViewState) -> ViewState {
        guard state.followsLayoutDirection else { return state }
        var state = state
        for property in ViewProperty.catalogue where property.mirrorsWithLayoutDirection {
            guard var value = state[property] else { continue }
            value[0] = -value[0]
            state[property] = value
        }
        state.followsLayoutDirection = false
        return state
    }
}
