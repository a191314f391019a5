/// `reverse: true` with overrides: the counterpart phase mirrored (`Phase.mirrored(as:)`), then
/// the phase's own keys merged onto the mirror, so that a dismiss that only adds a fade does not
/// have to restate the whole motion.
///
/// What merges (Docs/SpecReference.md, "reverse with overrides"): `duration`, `delay`, `order`,
/// `perspective`, `stagger` (counted from the first element again) and the timing (`curve` or `spring`) replace the mirror's; `to` and `from` are laid over the
/// mirrored views state key by state key, exactly as they are laid over an effect's preset, and a
/// view `delay` replaces the mirrored one. A phase with overrides is no longer a mirror by
/// construction, so lint judges it as a phase of its own (direction, duration, visibility, …),
/// which proves for the merged phase what `reverse` proves by construction.
extension SpecLowering {
    mutating func mergeOverrides(_ written: PhaseSpec, onto mirror: Phase, counterpart: PhaseSpec?) -> Phase {
        guard written.hasOverrides else { return mirror }
        var phase = mirror
        phase.isMirrored = false
        if let duration = written.duration { phase.duration = duration.value }
        if let delay = written.delay { phase.delay = delay.value }
        if let order = written.order { phase.order = order.value }
        if let stagger = written.stagger { phase.stagger = stagger.value > 0 ? Stagger(step: stagger.value) : nil }
        // A curve is taken as written (not time-reversed: it is this phase's own); a spring, or the
        // mirrored spring when only the duration changed, is resolved again for this phase's duration.
        let spring = written.curve == nil ? (written.spring ?? (written.duration != nil ? counterpart?.spring : nil)) : nil
        if let curve = written.curve {
            phase.timing = .curve(curve.value)
        } else if let springSpec = spring?.value, let resolved = self.spring(springSpec, duration: phase.duration) {
            phase.timing = .spring(resolved)
            switch resolved.form {
            case .response, .physical: phase.duration = resolved.settlingDuration
            case .uikit, .bounce: break
            }
        }
        phase.incoming = view(phase.incoming, written.to, name: "to")
        phase.outgoing = view(phase.outgoing, written.from, name: "from")
        if let perspective = written.perspective {
            phase.incoming.perspective = perspective.value
            phase.outgoing.perspective = perspective.value
        }
        return phase
    }
}

extension PhaseSpec {
    /// Whether a `reverse: true` phase says anything besides `reverse`.
    var hasOverrides: Bool {
        duration != nil || delay != nil || order != nil || perspective != nil || stagger != nil || curve != nil || spring != nil
            || to != nil || from != nil
    }
}
