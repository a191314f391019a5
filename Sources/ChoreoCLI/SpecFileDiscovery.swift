#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the paths a user gave into the spec files to read, in a deterministic order.
///
/// Folders are searched recursively for `*.transition.yaml` and `*.transition.yml`, in sorted
/// order, skipping hidden folders and `.build` (SwiftPM's output, which may hold copies of the
/// specs) and not following symbolic links to folders (a link loop must not hang the search).
/// A file named explicitly is read whatever its name, and is read even when excluded, as
/// SwiftLint does: naming a file is the strongest statement of intent.
public struct SpecFileDiscovery {
    public static let suffixes = [".transition.yaml", ".transition.yml"]

    /// A file to read: `path` absolute, `displayPath` as diagnostics will name it.
    public struct Input: Equatable, Sendable {
        public var path: String
        public var displayPath: String
    }

    public struct Result: Equatable, Sendable {
        public var inputs: [Input] = []
        /// Paths that do not exist or cannot be listed, with the system's reason.
        public var failures: [FileReadError] = []
    }

    public var workingDirectory: String
    /// Absolute, normalised.
    public var excluded: [String]
    public init(workingDirectory: String, excluded: [String]) {
        self.workingDirectory = workingDirectory
        self.excluded = excluded.map(FilePath.normalize)
    }

    public static func isSpecFile(_ name: String) -> Bool {
        suffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// - Parameter paths: as diagnostics should name them: as the user (or a build tool, which
    ///   passes absolute paths so Xcode can open them) typed them, relative to the working
    ///   directory or absolute. See `displayPaths(forConfigured:)` for the configuration's.
    public func discover(_ paths: [String]) -> Result {
        var result = Result()
        var seen: Set<String> = []
        for path in paths {
            let absolute = FilePath.absolute(path, relativeTo: workingDirectory)
            let display = path
            var status = stat()
            guard stat(absolute, &status) == 0 else {
                result.failures.append(FileReadError(path: display, reason: FileReader.errorText(errno)))
                continue
            }
            if (status.st_mode & S_IFMT) == S_IFDIR {
                search(absolute, display: display, into: &result, seen: &seen)
            } else if seen.insert(absolute).inserted {
                result.inputs.append(Input(path: absolute, displayPath: display))
            }
        }
        return result
    }

    /// The configuration's `included` paths are absolute only because they were resolved against
    /// the configuration file; a user who wrote `Specs` expects to read `Specs/…` in findings.
    public func displayPaths(forConfigured paths: [String]) -> [String] {
        paths.map { FilePath.display($0, workingDirectory: workingDirectory) }
    }

    private func isExcluded(_ absolute: String) -> Bool {
        excluded.contains { FilePath.isSame(absolute, orInside: $0) }
    }

    private func search(_ directory: String, display: String, into result: inout Result, seen: inout Set<String>) {
        if isExcluded(directory) { return }
        guard let names = Self.list(directory) else {
            result.failures.append(FileReadError(path: display, reason: FileReader.errorText(errno)))
            return
        }
        for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
            let absolute = FilePath.join(directory, name)
            let shown = display == "." ? name : FilePath.join(display, name)
            var status = stat()
            guard lstat(absolute, &status) == 0 else { continue }
            let type = status.st_mode & S_IFMT
            if type == S_IFDIR {
                if name.hasPrefix(".") { continue }
                search(absolute, display: shown, into: &result, seen: &seen)
            } else if Self.isSpecFile(name), !isExcluded(absolute), seen.insert(absolute).inserted {
                result.inputs.append(Input(path: absolute, displayPath: shown))
            }
        }
    }

    /// The folder's entries without `.` and `..`, or nil with `errno` set.
    private static func list(_ directory: String) -> [String]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
