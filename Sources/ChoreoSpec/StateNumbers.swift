/// A `ViewState`'s numbers: one slot per catalogue component (`ViewProperty.componentCount`), nil
/// where the state is at rest.
///
/// A state with every number at rest (most states: a preset moves one end of one view) holds no
/// array at all, so copying it retains nothing. Lint's rules copy a view's two states for every view
/// of every phase, and every retain of a shared array is an atomic write: on the benchmark stream
/// they cost more time than their instruction count says. The first number written allocates the
/// slots; a number put back to rest leaves them, all nil, which compares equal to none.
struct StateNumbers: Sendable, Equatable {
    private var slots: [Double?]?

    init() {}

    subscript(index: Int) -> Double? {
        get { slots?[index] ?? nil }
        set {
            if slots == nil {
                guard newValue != nil else { return }
                slots = [Double?](repeating: nil, count: ViewProperty.componentCount)
            }
            slots?[index] = newValue
        }
    }

    /// True when no number differs from its rest.
    var allAtRest: Bool { slots?.allSatisfy { $0 == nil } ?? true }

    /// True when a number of `indices` differs from its rest.
    func setsAny(of indices: Range<Int>) -> Bool {
        guard let slots else { return false }
        return indices.contains { slots[$0] != nil }
    }

    static func == (lhs: StateNumbers, rhs: StateNumbers) -> Bool {
        // Slot by slot, so that no slots and slots all nil are the same state.
        (0..<ViewProperty.componentCount).allSatisfy { lhs[$0] == rhs[$0] }
    }
}
