import Foundation

/// What `swiftc -typecheck` said about one file.
struct TypeCheckResult: CustomStringConvertible {
    /// Errors and warnings both count: generated code must compile warning-free.
    var succeeded: Bool { !diagnostics.contains { $0.severity == .error || $0.severity == .warning } && status == 0 }
    let status: Int32
    let diagnostics: [CompilerDiagnostic]
    /// Everything the compiler printed (with source excerpts), for failure messages.
    let output: String

    var errors: [CompilerDiagnostic] { diagnostics.filter { $0.severity == .error } }
    var warnings: [CompilerDiagnostic] { diagnostics.filter { $0.severity == .warning } }

    var description: String {
        succeeded ? "type-checks cleanly" : diagnostics.map(\.description).joined(separator: "\n") + "\n" + output
    }
}

/// Type-checks Swift source the way DESIGN.md "Verification on Linux" describes.
///
/// On Linux: against the UIKit model (Tests/Fixtures/UIKitModel) built once per model version as
/// modules `ObjectiveC` and `UIKit` with `-enable-objc-interop`, so `@objc`, `#selector` and optional
/// protocol requirements are checked as on iOS; then `swiftc -typecheck -swift-version 6
/// -enable-objc-interop -parse-as-library` per file. On macOS with Xcode: against the iOS simulator SDK
/// (`xcrun --sdk iphonesimulator`, `-target arm64-apple-ios<deploymentTarget>-simulator`).
final class SwiftTypeChecker: @unchecked Sendable {
    static let shared = SwiftTypeChecker()

    private let lock = NSLock()
    private var modelDirectory: URL?

    /// Type-checks `source` as a library file named `fileName`. Throws only when the checker itself
    /// cannot run (no swiftc, the model does not build); compiler diagnostics are in the result.
    func typecheck(source: String, fileName: String = "Generated.swift", deploymentTarget: String = "13.0") throws -> TypeCheckResult {
        try typecheck(files: [(fileName, source)], deploymentTarget: deploymentTarget)
    }

    /// Type-checks several files together (one module).
    func typecheck(files: [(name: String, source: String)], deploymentTarget: String = "13.0") throws -> TypeCheckResult {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var paths: [String] = []
        for file in files {
            let url = scratch.appendingPathComponent(file.name)
            try Self.prepareForTypeCheck(file.source).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let result = try ToolRunner.run(try arguments(for: paths, deploymentTarget: deploymentTarget), in: scratch)
        let output = result.stderr + result.stdout
        return TypeCheckResult(status: result.status, diagnostics: CompilerDiagnostic.parse(output), output: output)
    }

    #if os(macOS)
    private func arguments(for paths: [String], deploymentTarget: String) throws -> [String] {
        let sdk = try ToolRunner.run(["xcrun", "--sdk", "iphonesimulator", "--show-sdk-path"])
        guard sdk.status == 0 else { throw ModelBuildFailure(step: "xcrun --show-sdk-path", output: sdk.stderr) }
        let sdkPath = sdk.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return ["xcrun", "--sdk", "iphonesimulator", "swiftc", "-typecheck", "-swift-version", "6",
                "-parse-as-library", "-diagnostic-style", "llvm", "-sdk", sdkPath,
                "-target", "arm64-apple-ios\(deploymentTarget)-simulator"] + paths
    }

    /// The real SDK needs no rewriting.
    static func prepareForTypeCheck(_ source: String) -> String { source }
    #else
    private func arguments(for paths: [String], deploymentTarget: String) throws -> [String] {
        let model = try builtModel()
        return [Self.swiftc, "-typecheck", "-swift-version", "6", "-parse-as-library",
                "-Xfrontend", "-enable-objc-interop", "-diagnostic-style", "llvm",
                "-I", model.path, "-I", UIKitModel.objCRuntimeModelDirectory.path,
                "-module-cache-path", UIKitModel.moduleCachePath] + paths
    }

    /// `import Foundation` would bring swift-corelibs-foundation's `NSObject` next to the model's
    /// Objective-C one and make the name ambiguous. On iOS UIKit re-exports Foundation, so in a file
    /// that imports UIKit the line adds nothing; it is blanked (line numbers stay the same).
    static func prepareForTypeCheck(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.trimmingCharacters(in: .whitespaces) == "import Foundation" ? "" : String(line)
        }.joined(separator: "\n")
    }

    /// Builds (once per process, and once per model version on this machine) the type-check modules.
    func builtModel() throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let modelDirectory { return modelDirectory }
        let directory = UIKitModel.buildDirectory("typecheck")
        let marker = directory.appendingPathComponent("complete")
        if !FileManager.default.fileExists(atPath: marker.path) {
            let staging = URL(fileURLWithPath: directory.path + "-staging-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            let cache = UIKitModel.moduleCachePath
            let objcModel = UIKitModel.objCRuntimeModelDirectory.path
            try Self.build(step: "ObjectiveC module", [
                Self.swiftc, "-emit-module", "-module-name", "ObjectiveC", "-parse-as-library",
                "-Xfrontend", "-enable-objc-interop", "-I", objcModel, "-module-cache-path", cache,
                "-emit-module-path", staging.appendingPathComponent("ObjectiveC.swiftmodule").path,
            ] + UIKitModel.objectiveCSources.map(\.path))
            try Self.build(step: "UIKit module (type-check mode)", [
                Self.swiftc, "-emit-module", "-module-name", "UIKit", "-parse-as-library", "-swift-version", "6",
                "-D", "CHOREO_OBJC_INTEROP", "-Xfrontend", "-enable-objc-interop",
                "-I", staging.path, "-I", objcModel, "-module-cache-path", cache,
                "-emit-module-path", staging.appendingPathComponent("UIKit.swiftmodule").path,
            ] + UIKitModel.uiKitSources.map(\.path))
            _ = FileManager.default.createFile(atPath: staging.appendingPathComponent("complete").path, contents: Data())
            // Another test process may have finished first; either copy is good.
            if (try? FileManager.default.moveItem(at: staging, to: directory)) == nil {
                try? FileManager.default.removeItem(at: staging)
            }
        }
        guard FileManager.default.fileExists(atPath: marker.path) else {
            throw ModelBuildFailure(step: "install", output: "no complete model in \(directory.path)")
        }
        modelDirectory = directory
        return directory
    }

    static func build(step: String, _ arguments: [String]) throws {
        let result = try ToolRunner.run(arguments)
        guard result.status == 0, !result.timedOut else {
            throw ModelBuildFailure(step: step, output: result.stderr + result.stdout)
        }
    }
    #endif

    /// The compiler; `CHOREO_SWIFTC` overrides the one found in PATH.
    static var swiftc: String {
        ProcessInfo.processInfo.environment["CHOREO_SWIFTC"] ?? "swiftc"
    }
}
