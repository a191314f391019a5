import ChoreoSpec
import ChoreoYAML
import Foundation

/// Hand-built `Transition` values that cover what the emitter must handle, independent of the
/// spec pipeline: every kind, curve and spring form, gesture, reduce-motion mode and view
/// property. They are lowered values, as `SpecPipeline` would produce them.
enum SampleTransitions {
    static let origin = SourceRange(SourceLocation(line: 1, column: 1))

    static func transition(
        _ name: String, kind: TransitionKind, style: PresentationStyle? = .custom, forward: Phase,
        backward: Phase? = nil, interactions: [Interaction] = [], reduceMotion: ReduceMotion = .crossfade
    ) -> Transition {
        Transition(
            name: name, kind: kind, presentationStyle: kind.presents ? style : nil,
            delegateRetention: .retained, forward: forward, backward: backward, interactions: interactions,
            reduceMotion: reduceMotion, disabledRules: [],
            spec: Spec(file: "Tests/\(name).transition.yaml", range: origin)
        )
    }

    /// A spring from SwiftUI's duration and bounce, with Apple's mapping (Docs/UIKitFacts.md §19.1).
    static func bounceSpring(duration: Double, bounce: Double) -> Spring {
        let stiffness = pow(2 * Double.pi / duration, 2)
        let ratio = bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
        return Spring(
            form: .bounce(duration: duration, bounce: bounce), mass: 1, stiffness: stiffness,
            damping: 4 * Double.pi * ratio / duration, initialVelocity: 0, settlingDuration: duration * 1.4
        )
    }

    static func uikitSpring(dampingRatio: Double, velocity: Double, duration: Double) -> Spring {
        Spring(
            form: .uikit(dampingRatio: dampingRatio), mass: 1, stiffness: 200, damping: 2 * dampingRatio * 200.0.squareRoot(),
            initialVelocity: velocity, settlingDuration: duration
        )
    }

    static let physicalSpring = Spring(
        form: .physical, mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0, settlingDuration: 0.55
    )

    static let responseSpring = Spring(
        form: .response(response: 0.5, dampingRatio: 0.8), mass: 1, stiffness: 157.91367, damping: 20.106193,
        initialVelocity: 0, settlingDuration: 0.62
    )

    /// The README's example: a card that pops in over a shrinking background, dismissed by a
    /// pan down.
    static var cardPop: Transition {
        let present = Phase(
            role: .present, duration: 0.4, timing: .spring(uikitSpring(dampingRatio: 0.7, velocity: 0.5, duration: 0.4)),
            order: .toAbove,
            incoming: ViewMotion(start: ViewState(scale: Scale(uniform: 0.1))),
            outgoing: ViewMotion(end: ViewState(scale: Scale(uniform: 0.95), alpha: 0.7)),
            effect: .pop
        )
        let dismiss = Phase(
            role: .dismiss, duration: 0.4, timing: .spring(uikitSpring(dampingRatio: 0.7, velocity: 0.5, duration: 0.4)),
            order: .fromAbove,
            incoming: ViewMotion(start: ViewState(scale: Scale(uniform: 0.95), alpha: 0.7)),
            outgoing: ViewMotion(end: ViewState(scale: Scale(uniform: 0.1))),
            effect: .pop, isMirrored: true
        )
        return transition(
            "CardPop", kind: .modal, forward: present, backward: dismiss,
            interactions: [Interaction(role: .dismiss, gesture: .pan, direction: .down, edge: .top, finishAt: 0.35, finishVelocity: 800)]
        )
    }

    /// A navigation push from the trailing edge with parallax and dimming, popped by an edge pan
    /// from the leading edge.
    static var slidePush: Transition {
        let push = Phase(
            role: .push, duration: 0.35, timing: .curve(.easeOut), order: .toAbove,
            incoming: ViewMotion(start: ViewState(offset: Offset(x: 1, y: 0, isLayoutRelative: true))),
            outgoing: ViewMotion(end: ViewState(offset: Offset(x: -0.3, y: 0, isLayoutRelative: true), dim: 0.1)),
            effect: .push, direction: .fromTrailing
        )
        let pop = Phase(
            role: .pop, duration: 0.35, timing: .curve(.easeIn), order: .fromAbove,
            incoming: ViewMotion(start: ViewState(offset: Offset(x: -0.3, y: 0, isLayoutRelative: true), dim: 0.1)),
            outgoing: ViewMotion(end: ViewState(offset: Offset(x: 1, y: 0, isLayoutRelative: true))),
            effect: .push, direction: .fromTrailing, isMirrored: true
        )
        return transition(
            "SlidePush", kind: .navigation, forward: push, backward: pop,
            interactions: [Interaction(role: .pop, gesture: .edgePan, direction: .trailing, edge: .leading, finishAt: 0.5, finishVelocity: 1000)]
        )
    }

