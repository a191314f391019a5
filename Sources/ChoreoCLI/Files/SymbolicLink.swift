#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where symbolic links lead, for the rule that keeps a pull request from reading the machine
/// it runs on (Docs/Security.md): a spec, a Swift file or a `.choreo.yml` that is found (in a
/// folder searched, or by looking upward for the configuration) is read only when it resolves
/// inside the folder it was found from. A link to `~/.aws/credentials` named
/// `Leak.transition.yaml` would otherwise be read and its first line quoted in a public CI log.
/// What the command line names is read wherever it leads: the person running `choreo` chose it.
enum SymbolicLink {
    /// The path with every link, `.` and `..` resolved (`realpath`); nil when it does not resolve
    /// (missing, a dangling link, a loop).
    static func resolved(_ path: String) -> String? {
        guard let pointer = SystemPath.withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(pointer) }
        return SystemPath.string(UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) })
    }

    /// Whether `path` resolves to a place outside `folder` (resolved too, once, by the caller when
    /// it asks about many paths). A path that does not resolve is not outside: reading it fails
    /// with the system's own reason.
    static func leaves(_ path: String, resolvedFolder folder: String) -> Bool {
        guard let target = resolved(path) else { return false }
        return !FilePath.isSame(target, orInside: folder)
    }

    /// Whether the entry of a folder listing is a link (by its type, or `lstat` when the file
    /// system does not say).
    static func isLink(_ entry: DirectoryListing.Entry, at path: String) -> Bool {
        if entry.typeIsKnown { return entry.type == UInt8(DT_LNK) }
        var status = stat()
        return SystemPath.withCString(path, { lstat($0, &status) }) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    /// The reason a link found in `root` is not read.
    static func outsideReason(root: String) -> String {
        "it is a symbolic link to a file outside '\(root)', which is not read unless named on the command line"
    }
}
