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
        let sources = try PackageSwiftSources(package: context.package, targetNames: extractor.extractOption(named: "target"))
        guard !sources.paths.isEmpty else {
            Diagnostics.warning("no Swift files in the package's source targets; nothing to audit")
            return
        }
        try ChoreoRun(tool: try context.tool(named: "choreo").url, workingDirectory: context.package.directoryURL)
            .run(["audit"] + sources.paths + extractor.remainingArguments)
    }
}

/// The Swift files of a package's source targets (all, or those named with `--target`),
/// relative to the package folder, sorted.
struct PackageSwiftSources {
    let paths: [String]

    init(package: Package, targetNames: [String]) throws {
        let targets = targetNames.isEmpty ? package.targets : try package.targets(named: targetNames)
        let root = package.directoryURL.standardizedFileURL.path + "/"
        var paths: [String] = []
        for case let target as SourceModuleTarget in targets {
            for file in target.sourceFiles(withSuffix: "swift") {
                let path = file.url.standardizedFileURL.path
                paths.append(path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path)
            }
        }
        self.paths = paths.sorted()
    }
}
