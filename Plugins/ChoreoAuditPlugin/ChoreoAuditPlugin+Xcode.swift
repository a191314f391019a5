#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// Audits the Swift files of an Xcode project's targets (all, or those named with `--target`).
extension ChoreoAuditPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = targetNames.isEmpty
            ? context.xcodeProject.targets : context.xcodeProject.targets.filter { targetNames.contains($0.displayName) }
        let root = context.xcodeProject.directoryURL.standardizedFileURL.path + "/"
        let paths = targets.flatMap { $0.inputFiles.map(\.url) }.filter { $0.pathExtension == "swift" }.map { url in
            let path = url.standardizedFileURL.path
            return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
        }
        guard !paths.isEmpty else {
            Diagnostics.warning("no Swift files in the selected targets; nothing to audit")
            return
        }
        try ChoreoRun(tool: try context.tool(named: "choreo").url, workingDirectory: context.xcodeProject.directoryURL)
            .run(["audit"] + Array(Set(paths)).sorted() + extractor.remainingArguments)
    }
}
#endif
