/// A growable run of plain values, owned by one `DocumentArena` and refilled for every document.
///
/// The reader appends a record, some text bytes and child indices for every event; through a
/// Swift `Array` each append checks the array's uniqueness and capacity in a generic call. Here an
/// append is a capacity check and a store. Reads are bounds-checked like an array's.
///
/// Only for plain values (no references): elements are never deinitialized, only overwritten or
/// dropped with the memory.
final class ArenaBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 64) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }

    @inline(__always)
    func append(_ element: Element) {
        if count == capacity { grow(toHold: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends `elements`; nothing for an empty or nil pointer.
    @inline(__always)
    func append(_ elements: UnsafePointer<Element>?, count added: Int) {
        guard let elements, added > 0 else { return }
        if count + added > capacity { grow(toHold: count + added) }
        (base + count).initialize(from: elements, count: added)
        count += added
    }

    func removeAll() {
        count = 0
    }

    /// Drops the elements from `position` on.
    func removeSuffix(from position: Int) {
        precondition(position >= 0 && position <= count, "index out of range")
        count = position
    }

    /// Removes and returns the last element, or nil when there is none.
    @inline(__always)
    func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return base[count]
    }

    var isEmpty: Bool { count == 0 }

    var last: Element? { count > 0 ? base[count - 1] : nil }

    /// Hands `body` the element at `position` to change in place.
    @inline(__always)
    func modify<R>(at position: Int, _ body: (inout Element) -> R) -> R {
        precondition(position >= 0 && position < count, "index out of range")
        return body(&base[position])
    }

    /// The elements from `position` on, valid until the next append.
    func suffix(from position: Int) -> UnsafeBufferPointer<Element> {
        precondition(position >= 0 && position <= count, "index out of range")
        return UnsafeBufferPointer(start: base + position, count: count - position)
    }

    @inline(__always)
    subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "index out of range")
            return base[position]
        }
        set {
            precondition(position >= 0 && position < count, "index out of range")
            base[position] = newValue
        }
    }

    /// The values, valid until the next append.
    var buffer: UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base, count: count)
    }

    private func grow(toHold minimum: Int) {
        let newCapacity = Swift.max(capacity * 2, minimum)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
