#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an input could not be read, in the operating system's words.
public struct FileReadError: Error, Sendable, Equatable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// Reads whole files with POSIX calls, so that a failure carries the system's reason (`No such
/// file or directory`, `Permission denied`) rather than Foundation's nil.
public enum FileReader {
    /// Far above any real spec, far below what would hurt: `/dev/zero` named on the command line
    /// must end in a diagnostic, not in an out-of-memory kill. The YAML reader has its own,
    /// tighter limit and reports it with a location.
    public static let maximumSize = 64 * 1024 * 1024

    public static func read(_ path: String, maximumSize: Int = FileReader.maximumSize) -> Result<[UInt8], FileReadError> {
        // Without O_NONBLOCK, opening a FIFO waits for a writer forever: a named pipe among the
        // specs (or named as the configuration) would hang the run.
        let descriptor = SystemPath.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        if descriptor < 0 { return .failure(FileReadError(path: path, reason: errorText(errno))) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG {
            // Pipes, devices (`/dev/zero`, `/dev/tty`) and sockets never end or block: only
            // standard input (`-`) is read as a stream.
            let reason = (status.st_mode & S_IFMT) == S_IFDIR ? "it is a directory" : "it is not a regular file"
            return .failure(FileReadError(path: path, reason: reason))
        }
        // A regular file says how large it is: read it straight into bytes of that size (one more,
        // to notice a file that grows meanwhile), with no intermediate buffer to fill and copy.
        // A read of a regular file returns less than asked only at its end, so a short read that
        // reaches the size is the end: no second `read` just to be told so (open, fstat, read,
        // close: what `Data(contentsOf:)` does, and what the benchmark's baseline does).
        let size = Int(status.st_size)
        if (status.st_mode & S_IFMT) == S_IFREG, size > 0, size <= maximumSize {
            var failure: Int32 = 0
            let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
                while initialized < buffer.count {
                    let wanted = buffer.count - initialized
                    let count = posixRead(descriptor, buffer.baseAddress.map { $0 + initialized }, wanted)
                    if count == 0 { break }
                    if count < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        break
                    }
                    initialized += count
                    if count < wanted, initialized == size { break }
                }
            }
            if failure != 0 { return .failure(FileReadError(path: path, reason: errorText(failure))) }
            if bytes.count <= size { return .success(bytes) }
            // It grew meanwhile: start again and read it as any descriptor.
            guard lseek(descriptor, 0, SEEK_SET) == 0 else {
                return .failure(FileReadError(path: path, reason: errorText(errno)))
            }
        }
        return readAll(descriptor, path: path, maximumSize: maximumSize)
    }

    /// Reads a descriptor to its end (standard input, pipes, files).
    public static func readAll(_ descriptor: Int32, path: String, maximumSize: Int = FileReader.maximumSize) -> Result<[UInt8], FileReadError> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(FileReadError(path: path, reason: errorText(errno)))
            }
            if bytes.count + count > maximumSize {
                return .failure(FileReadError(
                    path: path, reason: "it is larger than \(maximumSize / (1024 * 1024)) MiB"))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .success(bytes)
    }

    /// Whether `path` names a file (following symbolic links), not a folder or nothing.
    public static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return SystemPath.withCString(path) { stat($0, &status) } == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether `path` names a folder (following symbolic links).
    public static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return SystemPath.withCString(path) { stat($0, &status) } == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    static func errorText(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}

/// POSIX `read`, reachable under another name inside a type that has a `read` method.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// The process's standard input, read once for `choreo lint -`.
enum StandardInput {
    static func readAll() -> Result<[UInt8], FileReadError> {
        FileReader.readAll(0, path: "<stdin>")
    }
}
