import Foundation
import PackagePlugin

/// The spec files of a package's source targets (all of them, or those named with `--target`),
/// as the build-tool plugin sees them: a target's source files ending in `.transition.yaml` or
/// `.transition.yml` (or, for `choreo-audit`, the suffixes given: `.swift`).
struct PackageSpecs {
    /// Paths relative to the package folder, sorted, for readable diagnostics and generated
    /// headers that do not name this machine's folders.
    let paths: [String]

    init(package: Package, targetNames: [String], suffixes: [String] = SpecFiles.suffixes) throws {
        let targets = targetNames.isEmpty ? package.targets : try package.targets(named: targetNames)
        let root = package.directoryURL.standardizedFileURL.path + "/"
        var paths: [String] = []
        for case let target as SourceModuleTarget in targets {
            for suffix in suffixes {
                for file in target.sourceFiles(withSuffix: suffix) {
                    let path = file.url.standardizedFileURL.path
                    paths.append(path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path)
                }
            }
        }
        self.paths = paths.sorted()
    }
}
