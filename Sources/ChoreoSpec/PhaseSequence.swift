/// A transition's forward phase, then its backward phase when it has one.
///
/// What lint rules iterate: unlike `Transition.phases` it builds no array, and the rules ask for
/// the phases of every transition many times over.
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
