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
    func appendSentence(timingSummary timing: ArraySlice<UInt8>, to bytes: inout [UInt8]) {
        bytes.append("`")
        bytes.append(contentsOf: phase.role.rawValue.utf8)
        bytes.append("`: ")
        if phase.isMirrored {
            bytes.append("`")
            if phase.role.counterpart == .present && kind == .segue {
                bytes.append("perform")
            } else {
                bytes.append(contentsOf: phase.role.counterpart.rawValue.utf8)
            }
            bytes.append("` played in reverse")
        } else if let effect = phase.effect {
            bytes.append("the `")
            bytes.append(contentsOf: effect.rawValue.utf8)
            bytes.append("` effect")
            if let direction = phase.direction, effect.isDirectional {
                bytes.append(" ")
                bytes.append(contentsOf: direction.rawValue.utf8)
            }
        } else {
            bytes.append("custom view states")
        }
        bytes.append("; ")
        bytes.append(contentsOf: timing)
        bytes.append(phase.order == .toAbove ? "; incoming view on top." : "; outgoing view on top.")
    }
}
