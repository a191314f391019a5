#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file system as the names fuzz target makes, reads and removes it: paths are bytes, never
/// decoded, and links are never followed.
enum FileTree {
    /// A path's bytes, printable in a failure.
    struct Path: Hashable, CustomStringConvertible {
        var bytes: [UInt8]
        var description: String { String(decoding: bytes, as: UTF8.self).debugDescription }
    }

    enum Entry: Equatable {
        case folder
        case file([UInt8])
        case link([UInt8])
        case other
    }

    static func withCPath<Result>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    static func join(_ base: [UInt8], _ components: some Sequence<[UInt8]>) -> [UInt8] {
        var path = base
        for component in components {
            if !path.isEmpty { path.append(UInt8(ascii: "/")) }
            path += component
        }
        return path
    }

    static func parent(_ path: [UInt8]) -> [UInt8] {
        guard let slash = path.lastIndex(of: UInt8(ascii: "/")) else { return [] }
        return Array(path[..<slash])
    }

    /// A new, empty folder under `TMPDIR` (or /tmp).
    static func makeTemporaryFolder(prefix: String) -> [UInt8] {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((base + "/" + prefix + "XXXXXX").utf8).map { CChar(bitPattern: $0) } + [0]
        guard mkdtemp(&template) != nil else { fatalError("mkdtemp failed: \(errno)") }
        return template.dropLast().map { UInt8(bitPattern: $0) }
    }

    static func makeFolder(_ path: [UInt8]) -> Bool {
        withCPath(path) { mkdir($0, 0o755) } == 0
    }

    /// Each folder of `components` under `base` (which exists), made when missing; false when
    /// one cannot be (a file is in the way, a name is too long).
    static func makeFolders(_ base: [UInt8], _ components: some Sequence<[UInt8]>) -> Bool {
        var path = base
        var status = stat()
        for component in components {
            path = join(path, [component])
            if withCPath(path, { lstat($0, &status) }) == 0 {
                guard (status.st_mode & S_IFMT) == S_IFDIR else { return false }
            } else if !makeFolder(path) {
                return false
            }
        }
        return true
    }

    /// A new file (never over an existing one, never through a link).
    static func write(_ bytes: [UInt8], to path: [UInt8]) -> Bool {
        let descriptor = withCPath(path) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644) }
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) } == bytes.count
    }

    static func link(_ path: [UInt8], to target: [UInt8]) -> Bool {
        withCPath(target) { target in withCPath(path) { symlink(target, $0) } } == 0
    }

    static func read(_ path: [UInt8]) -> [UInt8]? {
        let descriptor = withCPath(path) { open($0, O_RDONLY | O_NOFOLLOW) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += buffer.prefix(count)
        }
        return bytes
    }

    /// The names in a folder, as bytes, without `.` and `..`.
    static func names(in folder: [UInt8]) -> [[UInt8]] {
        guard let directory = withCPath(folder, { opendir($0) }) else { return [] }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix(while: { $0 != 0 })) }
            if name != [0x2E], name != [0x2E, 0x2E] { names.append(name) }
        }
        return names
    }

    /// Every entry under `root` (not `root` itself), by path, links not followed.
    static func snapshot(_ root: [UInt8]) -> [Path: Entry] {
        var entries: [Path: Entry] = [:]
        func visit(_ folder: [UInt8]) {
            for name in names(in: folder) {
                let path = join(folder, [name])
                var status = stat()
                guard withCPath(path, { lstat($0, &status) }) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    entries[Path(bytes: path)] = .folder
                    visit(path)
                case S_IFREG: entries[Path(bytes: path)] = .file(read(path) ?? [])
                case S_IFLNK:
                    var target = [CChar](repeating: 0, count: 4096)
                    let count = withCPath(path) { readlink($0, &target, target.count) }
                    entries[Path(bytes: path)] = .link(target.prefix(max(0, count)).map { UInt8(bitPattern: $0) })
                default: entries[Path(bytes: path)] = .other
                }
            }
        }
        visit(root)
        return entries
    }

    /// `root` and everything under it; links are removed, never followed.
    static func remove(_ root: [UInt8]) {
        var status = stat()
        guard withCPath(root, { lstat($0, &status) }) == 0 else { return }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            for name in names(in: root) { remove(join(root, [name])) }
            _ = withCPath(root) { rmdir($0) }
        } else {
            _ = withCPath(root) { unlink($0) }
        }
    }
}
