import ChoreoCodegen
import ChoreoSpec
import Foundation

/// Apple's real iOS SDK, when this machine has one: on macOS the one Xcode selects
/// (`xcrun --sdk iphoneos --show-sdk-path`); elsewhere the one `CHOREO_IOS_SDK` names, with the
/// compiler resource folder `CHOREO_IOS_RESOURCE_DIR` that goes with it (Docs/Verification.md says
/// how to set both up on Linux). `swiftc -typecheck` against it checks generated code against
/// UIKit's own declarations: no hand-written model in between.
struct RealIOSSDK {
    let sdkPath: String
    let resourceDirectory: String?

    /// The SDK, or why there is none (the reason a skipped test gives).
    static func find() -> Result<RealIOSSDK, Unavailable> {
        let environment = ProcessInfo.processInfo.environment
        if let sdk = environment["CHOREO_IOS_SDK"], !sdk.isEmpty {
            guard FileManager.default.fileExists(atPath: sdk) else {
                return .failure(Unavailable(reason: "CHOREO_IOS_SDK names \(sdk), which does not exist"))
            }
            let resources = environment["CHOREO_IOS_RESOURCE_DIR"].flatMap { $0.isEmpty ? nil : $0 }
            #if !os(macOS)
            guard resources != nil else {
                return .failure(Unavailable(reason: "CHOREO_IOS_SDK is set but CHOREO_IOS_RESOURCE_DIR is not: on Linux the toolchain's own resource folder clashes with the SDK's Dispatch and os modules"))
            }
            #endif
            return .success(RealIOSSDK(sdkPath: sdk, resourceDirectory: resources))
        }
        #if os(macOS)
        if let result = try? ToolRunner.run(["xcrun", "--sdk", "iphoneos", "--show-sdk-path"]), result.status == 0 {
            let path = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            if !path.isEmpty { return .success(RealIOSSDK(sdkPath: path, resourceDirectory: nil)) }
        }
        return .failure(Unavailable(reason: "xcrun found no iphoneos SDK (install Xcode), and CHOREO_IOS_SDK is not set"))
        #else
        return .failure(Unavailable(reason: "no real iOS SDK on this machine: set CHOREO_IOS_SDK and CHOREO_IOS_RESOURCE_DIR (Docs/Verification.md, \"The real iOS SDK\")"))
        #endif
    }

    struct Unavailable: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    /// One module cache for every check, kept between runs: the SDK's modules take a while to build once.
    static var moduleCachePath: String {
        FileManager.default.temporaryDirectory.appendingPathComponent("choreo-real-ios-sdk-module-cache").path
    }

    /// `swiftc -typecheck` of `files` as one module for a device running iOS `deploymentTarget`, in
    /// Swift 6 mode with warnings as errors (generated code must compile warning-free).
    func typecheck(files: [(name: String, source: String)], deploymentTarget: DeploymentTarget) throws -> ToolRunner.Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-real-sdk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var paths: [String] = []
        for file in files {
            let url = scratch.appendingPathComponent(file.name)
            try file.source.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        var arguments = [
            SwiftTypeChecker.swiftc, "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
            "-target", "arm64-apple-ios\(deploymentTarget)", "-sdk", sdkPath,
            "-module-cache-path", Self.moduleCachePath,
        ]
        if let resourceDirectory { arguments += ["-resource-dir", resourceDirectory] }
        return try ToolRunner.run(arguments + paths, in: scratch)
    }
}
