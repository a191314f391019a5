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
/// being read, and one of the same size is read into a reused buffer and compared with
/// `memcmp`; never decoded as text.
enum ExistingFile: Equatable {
    /// Nothing readable is there (no file, a folder, an unreadable file).
    case missing
    /// A file with other bytes.
    case different
    /// A file with exactly these bytes.
    case same

    init(at path: String, comparedWith bytes: [UInt8]) {
        var scratch: [UInt8] = []
        self.init(at: path, comparedWith: bytes, scratch: &scratch)
    }

    /// - Parameter scratch: where the file is read for the comparison; pass the same one for
    ///   every file of a run, so that it is allocated once, not once per file.
    init(at path: String, comparedWith bytes: [UInt8], scratch: inout [UInt8]) {
        // O_NONBLOCK: a FIFO in the output folder must not hang the run (it is then `.different`).
        let descriptor = SystemPath.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
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
            // A pipe or device is never a generated file: writing replaces it.
            self = .different
            return
        }
        let size = Int(status.st_size)
        if size > FileReader.maximumSize {
            self = .missing
        } else if size != bytes.count {
            self = .different
        } else {
            self = Self.read(descriptor, expecting: bytes, into: &scratch)
        }
    }

    /// The largest piece of a file read at once for a comparison: generated files are far
    /// smaller, so each is one `read`.
    static let chunkSize = 64 * 1024

    /// Reads a regular file whose size matched, a piece at a time into `scratch`, comparing each
    /// piece with the bytes it should have. It asks for one byte more than the size, to notice a
    /// file that grew meanwhile; a short read that reaches the size is the end of the file (a
    /// regular file's `read` returns less than asked only there), so an equal file costs one
    /// `read`. A piece that differs ends the comparison.
    private static func read(_ descriptor: Int32, expecting bytes: [UInt8], into scratch: inout [UInt8]) -> ExistingFile {
        let size = bytes.count
        let capacity = min(size + 1, chunkSize)
        if scratch.count < capacity { scratch = [UInt8](repeating: 0, count: capacity) }
        return scratch.withUnsafeMutableBufferPointer { buffer in
            bytes.withUnsafeBufferPointer { expected in
                guard let chunk = buffer.baseAddress else { return .missing }
                var offset = 0
                while true {
                    let wanted = min(capacity, size + 1 - offset)
                    let count = posixRead(descriptor, chunk, wanted)
                    if count < 0 {
                        if errno == EINTR { continue }
                        return .missing
                    }
                    if count == 0 { break }
                    // Past the expected size: the file grew, so it differs.
                    if offset + count > size { return .different }
                    if let base = expected.baseAddress, memcmp(chunk, base + offset, count) != 0 { return .different }
                    offset += count
                    if count < wanted, offset == size { break }
                }
                return offset == size ? .same : .different
            }
        }
    }
}

/// POSIX `read`, under another name so that no member named `read` can shadow it.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
