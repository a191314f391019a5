// A frozen copy of the emitter as it was before it was rewritten for speed (commit 4435b6f), kept
// only as the reference that EmitterEquivalenceTests compares the fast emitter against, byte for
// byte. Do not change it to make a test pass: the generated code must not change.

import ChoreoSpec

/// A sentence about a phase for the generated doc comments, so that a reader of the Swift file
/// sees what the spec asked for without opening it.
struct ReferencePhaseDescription {
    let phase: Phase
    let kind: TransitionKind

    var sentence: String {
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
        let timing = ReferenceTimingParametersLiteral(allowsPerceptualSprings: false)
            .summary(of: phase.timing, duration: phase.duration)
        parts.append(timing)
        parts.append(phase.order == .toAbove ? "incoming view on top" : "outgoing view on top")
        return "`\(phase.role.rawValue)`: " + parts.joined(separator: "; ") + "."
    }
}
