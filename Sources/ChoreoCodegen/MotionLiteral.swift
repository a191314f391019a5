import ChoreoSpec

/// Swift expressions for a phase's motion in the support file's types (`ChoreoMotion`,
/// `ChoreoViewMotion`, `ChoreoViewState`), leaving out every argument that equals its default so
/// that a literal says only what the spec says.
///
/// Written straight into the output bytes: with the shared code printed from cached chunks, these
/// tables are most of what each file costs to make.
enum MotionLiteral {
    /// `return ChoreoMotion(` then one argument a line (`duration: 0.4`, `incomingOnTop: true`,
    /// `incoming: ChoreoViewMotion(…)`), then `)`, at the printer's indentation.
    static func emitReturn(_ phase: Phase, into p: inout CodePrinter) {
        p.line { $0.append("return ChoreoMotion(") }
        p.indent()
        let incomingMotion = phase.incoming
        let outgoingMotion = phase.outgoing
        let incoming = hasContent(incomingMotion)
        let outgoing = hasContent(outgoingMotion)
        p.line { bytes in
            bytes.append("duration: ")
            SwiftLiteral.appendNumber(duration(of: phase), to: bytes)
            bytes.append(",")
        }
        p.line { bytes in
            bytes.append(phase.order == .toAbove ? "incomingOnTop: true" : "incomingOnTop: false")
            if incoming || outgoing { bytes.append(",") }
        }
        if incoming {
            p.line { bytes in
                bytes.append("incoming: ")
                appendViewMotion(incomingMotion, phaseDelay: phase.delay, to: bytes)
                if outgoing { bytes.append(",") }
            }
        }
        if outgoing {
            p.line { bytes in
                bytes.append("outgoing: ")
                appendViewMotion(outgoingMotion, phaseDelay: phase.delay, to: bytes)
            }
        }
        p.outdent()
        p.line { $0.append(")") }
    }

    /// `Phase.totalDuration`; should a spring never settle (lint reports that as an error, so it
    /// reaches the emitter only through the API), the nominal duration stands in, never zero.
    static func duration(of phase: Phase) -> Double {
        if phase.totalDuration.isFinite { return phase.totalDuration }
        return phase.delay + max(phase.incoming.delay, phase.outgoing.delay) + phase.duration
    }

    /// False when the view rests through the whole phase (the default `ChoreoViewMotion()`).
    private static func hasContent(_ motion: ViewMotion) -> Bool {
        !motion.start.isResting || !motion.end.isResting || motion.anchor != .center
    }

    /// `ChoreoViewMotion(start: …, end: …, anchor: …, delay: …)`, in declaration order, as the
    /// memberwise initializer wants them.
    private static func appendViewMotion(_ motion: ViewMotion, phaseDelay: Double, to bytes: OutputBytes) {
        bytes.append("ChoreoViewMotion(")
        var separator = false
        if !motion.start.isResting {
            bytes.append("start: ")
            appendViewState(motion.start, to: bytes)
            separator = true
        }
        if !motion.end.isResting {
            if separator { bytes.append(", ") }
            bytes.append("end: ")
            appendViewState(motion.end, to: bytes)
            separator = true
        }
        if motion.anchor != .center {
            if separator { bytes.append(", ") }
            bytes.append("anchor: ")
            SwiftLiteral.appendPoint(x: motion.anchor.x, y: motion.anchor.y, to: bytes)
        }
        let delay = phaseDelay + motion.delay
        if delay > 0 {
            bytes.append(", delay: ")
            SwiftLiteral.appendNumber(delay, to: bytes)
        }
        bytes.append(")")
    }

    /// `ChoreoViewState(scaleX: 0.1, scaleY: 0.1, alpha: 0)`; arguments in declaration order.
    private static func appendViewState(_ state: ViewState, to bytes: OutputBytes) {
        bytes.append("ChoreoViewState(")
        var separator = false
        func argument(_ label: StaticString, _ value: Double, _ bytes: OutputBytes) {
            if separator { bytes.append(", ") }
            bytes.append(label)
            SwiftLiteral.appendNumber(value, to: bytes)
            separator = true
        }
        if state.offset.x != 0 || state.offset.y != 0 {
            bytes.append("offset: ")
            SwiftLiteral.appendPoint(x: state.offset.x, y: state.offset.y, to: bytes)
            separator = true
            if state.offset.isLayoutRelative, state.offset.x != 0 {
                bytes.append(", followsLayoutDirection: true")
            }
        }
        if state.scale.x != 1 { argument("scaleX: ", state.scale.x, bytes) }
        if state.scale.y != 1 { argument("scaleY: ", state.scale.y, bytes) }
        if state.rotation != 0 { argument("rotation: ", state.rotation, bytes) }
        if state.alpha != 1 { argument("alpha: ", state.alpha, bytes) }
        if let radius = state.cornerRadius { argument("cornerRadius: ", radius, bytes) }
        if state.dim != 0 { argument("dim: ", state.dim, bytes) }
        bytes.append(")")
    }
}
