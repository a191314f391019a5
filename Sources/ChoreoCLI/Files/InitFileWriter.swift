#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a new file atomically and never over an existing one, for `choreo init`.
///
/// The bytes go to a temporary file beside the destination, which is then hard-linked to the
/// destination name: `link` fails with `EEXIST` when the name is taken, even if another process
/// created it a moment ago, so there is no window in which a check passes and a user's file is then
/// replaced. A reader never sees a half-written spec. File systems without hard links fall back to
/// an existence check and a rename.
struct InitFileWriter {
    enum Failure: Error, Equatable {
        case exists
        case cannotWrite(String)
    }

    func create(_ bytes: [UInt8], at path: String) -> Result<Void, Failure> {
        if exists(path) { return .failure(.exists) }
        let directory = FilePath.parent(of: path)
        if let reason = makeDirectories(directory) { return .failure(.cannotWrite(reason)) }
        var template = Array(FilePath.join(directory, ".\(FilePath.lastComponent(of: path)).tmp-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        if descriptor < 0 { return .failure(.cannotWrite(FileReader.errorText(errno))) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(temporary) }

        let mask = umask(0o022)
        umask(mask)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = FileReader.errorText(errno)
                close(descriptor)
                return .failure(.cannotWrite(reason))
            }
            written += count
        }
        if fchmod(descriptor, 0o666 & ~mask) != 0 || fsync(descriptor) != 0 {
            let reason = FileReader.errorText(errno)
            close(descriptor)
            return .failure(.cannotWrite(reason))
        }
        if close(descriptor) != 0 { return .failure(.cannotWrite(FileReader.errorText(errno))) }

        if link(temporary, path) == 0 { return .success(()) }
        switch errno {
        case EEXIST:
            return .failure(.exists)
        case EPERM, ENOTSUP, EXDEV, EMLINK:
            if exists(path) { return .failure(.exists) }
            return rename(temporary, path) == 0 ? .success(()) : .failure(.cannotWrite(FileReader.errorText(errno)))
        default:
            return .failure(.cannotWrite(FileReader.errorText(errno)))
        }
    }

    /// Anything at `path`, a dangling symbolic link included (which `link` would refuse too).
    private func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// `mkdir -p`; nil on success, else why not.
    private func makeDirectories(_ directory: String) -> String? {
        var status = stat()
        if stat(directory, &status) == 0 {
            return (status.st_mode & S_IFMT) == S_IFDIR ? nil : "'\(directory)' exists and is not a directory"
        }
        let parent = FilePath.parent(of: directory)
        if parent != directory, let failure = makeDirectories(parent) { return failure }
        if mkdir(directory, 0o777) != 0, errno != EEXIST { return FileReader.errorText(errno) }
        return nil
    }
}

/// POSIX `write`, under a name that no method shadows.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
