import Foundation

/// Runs a command line tool and collects what it printed. Output goes through files rather than pipes,
/// so a chatty compiler can never block on a full pipe buffer.
enum ToolRunner {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        let timedOut: Bool
    }

    enum Failure: Error, CustomStringConvertible {
        case cannotLaunch(String, underlying: String)

        var description: String {
            switch self {
            case let .cannotLaunch(tool, underlying): return "cannot launch \(tool): \(underlying)"
            }
        }
    }

    /// Runs `arguments` (the first is looked up in PATH through /usr/bin/env) and waits at most
    /// `timeout` seconds before terminating it.
    static func run(_ arguments: [String], in directory: URL? = nil, timeout: TimeInterval = 600) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("choreo-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = outHandle
        process.standardError = errHandle
        do {
            try process.run()
        } catch {
            throw Failure.cannotLaunch(arguments.first ?? "?", underlying: "\(error)")
        }
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                timedOut = true
                break
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.waitUntilExit()
        try? outHandle.close()
        try? errHandle.close()
        let stdout = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        return Result(status: process.terminationStatus, stdout: stdout, stderr: stderr, timedOut: timedOut)
    }
}
