/// Path arithmetic on strings. Done lexically (no symlink resolution) so that paths printed in
/// diagnostics stay the ones the user typed, and so the results do not depend on the disk.
public enum FilePath {
    /// `path` made absolute against `base` (itself absolute), with `.`, `..` and repeated
    /// slashes removed.
    public static func absolute(_ path: String, relativeTo base: String) -> String {
        normalize(path.hasPrefix("/") ? path : join(base, path))
    }

    public static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty || directory == "." { return name }
        if name.isEmpty { return directory }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Collapses `.`, `..` and empty components. `..` above the root stays at the root; a
    /// relative path keeps leading `..` components.
    public static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() }
                else if !isAbsolute { parts.append(component) }
            default: parts.append(component)
            }
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `path` is `directory` itself or lies inside it (both absolute and normalised).
    public static func isSame(_ path: String, orInside directory: String) -> Bool {
        if path == directory || directory == "/" { return true }
        return path.hasPrefix(directory + "/")
    }

    /// `path` relative to `base` when it lies inside it, else nil (both absolute and normalised).
    public static func relative(_ path: String, to base: String) -> String? {
        if path == base { return "." }
        guard isSame(path, orInside: base) else { return nil }
        return String(path.dropFirst(base == "/" ? 1 : base.count + 1))
    }

    /// The folder that holds `path`.
    public static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    public static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// How a file found on disk is shown to the user: relative to the working directory when it
    /// lies inside it (as SwiftLint and compilers print), else absolute.
    public static func display(_ absolutePath: String, workingDirectory: String) -> String {
        relative(absolutePath, to: workingDirectory) ?? absolutePath
    }
}
