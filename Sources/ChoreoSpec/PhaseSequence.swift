/// A transition's forward phase, then its backward phase when it has one.
///
/// Unlike `Transition.phases` it builds no array. Each phase it hands out is a copy: lint's rules,
/// which go over the phases of every transition, use `Transition.forEachPhase(_:)` instead.
public struct PhaseSequence: Sequence, IteratorProtocol {
    private var first: Phase?
    private var second: Phase?

    init(forward: Phase, backward: Phase?) {
        first = forward
        second = backward
    }

    public mutating func next() -> Phase? {
        if let phase = first.take() { return phase }
        return second.take()
    }
}
