#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One `readdir` pass over a folder: each entry's name, as bytes and as text, and its type as
/// the folder reports it.
///
/// Spec discovery and the left-over scan of `generate` look at every entry of a folder that may
/// hold thousands of files. The type that `readdir` already returns (`d_type`) spares an `lstat`
/// per entry, and names compared as bytes sort without building anything per comparison.
struct DirectoryListing {
    struct Entry {
        var name: String
        /// `name`'s UTF-8 bytes, kept for byte-order sorting and suffix tests.
        var bytes: [UInt8]
        /// `d_type`: `DT_DIR`, `DT_REG`, `DT_LNK`…, or `DT_UNKNOWN` when the file system does not
        /// say (then the caller must `lstat`).
        var type: UInt8

        var isDirectory: Bool { type == UInt8(DT_DIR) }
        var typeIsKnown: Bool { type != UInt8(DT_UNKNOWN) }

        /// Whether every byte of the name is ASCII, so that a byte is a `Character`.
        var isASCII: Bool { bytes.allSatisfy { $0 < 0x80 } }

        func hasSuffix(_ suffix: [UInt8]) -> Bool {
            guard bytes.count >= suffix.count else { return false }
            return bytes.withUnsafeBufferPointer { name in
                suffix.withUnsafeBufferPointer { tail in
                    guard let nameBase = name.baseAddress, let tailBase = tail.baseAddress else { return tail.isEmpty }
                    return memcmp(nameBase + (name.count - tail.count), tailBase, tail.count) == 0
                }
            }
        }
    }

    var entries: [Entry]

    /// The folder's entries without `.` and `..`, in the order the folder gives them; nil with
    /// `errno` set when it cannot be opened.
    init?(_ directory: String) {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var entries: [Entry] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { buffer -> [UInt8] in
                guard let base = buffer.baseAddress else { return [] }
                let length = strnlen(base.assumingMemoryBound(to: CChar.self), buffer.count)
                return Array(UnsafeRawBufferPointer(start: base, count: length))
            }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            entries.append(Entry(name: String(decoding: bytes, as: UTF8.self), bytes: bytes, type: entry.pointee.d_type))
        }
        self.entries = entries
    }

    /// The entries sorted by the bytes of their names (the order `ls` shows in the C locale, and
    /// the same on every machine).
    func sortedByName() -> [Entry] {
        // Most comparisons are settled by the first eight bytes, compared as one integer (names
        // hold no NUL, so the zero padding of a shorter name orders it first, as a prefix is);
        // only names that share those go on to `memcmp`.
        let keyed = entries.map { (key: Self.prefixKey($0.bytes), entry: $0) }
        return keyed.sorted { a, b in
            a.key != b.key ? a.key < b.key : Self.precedes(a.entry.bytes, b.entry.bytes)
        }.map(\.entry)
    }

    /// The first eight bytes, big-endian, zero-padded: integer order is byte order.
    private static func prefixKey(_ bytes: [UInt8]) -> UInt64 {
        var key: UInt64 = 0
        for index in 0..<8 {
            key = key << 8 | UInt64(index < bytes.count ? bytes[index] : 0)
        }
        return key
    }

    /// Byte-wise lexicographic order, as `Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8))`.
    static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBufferPointer { first in
            b.withUnsafeBufferPointer { second in
                let common = min(first.count, second.count)
                if common > 0, let firstBase = first.baseAddress, let secondBase = second.baseAddress {
                    let order = memcmp(firstBase, secondBase, common)
                    if order != 0 { return order < 0 }
                }
                return first.count < second.count
            }
        }
    }
}
