import Foundation

/// What one simulation executable printed.
struct SimulationRun: CustomStringConvertible {
    let status: Int32
    let output: String
    let errorOutput: String
    let timedOut: Bool

    var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }

    var description: String { "exit \(status)\(timedOut ? " (timed out)" : "")\n\(output)\(errorOutput)" }
}

/// The simulation executable did not compile; the diagnostics say why.
struct SimulationCompileFailure: Error, CustomStringConvertible {
    let diagnostics: [CompilerDiagnostic]
    let output: String

    var description: String { "the simulation did not compile:\n\(output)" }
}

/// Compiles Swift sources against the UIKit model in simulation mode, with a driver `main.swift`, into
/// an executable, runs it and returns what it printed.
///
/// The model's simulation module (`libUIKit.so` + `UIKit.swiftmodule`, no Objective-C) is built once per
/// model version (about 10 s) and linked, so each scenario executable costs only its own sources
/// (under a second for a generated file and a driver). Put several scenarios in one driver: each call
/// is one compile. Sources go through `ObjCInteropRewriter` first (see there for what changes); the
/// driver is used as written. Drivers call `UIKitSimulation.reset()` between scenarios.
final class BehaviourSimulator: @unchecked Sendable {
    static let shared = BehaviourSimulator()

    private let lock = NSLock()
    private var modelDirectory: URL?

    func run(sources: [(name: String, source: String)], driver: String, timeout: TimeInterval = 60) throws -> SimulationRun {
        let model = try builtModel()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-simulation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var paths: [String] = []
        for source in sources {
            let url = scratch.appendingPathComponent(source.name)
            try ObjCInteropRewriter.rewriteForSimulation(source.source).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let mainURL = scratch.appendingPathComponent("main.swift")
        try driver.write(to: mainURL, atomically: true, encoding: .utf8)
        let executable = scratch.appendingPathComponent("simulation")
        let compile = try ToolRunner.run([
            SwiftTypeChecker.swiftc, "-swift-version", "6", "-Onone", "-diagnostic-style", "llvm",
            "-I", model.path, "-L", model.path, "-lUIKit", "-Xlinker", "-rpath", "-Xlinker", model.path,
            "-module-cache-path", UIKitModel.moduleCachePath,
            "-o", executable.path, mainURL.path,
        ] + paths, in: scratch)
        let compilerOutput = compile.stderr + compile.stdout
        guard compile.status == 0 else {
            throw SimulationCompileFailure(diagnostics: CompilerDiagnostic.parse(compilerOutput), output: compilerOutput)
        }
        let run = try ToolRunner.run([executable.path], in: scratch, timeout: timeout)
        return SimulationRun(status: run.status, output: run.stdout, errorOutput: run.stderr, timedOut: run.timedOut)
    }

    #if os(macOS)
    private static let libraryName = "libUIKit.dylib"
    #else
    private static let libraryName = "libUIKit.so"
    #endif

    /// Builds the simulation-mode model once per process and model version.
    func builtModel() throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let modelDirectory { return modelDirectory }
        let directory = UIKitModel.buildDirectory("simulation")
        let marker = directory.appendingPathComponent("complete")
        if !FileManager.default.fileExists(atPath: marker.path) {
            let staging = URL(fileURLWithPath: directory.path + "-staging-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            let result = try ToolRunner.run([
                SwiftTypeChecker.swiftc, "-emit-library", "-emit-module", "-module-name", "UIKit",
                "-parse-as-library", "-swift-version", "6", "-Onone",
                "-module-cache-path", UIKitModel.moduleCachePath,
                "-emit-module-path", staging.appendingPathComponent("UIKit.swiftmodule").path,
                "-o", staging.appendingPathComponent(Self.libraryName).path,
            ] + UIKitModel.uiKitSources.map(\.path), in: staging)
            guard result.status == 0 else {
                try? FileManager.default.removeItem(at: staging)
                throw ModelBuildFailure(step: "UIKit library (simulation mode)", output: result.stderr + result.stdout)
            }
            _ = FileManager.default.createFile(atPath: staging.appendingPathComponent("complete").path, contents: Data())
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
}

extension SimulationRun {
    /// What a driver printed, by scenario: the `key: value` lines under each `== <scenario>` line.
    var sections: [String: [String: String]] {
        var sections: [String: [String: String]] = [:]
        var current = ""
        for line in lines {
            if line.hasPrefix("== ") {
                current = String(line.dropFirst(3))
                sections[current] = [:]
            } else if let colon = line.range(of: ": ") {
                sections[current, default: [:]][String(line[..<colon.lowerBound])] = String(line[colon.upperBound...])
            }
        }
        return sections
    }
}
