import ChoreoSpec

/// A sentence about a phase for the generated doc comments, so that a reader of the Swift file
/// sees what the spec asked for without opening it.
struct PhaseDescription {
    let phase: Phase
    let kind: TransitionKind

    /// The sentence, given what `TimingParametersLiteral.summary` says of the phase's timing:
    /// "`present`: the `pop` effect; 0.4 s, curve easeOut; incoming view on top."
    func sentence(timingSummary timing: String) -> String {
        let onTop = phase.order == .toAbove ? "incoming view on top." : "outgoing view on top."
        return "`\(phase.role.rawValue)`: \(what); \(timing); \(onTop)"
    }

    /// What the phase does: the counterpart it mirrors, its effect, or its own view states.
    private var what: String {
        if phase.isMirrored {
            let counterpart = phase.role.counterpart == .present && kind == .segue ? "perform" : phase.role.counterpart.rawValue
            return "`\(counterpart)` played in reverse"
        }
        if let effect = phase.effect {
            if let direction = phase.direction, effect.isDirectional {
                return "the `\(effect.rawValue)` effect \(direction.rawValue)"
            }
            return "the `\(effect.rawValue)` effect"
        }
        return "custom view states"
    }
}
