/// A value kept on the heap and shared until it is written, so that copying what holds it costs a
/// retain: a lowered `Transition`, `Phase` and `ViewMotion`, and a spec's `PhaseSpec`, `SpringSpec`
/// and `ViewStateSpec`, which also keeps a phase's allocation small. Storing `Phase`'s fields inline made the release build of
/// Swift 6.3.1 free a transition's storage twice on some specs (Docs/Performance.md, "What was
/// simplified"), which this layout does not.
///
/// The types that hold a box read their fields with plain getters (`get { fields.value.x }`),
/// not `_read`: a `_read` accessor called from another module (the lint rules read `Phase` and
/// `PhaseSpec`) is a coroutine, and its frame did not fit the caller's buffer, so each read of a
/// phase's view or setting allocated and freed one: 56M instructions (3.6 %) of lint of the
/// 10,000-document stream. A getter costs a retain where the field holds references. `Phase`'s
/// and `PhaseSpec`'s getters are also `@inlinable` (hence the `@usableFromInline` here and on their
/// fields), so that a rule reading `phase.incoming.start` reads it in place instead of calling a
/// getter that copies the whole motion: 30M instructions (2 %) of the same.
@usableFromInline
struct CopyOnWriteBox<Value: Sendable>: @unchecked Sendable {
    // @unchecked: the storage is only ever mutated when uniquely referenced (see `value`), so a
    // box shared between tasks is never written.
    @usableFromInline
    final class Storage {
        // Uniqueness is checked before every write, so the runtime's access tracking adds nothing
        // but its cost: 43M instructions (3 %) of lint of the 10,000-document stream, measured when
        // issue 24 took the attribute away.
        @exclusivity(unchecked) @usableFromInline var value: Value

        @usableFromInline
        init(_ value: Value) { self.value = value }
    }

    @usableFromInline var storage: Storage

    init(_ value: Value) {
        storage = Storage(value)
    }

    @inlinable
    var value: Value {
        _read { yield storage.value }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.value) }
            yield &storage.value
        }
    }
}

extension CopyOnWriteBox: Equatable where Value: Equatable {
    @usableFromInline
    static func == (lhs: Self, rhs: Self) -> Bool {
        // No identity shortcut: a value holding NaN is not equal to itself.
        lhs.value == rhs.value
    }
}
