import Foundation
import PackagePlugin

/// `swift package choreo-audit [--target T …] [--reporter FORMAT] [--strict] [--quiet]`: audits
/// the hand-written Swift of the package's source targets for UIKit custom-transition pitfalls
/// and fails (non-zero exit) when `choreo audit` does, for CI.
///
/// The rule settings come from the nearest `.choreo.yml` from the package folder upward, as for
/// `choreo-lint`. It writes nothing, so it needs no permission.
@main
struct ChoreoAuditPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let sources = try PackageSpecs(
            package: context.package, targetNames: extractor.extractOption(named: "target"), suffixes: [".swift"])
        guard !sources.paths.isEmpty else {
            Diagnostics.warning("no Swift files in the package's source targets; nothing to audit")
            return
        }
        try ChoreoRun(tool: try context.tool(named: "choreo").url, workingDirectory: context.package.directoryURL)
            .run(["audit"] + sources.paths + extractor.remainingArguments)
    }
}
