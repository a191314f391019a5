import Foundation

/// Finds the `.choreo.yml` that applies to a folder the way `choreo` does from its working
/// directory: the nearest one in the folder or any folder above it.
///
/// The build command names it explicitly (`--config`), because the working directory of a build
/// command is the build system's choice, and declares it as an input so that editing it regenerates.
enum ConfigurationSearch {
    static let fileName = ".choreo.yml"

    static func nearest(from folder: URL) -> URL? {
        var path = folder.standardizedFileURL.path
        while true {
            let candidate = URL(fileURLWithPath: path).appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = (path as NSString).deletingLastPathComponent
            if parent == path || parent.isEmpty { return nil }
            path = parent
        }
    }
}
