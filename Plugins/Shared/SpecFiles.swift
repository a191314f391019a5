import Foundation

/// Which files are transition specs: the suffixes `choreo` itself searches folders for.
enum SpecFiles {
    static let suffixes = [".transition.yaml", ".transition.yml"]

    static func isSpec(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return suffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }
}
