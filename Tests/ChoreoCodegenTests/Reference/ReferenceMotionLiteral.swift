// A frozen copy of the emitter as it was before it was rewritten for speed (commit 4435b6f), kept
// only as the reference that EmitterEquivalenceTests compares the fast emitter against, byte for
// byte. Do not change it to make a test pass: the generated code must not change.

import ChoreoSpec

/// Swift expressions for the animator's private motion description (`Motion`, `ViewMotion`,
/// `ViewState`), leaving out every argument that equals its default so that a literal says only
/// what the spec says.
struct ReferenceMotionLiteral {
    let features: ReferenceMotionFeatures

    /// `Motion(duration: 0.4, incomingOnTop: true, incoming: ViewMotion(…))`, one argument per line.
    func motion(_ phase: Phase) -> [String] {
        var arguments = [
            "duration: \(ReferenceSwiftLiteral.number(Self.duration(of: phase)))",
            "incomingOnTop: \(phase.order == .toAbove)",
        ]
        if let incoming = viewMotion(phase.incoming, phaseDelay: phase.delay) {
            arguments.append("incoming: \(incoming)")
        }
        if let outgoing = viewMotion(phase.outgoing, phaseDelay: phase.delay) {
            arguments.append("outgoing: \(outgoing)")
        }
        return arguments
    }

    /// `Phase.totalDuration`; should a spring never settle (lint reports that as an error, so it
    /// reaches the emitter only through the API), the nominal duration stands in, never zero.
    static func duration(of phase: Phase) -> Double {
        if phase.totalDuration.isFinite { return phase.totalDuration }
        return phase.delay + max(phase.incoming.delay, phase.outgoing.delay) + phase.duration
    }

    /// nil when the view rests through the whole phase (the default `ViewMotion()`).
    func viewMotion(_ motion: ViewMotion, phaseDelay: Double) -> String? {
        var arguments: [String] = []
        if !motion.start.isResting { arguments.append("start: \(viewState(motion.start))") }
        if !motion.end.isResting { arguments.append("end: \(viewState(motion.end))") }
        if features.anchor, motion.anchor != .center {
            arguments.append("anchor: \(ReferenceSwiftLiteral.point(x: motion.anchor.x, y: motion.anchor.y))")
        }
        if arguments.isEmpty { return nil }
        let delay = phaseDelay + motion.delay
        if delay > 0 { arguments.append("delay: \(ReferenceSwiftLiteral.number(delay))") }
        return "ViewMotion(\(arguments.joined(separator: ", ")))"
    }

    /// `ViewState(scaleX: 0.1, scaleY: 0.1, alpha: 0)`; arguments in declaration order, as the
    /// memberwise initializer wants them.
    func viewState(_ state: ViewState) -> String {
        var arguments: [String] = []
        if state.offset.x != 0 || state.offset.y != 0 {
            arguments.append("offset: \(ReferenceSwiftLiteral.point(x: state.offset.x, y: state.offset.y))")
            if features.layoutRelative, state.offset.isLayoutRelative, state.offset.x != 0 {
                arguments.append("followsLayoutDirection: true")
            }
        }
        if state.scale.x != 1 { arguments.append("scaleX: \(ReferenceSwiftLiteral.number(state.scale.x))") }
        if state.scale.y != 1 { arguments.append("scaleY: \(ReferenceSwiftLiteral.number(state.scale.y))") }
        if state.rotation != 0 { arguments.append("rotation: \(ReferenceSwiftLiteral.number(state.rotation))") }
        if state.alpha != 1 { arguments.append("alpha: \(ReferenceSwiftLiteral.number(state.alpha))") }
        if features.cornerRadius, let radius = state.cornerRadius {
            arguments.append("cornerRadius: \(ReferenceSwiftLiteral.number(radius))")
        }
        if features.dim, state.dim != 0 { arguments.append("dim: \(ReferenceSwiftLiteral.number(state.dim))") }
        return "ViewState(\(arguments.joined(separator: ", ")))"
    }
}
