/// Words matched against a scalar's UTF-8 bytes, each standing for a value.
///
/// The decoder reads every key and enum value of every spec; comparing bytes in place against a
/// table built once costs no `String` per scalar. Each word is kept as its length and its first
/// eight bytes packed into an integer, so a candidate is ruled out (or, up to eight bytes,
/// matched) by two integer comparisons; only the bytes past the eighth of a longer word are
/// compared one by one, from one byte array holding all words end to end.
struct KeywordTable<Value>: Sendable where Value: Sendable {
    private let bytes: [UInt8]
    /// Word `i` is `bytes[starts[i] ..< starts[i] + lengths[i]]`.
    private let starts: [Int]
    private let lengths: [Int]
    /// Word `i`'s first eight bytes (fewer for a shorter word), little-endian, zero-padded.
    private let prefixes: [UInt64]
    let values: [Value]
    /// The words, in table order, for messages ("expected one of …") and suggestions.
    let words: [String]

    init(_ entries: [(word: String, value: Value)]) {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        var lengths: [Int] = []
        var prefixes: [UInt64] = []
        for entry in entries {
            let word = Array(entry.word.utf8)
            starts.append(bytes.count)
            lengths.append(word.count)
            prefixes.append(word.withUnsafeBufferPointer { Self.prefix(of: $0) })
            bytes += word
        }
        self.bytes = bytes
        self.starts = starts
        self.lengths = lengths
        self.prefixes = prefixes
        values = entries.map(\.value)
        words = entries.map(\.word)
    }

    /// The first eight bytes of `key` (fewer when it is shorter) as one integer, zero-padded.
    @inline(__always)
    private static func prefix(of key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var prefix: UInt64 = 0
        var index = 0
        let end = min(key.count, 8)
        while index < end {
            prefix |= UInt64(key[index]) << UInt64(8 * index)
            index += 1
        }
        return prefix
    }

    /// Where `key` is in the table (the first such word), or nil.
    func position(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = key.count
        let prefix = Self.prefix(of: key)
        return prefixes.withUnsafeBufferPointer { prefixes in
            lengths.withUnsafeBufferPointer { lengths in
                for position in 0..<prefixes.count where prefixes[position] == prefix && lengths[position] == count {
                    if count <= 8 || sameTail(of: key, asWordAt: starts[position]) { return position }
                }
                return nil
            }
        }
    }

    /// True when `key`'s bytes past the eighth equal those of the word of `key`'s length at `start`.
    private func sameTail(of key: UnsafeBufferPointer<UInt8>, asWordAt start: Int) -> Bool {
        bytes.withUnsafeBufferPointer { table in
            var offset = 8
            while offset < key.count {
                if table[start + offset] != key[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// The value of the word `key` is, or nil.
    func value(of key: UnsafeBufferPointer<UInt8>) -> Value? {
        position(of: key).map { values[$0] }
    }
}
