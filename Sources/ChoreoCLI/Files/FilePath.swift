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
        var fileText = name
        if let joined = fileText.withUTF8({ joinASCII(directory, $0) }) { return joined }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// `join(directory, name)` built once from the bytes, for a non-empty folder other than "."
    /// and a non-empty name; nil unless the folder is ASCII (then `hasSuffix("/")` is a test of
    /// its last byte). Discovery joins once per file found.
    static func joinASCII(_ directory: String, _ name: UnsafeBufferPointer<UInt8>) -> String? {
        var folderText = directory
        return folderText.withUTF8 { folder in
            guard let folderBase = folder.baseAddress, let nameBase = name.baseAddress,
                  !folder.contains(where: { $0 >= 0x80 }) else { return nil }
            let separator = folder[folder.count - 1] == UInt8(ascii: "/") ? 0 : 1
            return String(unsafeUninitializedCapacity: folder.count + separator + name.count) { buffer in
                guard let base = buffer.baseAddress else { return 0 }
                base.initialize(from: folderBase, count: folder.count)
                if separator == 1 { base[folder.count] = UInt8(ascii: "/") }
                (base + folder.count + separator).initialize(from: nameBase, count: name.count)
                return buffer.count
            }
        }
    }

    /// Collapses `.`, `..` and empty components. `..` above the root stays at the root; a
    /// relative path keeps leading `..` components.
    public static func normalize(_ path: String) -> String {
        // Paths are almost always normal already (the benchmark's 2,000 spec paths all are):
        // a scan of the bytes proves it and returns the path itself, with no split and no join.
        if isNormalASCII(path) { return path }
        return normalizeByComponents(path)
    }

    /// The general algorithm behind `normalize`: split on "/", drop `.`, resolve `..`, join. The
    /// tests hold the byte scan's shortcut to it.
    static func normalizeByComponents(_ path: String) -> String {
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

    /// Whether `normalize` would return `path` unchanged, decided on its bytes: all ASCII (so a
    /// byte is a `Character` for the split on "/" and the comparisons with "." and ".."), not
    /// empty, no empty component (no "//", no trailing "/" except the root itself), no "." or ".."
    /// component. Anything else takes the general path.
    static func isNormalASCII(_ path: String) -> Bool {
        var utf8 = path.utf8
        if let normal = utf8.withContiguousStorageIfAvailable(isNormalASCII) { return normal }
        var copy = path
        copy.makeContiguousUTF8()
        utf8 = copy.utf8
        return utf8.withContiguousStorageIfAvailable(isNormalASCII) ?? false
    }

    private static func isNormalASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let count = bytes.count
        if count == 0 { return false }
        if count == 1 { return bytes[0] < 0x80 && bytes[0] != dot }
        // `componentStart`: index of the first byte of the current component.
        var componentStart = bytes[0] == slash ? 1 : 0
        var index = componentStart
        while index <= count {
            let byte = index < count ? bytes[index] : slash
            if byte >= 0x80 { return false }
            if byte == slash {
                let length = index - componentStart
                if length == 0 { return false }
                if bytes[componentStart] == dot, length == 1 || (length == 2 && bytes[componentStart + 1] == dot) {
                    return false
                }
                componentStart = index + 1
            }
            index += 1
        }
        return true
    }

    /// Whether `path` is `directory` itself or lies inside it (both absolute and normalised).
    public static func isSame(_ path: String, orInside directory: String) -> Bool {
        if path == directory || directory == "/" { return true }
        if let inside = withASCII(path, directory, { path, directory in
            path.count > directory.count && path[directory.count] == UInt8(ascii: "/")
                && path[..<directory.count].elementsEqual(directory)
        }) { return inside }
        return path.hasPrefix(directory + "/")
    }

    /// `path` relative to `base` when it lies inside it, else nil (both absolute and normalised).
    public static func relative(_ path: String, to base: String) -> String? {
        if path == base { return "." }
        guard isSame(path, orInside: base) else { return nil }
        // For ASCII paths a `Character` is a byte: cut the bytes rather than walk the characters.
        if let cut = withASCII(path, base, { path, base in
            String(decoding: UnsafeBufferPointer(rebasing: path[(base.count == 1 && base[0] == UInt8(ascii: "/") ? 1 : base.count + 1)...]), as: UTF8.self)
        }) { return cut }
        return String(path.dropFirst(base == "/" ? 1 : base.count + 1))
    }

    /// `body` over the UTF-8 bytes of two non-empty ASCII strings, or nil when either is empty or
    /// holds any other byte (then the caller takes its `Character`-based path).
    private static func withASCII<Result>(
        _ first: String, _ second: String,
        _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result? {
        var first = first, second = second
        return first.withUTF8 { a in
            second.withUTF8 { b in
                guard a.baseAddress != nil, b.baseAddress != nil,
                      !a.contains(where: { $0 >= 0x80 }), !b.contains(where: { $0 >= 0x80 }) else { return nil }
                return body(a, b)
            }
        }
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
