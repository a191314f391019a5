import ChoreoCodegen
import ChoreoSpec

/// Built transitions that together cover every choice the emitter makes: kind × timing form ×
/// gesture × access level × deployment target × reduce-motion mode × view properties. Not the
/// full product (that would be thousands of files); each value of each axis appears with several
/// values of the others, walked in step like a Latin square.
enum TransitionVariants {
    struct Variant {
        var transition: Transition
        var options: CodegenOptions
    }

    static let kinds: [TransitionKind] = [.modal, .navigation, .segue]
    /// Tab bar variants come after the others, so that adding the kind left the first 36 (and the
    /// golden files chosen from them) as they were.
    static let tabBarCount = 12

    static var timings: [Timing] {
        [
            .curve(.easeInOut), .curve(.linear), .curve(.bezier(x1: 0.2, y1: 0.9, x2: 0.3, y2: 1)),
            .spring(SampleTransitions.uikitSpring(dampingRatio: 0.7, velocity: 0.5, duration: 0.4)),
            .spring(SampleTransitions.bounceSpring(duration: 0.4, bounce: 0.2)),
            .spring(SampleTransitions.bounceSpring(duration: 0.5, bounce: -0.2)),
            .spring(SampleTransitions.responseSpring),
            .spring(SampleTransitions.physicalSpring),
        ]
    }

    /// nil: not interactive.
    static let gestures: [(gesture: Interaction.Gesture, direction: Interaction.PanDirection, edge: Interaction.Edge)?] = [
        nil,
        (.pan, .down, .top), (.pan, .up, .top), (.pan, .left, .top), (.pan, .right, .top),
        (.pan, .leading, .top), (.pan, .trailing, .top),
        (.edgePan, .trailing, .leading), (.edgePan, .leading, .trailing), (.edgePan, .right, .left),
        (.edgePan, .left, .right), (.edgePan, .down, .top), (.edgePan, .up, .bottom),
    ]

    static let accessLevels: [AccessLevel] = [.internal, .public, .package]
    static let deploymentTargets = [DeploymentTarget(major: 13), DeploymentTarget(major: 17)]
    static let reduceMotions: [ReduceMotion] = [.crossfade, .none, .same]
    static let styles: [PresentationStyle] = [.custom, .fullScreen, .overFullScreen, .currentContext, .overCurrentContext]

    /// View motions that switch the optional features on and off: anchor (physical and top-trailing),
    /// corner radius, dim, layout-relative offsets, per-view delays, a missing backward phase.
    static func motions(_ index: Int) -> (incoming: ViewMotion, outgoing: ViewMotion, hasBackward: Bool) {
        switch index % 5 {
        case 0:
            return (ViewMotion(start: ViewState(offset: Offset(x: 1, y: 0, isLayoutRelative: true))),
                    ViewMotion(end: ViewState(offset: Offset(x: -0.3, y: 0, isLayoutRelative: true), dim: 0.1)), true)
        case 1:
            return (ViewMotion(start: ViewState(scale: Scale(x: 0.5, y: 0.8), rotation: 30, alpha: 0, cornerRadius: 20),
                               end: ViewState(cornerRadius: 12), anchor: UnitPoint(x: 0, y: 1), delay: 0.1),
                    .still, true)
        case 2:
            return (ViewMotion(start: ViewState(offset: Offset(x: 0, y: 1))), ViewMotion(end: ViewState(alpha: 0.9), delay: 0.05), false)
        case 3:
            return (ViewMotion(start: ViewState(alpha: 0)), .still, true)
        default:
            return (ViewMotion(start: ViewState(scale: Scale(uniform: 0.1), dim: 0.3), anchor: UnitPoint(x: 1, y: 0, followsLayoutDirection: true)),
                    ViewMotion(end: ViewState(scale: Scale(uniform: 0.95), alpha: 0.7, cornerRadius: 8)), true)
        }
    }

    static func all() -> [Variant] {
        let count = 36
        return (0..<(count + tabBarCount)).map { index in
            let kind = index < count ? kinds[index % kinds.count] : .tabBar
            let roles = kind.phaseRoles
            let timing = timings[index % timings.count]
            let (incoming, outgoing, hasBackward) = motions(index)
            let forward = Phase(
                role: roles.forward, duration: 0.35, delay: index % 4 == 0 ? 0.1 : 0, timing: timing,
                order: .toAbove, incoming: incoming, outgoing: outgoing)
            let backward = hasBackward || kind == .navigation
                ? Phase(
                    role: roles.backward, duration: 0.3, timing: timings[(index + 3) % timings.count],
                    order: index % 2 == 0 ? .fromAbove : .toAbove,
                    incoming: ViewMotion(start: outgoing.end, anchor: outgoing.anchor),
                    outgoing: ViewMotion(end: incoming.start, anchor: incoming.anchor), isMirrored: true)
                : nil
            var interactions: [Interaction] = []
            // A tab bar is switched by a pan only (lowering refuses an edge pan there).
            let fits = { (gesture: Interaction.Gesture) in kind != .tabBar || gesture == .pan }
            if backward != nil, let gesture = gestures[index % gestures.count], fits(gesture.gesture) {
                interactions.append(Interaction(
                    role: roles.backward, gesture: gesture.gesture, direction: gesture.direction, edge: gesture.edge,
                    finishAt: 0.4, finishVelocity: 700))
            }
            let forwardGesture = kind == .tabBar ? index % 2 == 0 : index % 4 == 1
            if forwardGesture, let gesture = gestures[(index * 5 + 1) % gestures.count], fits(gesture.gesture) {
                interactions.append(Interaction(
                    role: roles.forward, gesture: gesture.gesture, direction: gesture.direction, edge: gesture.edge,
                    finishAt: 0.5, finishVelocity: 1000))
            }
            let transition = SampleTransitions.transition(
                "Variant\(index)", kind: kind, style: styles[index % styles.count], forward: forward, backward: backward,
                interactions: interactions, reduceMotion: reduceMotions[(index / 3) % reduceMotions.count])
            let options = CodegenOptions(
                accessLevel: accessLevels[(index / 2) % accessLevels.count],
                deploymentTarget: deploymentTargets[(index / 6) % deploymentTargets.count])
            return Variant(transition: transition, options: options)
        }
    }
}
