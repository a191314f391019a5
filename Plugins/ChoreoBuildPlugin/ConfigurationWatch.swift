import Foundation

/// How the build commands follow `.choreo.yml` although SwiftPM only asks the plugin for its
/// commands when it plans a build (a changed `Package.swift`, a file added to or removed from a
/// target, …), not on every build.
///
/// `choreo` looks for the configuration when the command runs (`--config <folder>` searches from
/// that folder upward), so a file created or deleted since the plan is seen; what remains is to
/// make the build system run the command when the configuration changes:
/// - the folders above the target's folder, up to the package's, are inputs: creating, deleting
///   or renaming a file in one changes the folder, and so does saving by writing a new file and
///   renaming it over the old one (as Xcode, vim and emacs save). A file created or removed in the
///   target's own folder makes SwiftPM plan again, so that folder need not be watched (which
///   would rerun every command whenever a Swift file beside the specs is saved).
/// - the configuration that applied at the plan is an input through a hard link in the plugin's
///   work folder, which sees an edit made in place (the same file rewritten) and, unlike the file
///   itself, never goes missing: a file input that disappears fails every build ("missing inputs")
///   until the next plan.
/// A configuration created or replaced since the plan and then edited in place is not linked yet:
/// that edit is seen at the next plan (Docs/Plugin.md).
struct ConfigurationWatch {
    static let fileName = ".choreo.yml"

    /// Where `choreo` starts looking for the configuration: passed with `--config`.
    let searchFolder: URL
    /// The folders and the link to declare as inputs of every generation command.
    let inputs: [URL]

    /// - Parameters:
    ///   - start: the folder the search starts from (a target's folder).
    ///   - watched: the folders whose entries are watched.
    ///   - workDirectory: the plugin's work folder, where the link is kept.
    init(searchingFrom start: URL, watching watched: [URL], workDirectory: URL) {
        searchFolder = start
        let link = workDirectory.appendingPathComponent("configuration-at-plan.yml")
        try? FileManager.default.removeItem(at: link)
        var inputs = watched
        if let configuration = Self.nearest(from: start) {
            // A link cannot cross volumes (a scratch path on another disk): then only the folders
            // are watched, and an edit in place is seen at the next plan.
            if (try? FileManager.default.linkItem(at: configuration, to: link)) != nil {
                inputs.append(link)
            }
        }
        self.inputs = inputs
    }

    /// The folders strictly above `start` up to and including `root` (nothing when `start` is not
    /// inside `root`).
    static func folders(above start: URL, upTo root: URL) -> [URL] {
        let rootPath = root.standardizedFileURL.path
        var path = start.standardizedFileURL.path
        guard path.hasPrefix(rootPath + "/") else { return [] }
        var folders: [URL] = []
        while path != rootPath {
            path = (path as NSString).deletingLastPathComponent
            folders.append(URL(fileURLWithPath: path))
        }
        return folders
    }

    /// The nearest `.choreo.yml` in `folder` or a folder above it, as `choreo` finds it.
    static func nearest(from folder: URL) -> URL? {
        var path = folder.standardizedFileURL.path
        while true {
            let candidate = URL(fileURLWithPath: path).appendingPathComponent(fileName)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue {
                return candidate
            }
            let parent = (path as NSString).deletingLastPathComponent
            if parent == path || parent.isEmpty { return nil }
            path = parent
        }
    }
}
