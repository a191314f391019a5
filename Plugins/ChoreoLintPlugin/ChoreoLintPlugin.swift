import Foundation
import PackagePlugin

/// `swift package choreo-lint [--target T …] [--reporter FORMAT] [--strict] [--quiet]`: lints the
/// package's specs and fails (non-zero exit) when `choreo lint` does, for CI.
///
/// The specs are those the build-tool plugin would see; the rule settings come from the nearest
/// `.choreo.yml` from the package folder upward. It writes nothing, so it needs no permission.
@main
struct ChoreoLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let specs = try PackageSpecs(package: context.package, targetNames: extractor.extractOption(named: "target"))
        guard !specs.paths.isEmpty else {
            Diagnostics.warning("no *.transition.yaml or *.transition.yml in the package's source targets; nothing to lint")
            return
        }
        try ChoreoRun(tool: try context.tool(named: "choreo").url, workingDirectory: context.package.directoryURL)
            .run(["lint"] + specs.paths + extractor.remainingArguments)
    }
}
