import ChoreoSpec

/// Swift expressions for a phase's motion in the support file's types (`ChoreoMotion`,
/// `ChoreoViewMotion`, `ChoreoViewState`), leaving out every argument that equals its default so
/// that a literal says only what the spec says.
struct MotionLiteral {
    /// `ChoreoMotion(duration: 0.4, incomingOnTop: true, incoming: ChoreoViewMotion(…))`, one argument per line.
    func motion(_ phase: Phase) -> [String] {
        var arguments = [
            "duration: \(SwiftLiteral.number(Self.duration(of: phase)))",
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

    /// nil when the view rests through the whole phase (the default `ChoreoViewMotion()`).
    func viewMotion(_ motion: ViewMotion, phaseDelay: Double) -> String? {
        var arguments: [String] = []
        if !motion.start.isResting { arguments.append("start: \(viewState(motion.start))") }
        if !motion.end.isResting { arguments.append("end: \(viewState(motion.end))") }
        if motion.anchor != .center {
            arguments.append("anchor: \(SwiftLiteral.point(x: motion.anchor.x, y: motion.anchor.y))")
        }
        if arguments.isEmpty { return nil }
        let delay = phaseDelay + motion.delay
        if delay > 0 { arguments.append("delay: \(SwiftLiteral.number(delay))") }
        return "ChoreoViewMotion(\(arguments.joined(separator: ", ")))"
    }

    /// `ChoreoViewState(scaleX: 0.1, scaleY: 0.1, alpha: 0)`; arguments in declaration order, as the
    /// memberwise initializer wants them.
    func viewState(_ state: ViewState) -> String {
        var arguments: [String] = []
        if state.offset.x != 0 || state.offset.y != 0 {
            arguments.append("offset: \(SwiftLiteral.point(x: state.offset.x, y: state.offset.y))")
            if state.offset.isLayoutRelative, state.offset.x != 0 {
                arguments.append("followsLayoutDirection: true")
            }
        }
        if state.scale.x != 1 { arguments.append("scaleX: \(SwiftLiteral.number(state.scale.x))") }
        if state.scale.y != 1 { arguments.append("scaleY: \(SwiftLiteral.number(state.scale.y))") }
        if state.rotation != 0 { arguments.append("rotation: \(SwiftLiteral.number(state.rotation))") }
        if state.alpha != 1 { arguments.append("alpha: \(SwiftLiteral.number(state.alpha))") }
        if let radius = state.cornerRadius {
            arguments.append("cornerRadius: \(SwiftLiteral.number(radius))")
        }
        if state.dim != 0 { arguments.append("dim: \(SwiftLiteral.number(state.dim))") }
        return "ChoreoViewState(\(arguments.joined(separator: ", ")))"
    }
}
