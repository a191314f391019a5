import ChoreoSpec

/// A sentence about a phase for the generated doc comments, so that a reader of the Swift file
/// sees what the spec asked for without opening it.
struct PhaseDescription {
    let phase: Phase
    let kind: TransitionKind

    var sentence: String {
        sentence(timingSummary: TimingParametersLiteral(allowsPerceptualSprings: false)
            .summary(of: phase.timing, duration: phase.duration))
    }

    /// The sentence, given what `TimingParametersLiteral.summary(of:duration:)` says of the
    /// phase's timing (the emitter has it already for the timing table).
    func sentence(timingSummary timing: String) -> String {
        var parts: [String] = []
        if phase.isMirrored {
            parts.append("`\(phase.role.counterpart == .present && kind == .segue ? "perform" : phase.role.counterpart.rawValue)` played in reverse")
        } else if let effect = phase.effect {
            if let direction = phase.direction, effect.isDirectional {
                parts.append("the `\(effect.rawValue)` effect \(direction.rawValue)")
            } else {
                parts.append("the `\(effect.rawValue)` effect")
            }
        } else {
            parts.append("custom view states")
        }
        parts.append(timing)
        parts.append(phase.order == .toAbove ? "incoming view on top" : "outgoing view on top")
        return "`\(phase.role.rawValue)`: " + parts.joined(separator: "; ") + "."
    }
}
