import ChoreoSpec
import ChoreoYAML

/// Shared judgement of `pop_not_reverse_of_push` and `dismiss_not_reverse_of_present`: does an
/// explicit backward phase take the presented view back the way it came?
enum ReverseConsistency {
    /// Exits more than 45° away from the way back count as another direction.
    static let toleratedCosine = 0.7

    struct Mismatch {
        var forward: Vector
        var backward: Vector
        var range: SourceRange
    }

    static func mismatch(in transition: Transition) -> Mismatch? {
        // `reverse` retraces by construction.
        guard let backward = transition.backward, !backward.isMirrored else { return nil }
        let forwardMotion = transition.forward.motion(transition.forward.presentedView).displacement
        let backwardMotion = backward.motion(backward.presentedView).displacement
        // Fading out, or coming in without moving, has no direction to contradict.
        guard let cosine = backwardMotion.cosine(to: -forwardMotion), cosine < toleratedCosine else { return nil }
        return Mismatch(forward: forwardMotion, backward: backwardMotion, range: anchor(for: backward.role, in: transition.spec))
    }

    /// The direction or offset that sets the backward motion, else the phase key.
    static func anchor(for role: PhaseRole, in spec: Spec) -> SourceRange {
        guard let phase = spec.phase(role) else { return spec.documentAnchor }
        let view = phase.value.from
        return phase.value.direction?.range ?? view?.end?.offset?.range ?? view?.start?.offset?.range
            ?? phase.value.effect?.range ?? phase.anchor
    }

    static func message(_ mismatch: Mismatch, forward: PhaseRole, backward: PhaseRole, view: String) -> String {
        "\(forward.rawValue) moves the \(view) \(mismatch.forward.words) but \(backward.rawValue) moves it \(mismatch.backward.words), not back the way it came"
    }

    static func hint(_ mismatch: Mismatch, backward: PhaseRole) -> String {
        "make \(backward.rawValue) move it \((-mismatch.forward).words), or write '\(backward.rawValue): reverse'"
    }
}
