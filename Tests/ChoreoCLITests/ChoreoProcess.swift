import Foundation
import XCTest

/// The built `choreo` executable, run as a subprocess the way users and CI run it.
enum ChoreoProcess {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// SwiftPM puts the executable beside the test bundle (`.build/debug/`).
    static var executable: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("choreo")
        }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("choreo")
    }

    struct Outcome {
        var status: Int32
        var stdout: Data
        var stderr: String
        var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    }

    struct TimedOut: Error, CustomStringConvertible {
        var seconds: Double
        var description: String { "choreo did not finish within \(seconds) s" }
    }

    /// Runs `choreo` in `directory` (default: the repository root) and kills it after `timeout`
    /// seconds: a hang is a failure, not a stuck test run.
    static func run(
        _ arguments: [String], in directory: URL = repositoryRoot, input: Data? = nil, timeout: Double = 120
    ) throws -> Outcome {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("the choreo executable is not built at \(executable.path)")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe

        // Drain both pipes while the process runs, so a large report cannot block it on a full pipe.
        let collected = Collected()
        let group = DispatchGroup()
        for (pipe, isOutput) in [(output, true), (errors, false)] {
            group.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.store(data, isOutput: isOutput)
                group.leave()
            }
        }
        try process.run()
        if let input {
            DispatchQueue.global().async {
                try? inputPipe.fileHandleForWriting.write(contentsOf: input)
                try? inputPipe.fileHandleForWriting.close()
            }
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw TimedOut(seconds: timeout)
        }
        process.waitUntilExit()
        group.wait()
        return Outcome(status: process.terminationStatus, stdout: collected.output,
                       stderr: String(decoding: collected.errors, as: UTF8.self))
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var output = Data()
        private(set) var errors = Data()

        func store(_ data: Data, isOutput: Bool) {
            lock.lock()
            defer { lock.unlock() }
            if isOutput { output = data } else { errors = data }
        }
    }
}
