import ChoreoCodegen
import ChoreoSpec
import Foundation

/// What `swiftc -typecheck` said about one file.
struct TypeCheckResult: CustomStringConvertible {
    /// Errors and warnings both count: generated code must compile warning-free.
    var succeeded: Bool { !diagnostics.contains { $0.severity == .error || $0.severity == .warning } && status == 0 }
    /// The iOS version the source was checked for.
    let deploymentTarget: DeploymentTarget
    let status: Int32
    let diagnostics: [CompilerDiagnostic]
    /// Everything the compiler printed (with source excerpts), for failure messages.
    let output: String

    var errors: [CompilerDiagnostic] { diagnostics.filter { $0.severity == .error } }
    var warnings: [CompilerDiagnostic] { diagnostics.filter { $0.severity == .warning } }

    var description: String {
        succeeded
            ? "type-checks cleanly for iOS \(deploymentTarget)"
            : "type-checked for iOS \(deploymentTarget):\n" + diagnostics.map(\.description).joined(separator: "\n") + "\n" + output
    }
}

/// Type-checks Swift source the way Docs/Verification.md describes.
///
/// On Linux: against the UIKit model (Tests/Fixtures/UIKitModel) built as modules `ObjectiveC` and
/// `UIKit` with `-enable-objc-interop`, so `@objc`, `#selector` and optional protocol requirements are
/// checked as on iOS; then `swiftc -typecheck -swift-version 6 -enable-objc-interop -parse-as-library`.
/// The compiler ignores `@available(iOS …)` when it targets Linux, so the model marks API newer than
/// the deployment target deprecated (`-D CHOREO_BELOW_IOS_<major>_<minor>`, Docs/Verification.md
/// "Availability"), and a use of it is a warning, which fails the check. One model build per set of
/// such flags, made when a test first needs it and cached per model version on this machine.
/// On macOS with Xcode: against the iOS simulator SDK (`xcrun --sdk iphonesimulator`,
/// `-target arm64-apple-ios<deploymentTarget>-simulator`), whose availability is the real one.
///
/// Every check passes `-package-name`, as a package build does, so `package` declarations compile.
final class SwiftTypeChecker: @unchecked Sendable {
    static let shared = SwiftTypeChecker()

    /// The package the checked files pretend to belong to (for `package` access).
    static let packageName = "ChoreoGeneratedPackage"

    private let lock = NSLock()
    /// Built type-check models, by build folder (one per set of availability flags).
    private var modelDirectories: [String: URL] = [:]

    /// Type-checks `source` as a library file named `fileName`, for an app whose deployment target is
    /// `deploymentTarget`: pass the one the code was generated for. Throws only when the checker
    /// itself cannot run (no swiftc, the model does not build); compiler diagnostics are in the result.
    func typecheck(source: String, fileName: String = "Generated.swift",
                   deploymentTarget: DeploymentTarget = .default) throws -> TypeCheckResult {
        try typecheck(files: [(fileName, source)], deploymentTarget: deploymentTarget)
    }

    /// Type-checks several files together (one module).
    func typecheck(files: [(name: String, source: String)],
                   deploymentTarget: DeploymentTarget = .default) throws -> TypeCheckResult {
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
        return TypeCheckResult(deploymentTarget: deploymentTarget, status: result.status,
                               diagnostics: CompilerDiagnostic.parse(output), output: output)
    }

    #if os(macOS)
    private func arguments(for paths: [String], deploymentTarget: DeploymentTarget) throws -> [String] {
        let sdk = try ToolRunner.run(["xcrun", "--sdk", "iphonesimulator", "--show-sdk-path"])
        guard sdk.status == 0 else { throw ModelBuildFailure(step: "xcrun --show-sdk-path", output: sdk.stderr) }
        let sdkPath = sdk.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return ["xcrun", "--sdk", "iphonesimulator", "swiftc", "-typecheck", "-swift-version", "6",
                "-parse-as-library", "-package-name", Self.packageName, "-diagnostic-style", "llvm", "-sdk", sdkPath,
                "-target", "arm64-apple-ios\(deploymentTarget)-simulator"] + paths
    }

    /// The real SDK needs no rewriting.
    static func prepareForTypeCheck(_ source: String) -> String { source }
    #else
    private func arguments(for paths: [String], deploymentTarget: DeploymentTarget) throws -> [String] {
        let model = try builtModel(for: deploymentTarget)
        return [Self.swiftc, "-typecheck", "-swift-version", "6", "-parse-as-library", "-package-name", Self.packageName,
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

    /// The `-D` flags that make the model's API newer than `target` deprecated: one per version the
    /// model marks (`CHOREO_BELOW_IOS_17_0`, …) that is later than `target`.
    static func availabilityFlags(for target: DeploymentTarget) -> [String] {
        UIKitModel.availabilityThresholds.filter { target < $0 }.map(UIKitModel.availabilityFlag)
    }

    /// Builds the type-check modules for `target` (once per process, and once per model version and
    /// set of availability flags on this machine; targets with the same flags share a build).
    func builtModel(for target: DeploymentTarget) throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        let thresholds = UIKitModel.availabilityThresholds.filter { target < $0 }
        let flags = thresholds.map(UIKitModel.availabilityFlag)
        let purpose = thresholds.isEmpty ? "typecheck" : "typecheck-below-" + thresholds.map(\.description).joined(separator: "-")
        if let built = modelDirectories[purpose] { return built }
        let directory = UIKitModel.buildDirectory(purpose)
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
            ] + flags.flatMap { ["-D", $0] } + [
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
        modelDirectories[purpose] = directory
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
