/// Words matched against a scalar's UTF-8 bytes, each standing for a value.
///
/// The decoder reads every key and enum value of every spec; comparing bytes in place against a
/// table built once costs no `String` per scalar. The words sit end to end in one byte array.
struct KeywordTable<Value>: Sendable where Value: Sendable {
    private let bytes: [UInt8]
    /// `ends[i]` is where word `i` ends in `bytes`; it starts where word `i - 1` ends.
    private let ends: [Int]
    let values: [Value]
    /// The words, in table order, for messages ("expected one of …") and suggestions.
    let words: [String]

    init(_ entries: [(word: String, value: Value)]) {
        var bytes: [UInt8] = []
        var ends: [Int] = []
        for entry in entries {
            bytes += entry.word.utf8
            ends.append(bytes.count)
        }
        self.bytes = bytes
        self.ends = ends
        values = entries.map(\.value)
        words = entries.map(\.word)
    }

    /// Where `key` is in the table, or nil.
    func position(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = key.count
        return bytes.withUnsafeBufferPointer { table in
            var start = 0
            for position in ends.indices {
                let end = ends[position]
                defer { start = end }
                guard end - start == count else { continue }
                var offset = 0
                while offset < count, table[start + offset] == key[offset] { offset += 1 }
                if offset == count { return position }
            }
            return nil
        }
    }

    /// The value of the word `key` is, or nil.
    func value(of key: UnsafeBufferPointer<UInt8>) -> Value? {
        position(of: key).map { values[$0] }
    }
}
