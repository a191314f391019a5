#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same command for an Xcode project (File ▸ Packages, or the project's context menu): the
/// specs are the input files of the selected targets (`--target`), or of every target.
extension ChoreoCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let specs = XcodeSpecs(project: context.xcodeProject, targetNames: extractor.extractOption(named: "target"))
        guard !specs.paths.isEmpty else {
            Diagnostics.warning("no *.transition.yaml or *.transition.yml in the selected targets; nothing to generate")
            return
        }
        try ChoreoRun(tool: try context.tool(named: "choreo").url, workingDirectory: context.xcodeProject.directoryURL)
            .run(["generate"] + specs.paths + extractor.remainingArguments)
    }
}
#endif
