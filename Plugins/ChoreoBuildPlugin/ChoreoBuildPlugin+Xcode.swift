#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same build commands for an app target of an Xcode project: its specs are the target's
/// input files that end in `.transition.yaml` or `.transition.yml`, and the configuration is the
/// nearest `.choreo.yml` from the project's folder upward.
extension ChoreoBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let specs = target.inputFiles.map(\.url).filter(SpecFiles.isSpec)
        guard !specs.isEmpty else { return [] }
        let project = context.xcodeProject.directoryURL
        // Whether Xcode plans again when a file appears in the project's folder is not known
        // here (the tests run on Linux), so that folder is watched as well.
        let configuration = ConfigurationWatch(
            searchingFrom: project, watching: [project], workDirectory: context.pluginWorkDirectoryURL)
        let generation = GenerationCommands(
            tool: try context.tool(named: "choreo").url,
            outputFolder: context.pluginWorkDirectoryURL.appendingPathComponent("Generated"),
            configuration: configuration)
        return generation.commands(for: specs, relativeTo: project)
    }
}
#endif
