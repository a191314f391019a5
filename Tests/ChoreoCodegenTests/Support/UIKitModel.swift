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
