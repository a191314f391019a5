/// A value kept on the heap and shared until it is written, so that copying a large value (a
/// phase as written holds some fifty located optionals, about 3 KB inline) costs a retain
/// instead of a `memcpy` of the whole of it. Reads borrow in place; a write to a shared box
/// copies the value once first.
struct CopyOnWriteBox<Value: Sendable>: @unchecked Sendable {
    // @unchecked: the storage is only ever mutated when uniquely referenced (see `value`), so a
    // box shared between tasks is never written.
    private final class Storage {
        // Uniqueness is checked before every write, so the runtime's access tracking adds nothing.
        @exclusivity(unchecked) var value: Value

        init(_ value: Value) { self.value = value }
    }

    private var storage: Storage

    init(_ value: Value) {
        storage = Storage(value)
    }

    var value: Value {
        _read { yield storage.value }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.value) }
            yield &storage.value
        }
    }
}

extension CopyOnWriteBox: Equatable where Value: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        // No identity shortcut: a value holding NaN is not equal to itself.
        lhs.value == rhs.value
    }
}
