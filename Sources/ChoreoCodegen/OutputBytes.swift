/// The bytes a `CodePrinter` writes: a growable buffer that appends with a capacity check and a
/// plain copy.
///
/// `Array.append(contentsOf:)` goes through the generic sequence path (uniqueness, capacity,
/// `_copyContents`) on every call, and a generated file is a few hundred small appends: that
/// overhead was as much time as copying the bytes themselves. A reference type, so that the
/// closures that write a line (`CodePrinter.line(_:)`) write straight into it; each printer
/// owns its own.
final class OutputBytes {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written.
    private(set) var count = 0

    init(capacity: Int = 1024) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The bytes written, as an array: one copy with `memcpy` (`Array(_:)` and
    /// `append(contentsOf:)` copied a buffer byte by byte).
    var array: [UInt8] {
        let count = self.count
        let base = self.base
        return [UInt8](unsafeUninitializedCapacity: count) { destination, initialized in
            if let start = destination.baseAddress, count > 0 {
                start.update(from: base, count: count)
            }
            initialized = count
        }
    }

    /// The bytes written, valid until the next append.
    var buffer: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base, count: count)
    }

    func removeAll() {
        count = 0
    }

    @inline(__always)
    private func reserve(_ extra: Int) {
        if count + extra > capacity {
            grow(to: count + extra)
        }
    }

    private func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let length = bytes.count
        reserve(length)
        let destination = base + count
        if length <= 16 {
            // Most pieces are a few bytes (a keyword, a number, indentation): a loop beats the
            // call into `memmove`.
            for index in 0..<length {
                destination[index] = source[index]
            }
        } else {
            destination.update(from: source, count: length)
        }
        count += length
    }

    /// A literal's UTF-8 bytes, without making a `String` of it.
    func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    func append(contentsOf bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// A string's UTF-8 bytes, copied from its contiguous storage.
    func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// `count` copies of `byte`.
    func append(repeating byte: UInt8, count: Int) {
        guard count > 0 else { return }
        reserve(count)
        (base + self.count).initialize(repeating: byte, count: count)
        self.count += count
    }
}
