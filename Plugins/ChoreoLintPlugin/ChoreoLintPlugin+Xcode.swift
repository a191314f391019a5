#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// Lints the specs of an Xcode project's targets (all, or those named with `--target`).
extension ChoreoLintPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let specs = XcodeSpecs(project: context.xcodeProject, targetNames: extractor.extractOption(named: "target"))
        guard !specs.paths.isEmpty else {
            Diagnostics.warning("no *.transition.yaml or *.transition.yml in the selected targets; nothing to lint")
            return
        }
        try ChoreoRun(tool: try context.tool(named: "choreo").url, workingDirectory: context.xcodeProject.directoryURL)
            .run(["lint"] + specs.paths + extractor.remainingArguments)
    }
}
#endif
