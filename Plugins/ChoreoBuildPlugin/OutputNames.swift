import Foundation

/// The name of the Swift file generated from each spec: the spec's name with `.swift` for
/// `.yaml`/`.yml` (`Cards.transition.yaml` → `Cards.transition.swift`).
///
/// Swift refuses two files of one module with the same name ("filename used twice"), so specs
/// that share a name in different folders get the first 8 hex digits of a hash of their path
/// relative to `root` as well (`Detail.transition-1a2b3c4d.swift`): stable across machines and
/// builds, different for different folders.
struct OutputNames {
    private let duplicated: Set<String>
    private let root: URL

    init(specs: [URL], root: URL) {
        var seen: Set<String> = []
        var duplicated: Set<String> = []
        for spec in specs where !seen.insert(Self.baseName(of: spec)).inserted {
            duplicated.insert(Self.baseName(of: spec))
        }
        self.duplicated = duplicated
        self.root = root
    }

    func fileName(for spec: URL) -> String {
        let base = Self.baseName(of: spec)
        guard duplicated.contains(base) else { return base + ".swift" }
        return base + "-" + Self.fnv1a(relativePath(of: spec)) + ".swift"
    }

    /// `Cards.transition` for `Cards.transition.yaml`.
    static func baseName(of spec: URL) -> String {
        let name = spec.lastPathComponent
        for suffix in [".yaml", ".yml"] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    private func relativePath(of spec: URL) -> String {
        let path = spec.standardizedFileURL.path
        let prefix = root.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// FNV-1a, 32 bits: Swift's own `Hasher` is seeded per process and would rename the files on
    /// every build.
    private static func fnv1a(_ text: String) -> String {
        var hash: UInt32 = 0x811c_9dc5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
