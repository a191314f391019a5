import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory choreo-generate [--target T …] [options]`:
/// writes the generated animator code into the package, for teams that check it in.
///
/// The specs are those the build-tool plugin would see (each source target's
/// `*.transition.yaml`, or only the named targets'). Every other argument goes to
/// `choreo generate` as is: `--output DIR` (or `File.swift`, or the configuration's `output`),
/// `--check`, `--prune`, `--reporter`, `--strict`, `--quiet`.
@main
struct ChoreoCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let specs = try PackageSpecs(package: context.package, targetNames: targetNames)
        guard !specs.paths.isEmpty else {
            Diagnostics.warning("no *.transition.yaml or *.transition.yml in the package's source targets; nothing to generate")
            return
        }
        try ChoreoRun(tool: try context.tool(named: "choreo").url, workingDirectory: context.package.directoryURL)
            .run(["generate"] + specs.paths + extractor.remainingArguments)
    }
}
