import ChoreoSpec

/// A sentence about a phase for the generated doc comments, so that a reader of the Swift file
/// sees what the spec asked for without opening it.
struct PhaseDescription {
    let phase: Phase
    let kind: TransitionKind

    /// The sentence, appended to `bytes`, given the bytes of what
    /// `TimingParametersLiteral.appendSummary` says of the phase's timing (the emitter has them
    /// already for the timing table): "`present`: the `pop` effect; 0.4 s, curve easeOut;
    /// incoming view on top."
    func appendSentence(timingSummary timing: UnsafeBufferPointer<UInt8>, to bytes: OutputBytes) {
        bytes.append("`")
        bytes.append(utf8: phase.role.rawValue)
        bytes.append("`: ")
        if phase.isMirrored {
            bytes.append("`")
            if phase.role.counterpart == .present && kind == .segue {
                bytes.append("perform")
            } else {
                bytes.append(utf8: phase.role.counterpart.rawValue)
            }
            bytes.append("` played in reverse")
        } else if let effect = phase.effect {
            bytes.append("the `")
            bytes.append(utf8: effect.rawValue)
            bytes.append("` effect")
            if let direction = phase.direction, effect.isDirectional {
                bytes.append(" ")
                bytes.append(utf8: direction.rawValue)
            }
        } else {
            bytes.append("custom view states")
        }
        bytes.append("; ")
        bytes.append(timing)
        bytes.append(phase.order == .toAbove ? "; incoming view on top." : "; outgoing view on top.")
    }
}
