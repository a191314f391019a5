import ChoreoSpec
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes output files so that a reader (Xcode, the compiler, a build plugin) never sees a
/// half-written file, and a build that produced the same bytes does not touch the file at all
/// (an unchanged modification date keeps incremental builds from looping).
///
/// The bytes go to a temporary file in the destination's own folder (a rename is only atomic
/// within one file system), which is flushed and then renamed over the destination. Any failure
/// removes the temporary file and leaves the destination as it was.
///
/// With `replacing: .never` (what `choreo init` uses: a spec the user edited is worth more than a
/// template) the temporary file is hard-linked to the destination name instead: `link` fails with
/// `EEXIST` when the name is taken, even by a file another process created a moment ago, so there
/// is no window in which a check passes and the user's file is then replaced. File systems
/// without hard links fall back to an existence check and a rename.
public struct AtomicFileWriter: Sendable {
    public enum Outcome: Sendable, Equatable {
        /// The file did not exist or had other bytes; it has the new ones now.
        case written
        /// The file was left as it was: it already had exactly these bytes, or (under `.never`)
        /// it existed at all.
        case unchanged
    }

    /// What to do when the destination exists.
    public enum Replacement: Sendable {
        /// Replace it when its bytes differ from the new ones (generated files).
        case whenChanged
        /// Never replace it (starter files the user edits).
        case never
    }

    /// Permissions of a newly created file, before the process umask (as `open` and compilers
    /// create files). A replaced file keeps its own permissions.
    public var creationMode: mode_t = 0o666
    /// The process umask, read once for the run rather than twice (set and put back) per file.
    private let processUmask: mode_t

    public init() {
        processUmask = Self.currentUmask()
    }

    public func write(_ bytes: [UInt8], to path: String, replacing: Replacement = .whenChanged) -> Result<Outcome, FileWriteError> {
        switch replacing {
        case .whenChanged:
            if ExistingFile(at: path, comparedWith: bytes) == .same { return .success(.unchanged) }
        case .never:
            if exists(path) { return .success(.unchanged) }
        }
        let directory = FilePath.parent(of: path)
        if let failure = createDirectories(directory) { return .failure(failure) }

        var template = SystemPath.bytes(of: FilePath.join(directory, ".\(FilePath.lastComponent(of: path)).tmp-XXXXXX")).map { CChar(bitPattern: $0) } + [0]
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        // Creating a file in the folder failed (read-only, no space): the folder's error, not the file's.
        if descriptor < 0 { return .failure(FileWriteError(path: directory, reason: FileReader.errorText(errno))) }
        let temporary = SystemPath.string(template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
        var renamed = false
        defer {
            if !renamed { _ = SystemPath.withCString(temporary) { unlink($0) } }
        }

        var existing = stat()
        let mode = SystemPath.withCString(path, { stat($0, &existing) }) == 0 ? existing.st_mode & 0o7777 : creationMode & ~processUmask
        if fchmod(descriptor, mode) != 0 || !writeAll(bytes, to: descriptor) || fsync(descriptor) != 0 {
            let reason = FileReader.errorText(errno)
            close(descriptor)
            return .failure(FileWriteError(path: path, reason: reason))
        }
        if close(descriptor) != 0 {
            return .failure(FileWriteError(path: path, reason: FileReader.errorText(errno)))
        }
        if replacing == .never {
            if SystemPath.withCString(temporary, { from in SystemPath.withCString(path) { link(from, $0) } }) == 0 { return .success(.written) }
            switch errno {
            case EEXIST: return .success(.unchanged)
            case EPERM, ENOTSUP, EXDEV, EMLINK: if exists(path) { return .success(.unchanged) }
            default: return .failure(FileWriteError(path: path, reason: FileReader.errorText(errno)))
            }
        }
        if SystemPath.withCString(temporary, { from in SystemPath.withCString(path) { rename(from, $0) } }) != 0 {
            return .failure(FileWriteError(path: path, reason: FileReader.errorText(errno)))
        }
        renamed = true
        return .success(.written)
    }

    /// Anything at `path`, a dangling symbolic link included (which `link` would refuse too).
    private func exists(_ path: String) -> Bool {
        var status = stat()
        return SystemPath.withCString(path) { lstat($0, &status) } == 0
    }

    private func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                posixWrite(descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }

    /// `mkdir -p`: each missing folder in turn; one that appears meanwhile is fine.
    private func createDirectories(_ directory: String) -> FileWriteError? {
        var status = stat()
        if SystemPath.withCString(directory, { stat($0, &status) }) == 0 {
            return (status.st_mode & S_IFMT) == S_IFDIR
                ? nil : FileWriteError(path: directory, reason: "it exists and is not a directory")
        }
        let parent = FilePath.parent(of: directory)
        if parent != directory, let failure = createDirectories(parent) { return failure }
        if SystemPath.withCString(directory, { mkdir($0, 0o777) }) != 0, errno != EEXIST {
            return FileWriteError(path: directory, reason: FileReader.errorText(errno))
        }
        return nil
    }

    /// The umask can only be read by setting it; it is put back at once.
    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        _ = umask(mask)
        return mask
    }
}

/// An output that could not be written; maps to exit status 73.
public struct FileWriteError: Error, Sendable, Equatable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: error: cannot write …`, the line commands print, with the path escaped (`VisibleText`).
    public var message: String { "\(VisibleText.escaped(path)): error: cannot write: \(reason)" }
}

/// POSIX `write`, reachable under another name inside a type that has a `write` method.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

extension FileWriteError {
    /// An unwritable output is exit status 73 (`EX_CANTCREAT`).
    public var exitCode: ExitCode { .cannotCreate }
}
