import ChoreoCodegen
import ChoreoSpec
import Foundation

/// Where the UIKit model's sources live, and a fingerprint of them for caching built modules.
enum UIKitModel {
    /// `Tests/Fixtures/UIKitModel`, found from this file's path.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // ChoreoCodegenTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/UIKitModel")

    static var objCRuntimeModelDirectory: URL { root.appendingPathComponent("ObjCRuntimeModel") }
    static var objectiveCSources: [URL] { swiftFiles(in: root.appendingPathComponent("ObjectiveC")) }
    static var uiKitSources: [URL] { swiftFiles(in: root.appendingPathComponent("UIKit")) }

    /// FNV-1a over every model file's name and bytes: a changed model gets a fresh build folder.
    static func fingerprint() -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let files = (try? FileManager.default.subpathsOfDirectory(atPath: root.path))?.sorted() ?? []
        for relative in files {
            let url = root.appendingPathComponent(relative)
            guard let data = try? Data(contentsOf: url) else { continue }
            for byte in Array(relative.utf8) + [0] + Array(data) {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }

    /// The iOS versions at which the model's type-check mode marks API deprecated below them: every
    /// `#if CHOREO_BELOW_IOS_<major>_<minor>` in the UIKit sources (Docs/Verification.md,
    /// "Availability"), read from the sources so that a newly marked API needs no change here.
    static let availabilityThresholds: [DeploymentTarget] = {
        let prefix = "CHOREO_BELOW_IOS_"
        var versions: Set<String> = []
        for url in uiKitSources {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            var rest = Substring(text)
            while let range = rest.range(of: prefix) {
                let digits = rest[range.upperBound...].prefix { $0.isNumber || $0 == "_" }
                versions.insert(digits.replacingOccurrences(of: "_", with: "."))
                rest = rest[range.upperBound...]
            }
        }
        return versions.compactMap(DeploymentTarget.init).sorted()
    }()

    /// `CHOREO_BELOW_IOS_17_0` for 17.0: defined when the deployment target is lower.
    static func availabilityFlag(_ version: DeploymentTarget) -> String {
        "CHOREO_BELOW_IOS_\(version.major)_\(version.minor)"
    }

    private static func swiftFiles(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// The clang module cache every model compilation shares (clang locks it itself). It must not move:
    /// cached modules remember the path they were built in.
    static var moduleCachePath: String {
        FileManager.default.temporaryDirectory.appendingPathComponent("choreo-uikit-model-module-cache").path
    }

    /// A per-user folder under the temporary directory, keyed by the model's fingerprint.
    static func buildDirectory(_ purpose: String) -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("choreo-uikit-model-\(purpose)-\(fingerprint())")
    }
}

/// Why a model module could not be built: the compiler's own output, for the test failure message.
struct ModelBuildFailure: Error, CustomStringConvertible {
    let step: String
    let output: String

    var description: String { "building the UIKit model failed (\(step)):\n\(output)" }
}
