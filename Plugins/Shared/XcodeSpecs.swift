#if canImport(XcodeProjectPlugin)
import Foundation
import XcodeProjectPlugin

/// The spec files among the input files of an Xcode project's targets (all, or those named),
/// relative to the project's folder when inside it.
struct XcodeSpecs {
    let paths: [String]

    init(project: XcodeProject, targetNames: [String]) {
        let targets = targetNames.isEmpty
            ? project.targets : project.targets.filter { targetNames.contains($0.displayName) }
        let root = project.directoryURL.standardizedFileURL.path + "/"
        let paths = targets.flatMap { $0.inputFiles.map(\.url) }.filter(SpecFiles.isSpec).map { url in
            let path = url.standardizedFileURL.path
            return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
        }
        self.paths = Array(Set(paths)).sorted()
    }
}
#endif
