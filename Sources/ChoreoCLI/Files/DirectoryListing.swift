#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One `readdir` pass over a folder: each entry's name and its type as the folder reports it.
///
/// Spec discovery and the left-over scan of `generate` look at every entry of a folder that may
/// hold thousands of files. The type that `readdir` already returns (`d_type`) spares an `lstat`
/// per entry; the names are kept end to end in one byte array, so an entry is plain integers
/// that sort without reference counting, and a `String` is made only for a name that is needed
/// as one (a folder's, or a file's full path, built straight from the bytes).
struct DirectoryListing {
    struct Entry {
        /// Where the name lies in `names`.
        var start: Int
        var count: Int
        /// `d_type`: `DT_DIR`, `DT_REG`, `DT_LNK`…, or `DT_UNKNOWN` when the file system does not
        /// say (then the caller must `lstat`).
        var type: UInt8
        /// Whether every byte of the name is ASCII, so that a byte is a `Character`.
        var isASCII: Bool

        var isDirectory: Bool { type == UInt8(DT_DIR) }
        var typeIsKnown: Bool { type != UInt8(DT_UNKNOWN) }
    }

    /// Every entry's name, end to end.
    private(set) var names: [UInt8] = []
    /// The folder's entries without `.` and `..`, in the order the folder gives them.
    private(set) var entries: [Entry] = []

    /// Nil with `errno` set when the folder cannot be opened.
    init?(_ directory: String) {
        guard let stream = SystemPath.withCString(directory, { opendir($0) }) else { return nil }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let type = entry.pointee.d_type
            withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                guard let base = buffer.baseAddress else { return }
                let count = strnlen(base.assumingMemoryBound(to: CChar.self), buffer.count)
                let name = UnsafeRawBufferPointer(start: base, count: count)
                if name.elementsEqual([0x2E]) || name.elementsEqual([0x2E, 0x2E]) { return }
                entries.append(Entry(start: names.count, count: count, type: type, isASCII: !name.contains { $0 >= 0x80 }))
                names.append(contentsOf: name)
            }
        }
    }

    /// The entry's name, its bytes kept even when they are not UTF-8 (`SystemPath`).
    func name(of entry: Entry) -> String {
        names.withUnsafeBufferPointer { all in
            SystemPath.string(UnsafeBufferPointer(rebasing: all[entry.start..<entry.start + entry.count]))
        }
    }

    func hasSuffix(_ entry: Entry, _ suffix: [UInt8]) -> Bool {
        guard entry.count >= suffix.count else { return false }
        return names[(entry.start + entry.count - suffix.count)..<(entry.start + entry.count)].elementsEqual(suffix)
    }

    /// `FilePath.join(directory, name(of: entry))`, built once from the bytes when the folder and
    /// the name are ASCII (then `hasSuffix("/")` is a test of the last byte).
    func path(of entry: Entry, in directory: String) -> String {
        if directory.isEmpty || directory == "." || entry.count == 0 || !entry.isASCII {
            return FilePath.join(directory, name(of: entry))
        }
        let joined = names.withUnsafeBufferPointer { all in
            FilePath.joinASCII(directory, UnsafeBufferPointer(rebasing: all[entry.start..<entry.start + entry.count]))
        }
        return joined ?? FilePath.join(directory, name(of: entry))
    }

    /// The entries sorted by the bytes of their names (the order `ls` shows in the C locale, and
    /// the same on every machine).
    func sortedByName() -> [Entry] {
        names.withUnsafeBufferPointer { all in
            // Most comparisons are settled by the first eight bytes, compared as one integer
            // (names hold no NUL, so the zero padding of a shorter name orders it first, as a
            // prefix is); only names that share those go on to `memcmp`.
            let keyed = entries.map { (key: Self.prefixKey(all, $0), entry: $0) }
            return keyed.sorted { a, b in
                a.key != b.key ? a.key < b.key : Self.precedes(all, a.entry, b.entry)
            }.map(\.entry)
        }
    }

    /// The first eight bytes of a name, big-endian, zero-padded: integer order is byte order.
    private static func prefixKey(_ all: UnsafeBufferPointer<UInt8>, _ entry: Entry) -> UInt64 {
        var key: UInt64 = 0
        for index in 0..<8 {
            key = key << 8 | UInt64(index < entry.count ? all[entry.start + index] : 0)
        }
        return key
    }

    /// Byte-wise lexicographic order of two names.
    private static func precedes(_ all: UnsafeBufferPointer<UInt8>, _ a: Entry, _ b: Entry) -> Bool {
        let common = min(a.count, b.count)
        if common > 0, let base = all.baseAddress {
            let order = memcmp(base + a.start, base + b.start, common)
            if order != 0 { return order < 0 }
        }
        return a.count < b.count
    }
}
