import Foundation
import PackagePlugin

/// Generates the animator code of every transition spec in a target on every build.
///
/// One build command per spec file, with the spec (and what tells a changed `.choreo.yml`, see
/// `ConfigurationWatch`) as its inputs and one Swift file as its output, so the build system runs
/// `choreo generate` only for a spec that changed and compiles the result into the target; and one
/// command that writes the support code those files share (`choreo support`), once per target.
/// `choreo generate` lints first and writes nothing while a spec has errors; its
/// `path:line:column: error: …` lines (absolute paths) fail the build and point Xcode at the
/// spec's line. Warnings are printed and do not fail.
@main
struct ChoreoBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // Only a Swift target can compile the generated Swift.
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let specs = SpecFiles.suffixes.flatMap { target.sourceFiles(withSuffix: $0).map(\.url) }
        guard !specs.isEmpty else { return [] }
        let configuration = ConfigurationWatch(
            searchingFrom: target.directoryURL,
            watching: ConfigurationWatch.folders(above: target.directoryURL, upTo: context.package.directoryURL),
            workDirectory: context.pluginWorkDirectoryURL)
        let generation = GenerationCommands(
            tool: try context.tool(named: "choreo").url,
            outputFolder: context.pluginWorkDirectoryURL.appendingPathComponent("Generated"),
            configuration: configuration)
        return generation.commands(for: specs, relativeTo: target.directoryURL)
    }
}
