import Foundation
import XCTest

/// `package` access needs `-package-name`, which a package build passes and the shared
/// `SwiftTypeChecker` does not; this runs the same check with one. Linux only (the UIKit model);
/// on macOS the iOS SDK check would need the flag too, and the test says it is skipped.
enum PackageTypeCheck {
    static let packageName = "ChoreoGeneratedPackage"

    static func typecheck(files: [(name: String, source: String)], deploymentTarget: String) throws -> TypeCheckResult {
        #if os(Linux)
        let model = try SwiftTypeChecker.shared.builtModel()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-package-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var paths: [String] = []
        for file in files {
            let url = scratch.appendingPathComponent(file.name)
            try SwiftTypeChecker.prepareForTypeCheck(file.source).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let result = try ToolRunner.run([
            SwiftTypeChecker.swiftc, "-typecheck", "-swift-version", "6", "-parse-as-library",
            "-package-name", packageName, "-Xfrontend", "-enable-objc-interop", "-diagnostic-style", "llvm",
            "-I", model.path, "-I", UIKitModel.objCRuntimeModelDirectory.path,
            "-module-cache-path", UIKitModel.moduleCachePath,
        ] + paths, in: scratch)
        let output = result.stderr + result.stdout
        return TypeCheckResult(status: result.status, diagnostics: CompilerDiagnostic.parse(output), output: output)
        #else
        throw XCTSkip("package access is type-checked on Linux, where the check can pass -package-name")
        #endif
    }
}