    /// A segue that rotates in about the top-left corner with rounded corners, over full screen.
    static var rotateSegue: Transition {
        let perform = Phase(
            role: .perform, duration: 0.5, delay: 0.05, timing: .curve(.bezier(x1: 0.2, y1: 0.8, x2: 0.3, y2: 1)), order: .toAbove,
            incoming: ViewMotion(start: ViewState(rotation: -90, cornerRadius: 24), end: ViewState(cornerRadius: 0), anchor: UnitPoint(x: 0, y: 0)),
            outgoing: ViewMotion(end: ViewState(alpha: 0.9), delay: 0.1),
            effect: .rotate
        )
        let dismiss = Phase(
            role: .dismiss, duration: 0.5, timing: .curve(.bezier(x1: 0.7, y1: 0, x2: 0.8, y2: 0.2)), order: .fromAbove,
            incoming: ViewMotion(start: ViewState(alpha: 0.9)),
            outgoing: ViewMotion(start: ViewState(cornerRadius: 0), end: ViewState(rotation: -90, cornerRadius: 24), anchor: UnitPoint(x: 0, y: 0)),
            effect: .rotate, isMirrored: true
        )
        return transition("RotateIn", kind: .segue, style: .fullScreen, forward: perform, backward: dismiss)
    }

    /// A modal fade with no dismissal phase (UIKit's default dismissal) and `reduceMotion: none`.
    static func fade(timing: Timing, style: PresentationStyle = .overFullScreen, reduceMotion: ReduceMotion = .none) -> Transition {
        let present = Phase(
            role: .present, duration: 0.3, timing: timing, order: .toAbove,
            incoming: ViewMotion(start: ViewState(alpha: 0)), outgoing: .still, effect: .fade
        )
        return transition("FadeIn", kind: .modal, style: style, forward: present, reduceMotion: reduceMotion)
    }
}

extension SampleTransitions {
    /// A sheet that a pan up presents and a pan down dismisses, both following the finger.
    static var pullUpSheet: Transition {
        let present = Phase(
            role: .present, duration: 0.4, timing: .curve(.easeOut), order: .toAbove,
            incoming: ViewMotion(start: ViewState(offset: Offset(x: 0, y: 1)), end: ViewState(cornerRadius: 12)),
            outgoing: .still, effect: .slide, direction: .fromBottom)
        let dismiss = Phase(
            role: .dismiss, duration: 0.4, timing: .curve(.easeIn), order: .fromAbove,
            incoming: .still, outgoing: ViewMotion(start: ViewState(cornerRadius: 12), end: ViewState(offset: Offset(x: 0, y: 1))),
            effect: .slide, direction: .fromBottom, isMirrored: true)
        return transition(
            "PullUpSheet", kind: .modal, style: .overFullScreen, forward: present, backward: dismiss,
            interactions: [
                Interaction(role: .present, gesture: .pan, direction: .up, edge: .bottom, finishAt: 0.5, finishVelocity: 1000),
                Interaction(role: .dismiss, gesture: .pan, direction: .down, edge: .top, finishAt: 0.5, finishVelocity: 1000),
            ])
    }

    /// A navigation stack where an edge pan from the trailing edge pushes and one from the leading
    /// edge pops, both resolved from the layout direction.
    static var swipeStack: Transition {
        let push = Phase(
            role: .push, duration: 0.3, timing: .spring(physicalSpring), order: .toAbove,
            incoming: ViewMotion(start: ViewState(offset: Offset(x: 1, y: 0, isLayoutRelative: true))),
            outgoing: ViewMotion(end: ViewState(offset: Offset(x: -0.3, y: 0, isLayoutRelative: true), dim: 0.2)),
            effect: .push, direction: .fromTrailing)
        let pop = Phase(
            role: .pop, duration: 0.3, timing: .spring(physicalSpring), order: .fromAbove,
            incoming: ViewMotion(start: ViewState(offset: Offset(x: -0.3, y: 0, isLayoutRelative: true), dim: 0.2)),
            outgoing: ViewMotion(end: ViewState(offset: Offset(x: 1, y: 0, isLayoutRelative: true))),
            effect: .push, direction: .fromTrailing, isMirrored: true)
        return transition(
            "SwipeStack", kind: .navigation, forward: push, backward: pop,
            interactions: [
                Interaction(role: .push, gesture: .edgePan, direction: .leading, edge: .trailing, finishAt: 0.5, finishVelocity: 1000),
                Interaction(role: .pop, gesture: .edgePan, direction: .trailing, edge: .leading, finishAt: 0.5, finishVelocity: 1000),
            ])
    }
}
