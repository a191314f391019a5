#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What is already on disk where a generated file goes, compared with the bytes it should have.
///
/// `choreo generate` runs on every build and almost always finds its output up to date, so this
/// check is most of what it does to the disk: a file of another size is out of date without
/// being read, and one of the same size is read once, into bytes of exactly that size, and
/// compared with `memcmp`; never decoded as text.
enum ExistingFile: Equatable {
    /// Nothing readable is there (no file, a folder, an unreadable file).
    case missing
    /// A file with other bytes.
    case different
    /// A file with exactly these bytes.
    case same

    init(at path: String, comparedWith bytes: [UInt8]) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            self = .missing
            return
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR else {
            self = .missing
            return
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            // A pipe or device has no size to trust: read it as any reader would.
            switch FileReader.readAll(descriptor, path: path) {
            case .success(let existing): self = existing == bytes ? .same : .different
            case .failure: self = .missing
            }
            return
        }
        let size = Int(status.st_size)
        if size > FileReader.maximumSize {
            self = .missing
        } else if size != bytes.count {
            self = .different
        } else {
            self = Self.read(descriptor, expecting: bytes)
        }
    }

    /// Reads a regular file whose size matched (one byte more than that, to notice a file that
    /// grew meanwhile) and compares.
    private static func read(_ descriptor: Int32, expecting bytes: [UInt8]) -> ExistingFile {
        let capacity = bytes.count + 1
        var failed = false
        let existing = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            while initialized < capacity {
                let count = posixRead(descriptor, buffer.baseAddress.map { $0 + initialized }, capacity - initialized)
                if count == 0 { break }
                if count < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    break
                }
                initialized += count
            }
        }
        if failed { return .missing }
        guard existing.count == bytes.count else { return .different }
        let equal = existing.withUnsafeBytes { old in
            bytes.withUnsafeBytes { new in
                guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return old.count == new.count }
                return memcmp(oldBase, newBase, old.count) == 0
            }
        }
        return equal ? .same : .different
    }
}

/// POSIX `read`, under another name so that no member named `read` can shadow it.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
