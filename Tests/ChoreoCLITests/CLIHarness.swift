import ChoreoCLI
import Foundation

/// Runs `choreo` in-process with captured streams, the way the executable would run it.
struct CLIResult {
    var status: ExitCode
    var stdout: String
    var stderr: String
}

enum CLIHarness {
    static func run(
        _ arguments: [String], in directory: String = FileManager.default.currentDirectoryPath,
        environment: [String: String] = [:], stdin: [UInt8] = [], terminal: Bool = false,
        commands: [any Subcommand.Type] = CommandRegistry.commands
    ) -> CLIResult {
        let stdout = CapturedOutput(isTerminal: terminal)
        let stderr = CapturedOutput(isTerminal: terminal)
        let context = CommandContext(
            environment: environment, workingDirectory: directory,
            readStandardInput: { .success(stdin) }, standardOutput: stdout, standardError: stderr)
        let status = CommandRunner(commands: commands).run(arguments, context: context)
        return CLIResult(status: status, stdout: stdout.text, stderr: stderr.text)
    }
}

/// A scratch folder per test, removed afterwards.
final class TemporaryDirectory {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        // Resolve symlinks (macOS's /var → /private/var) so paths compare as the CLI prints them.
        path = url.resolvingSymlinksInPath().path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> String {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func createDirectory(_ relativePath: String) throws {
        try FileManager.default.createDirectory(
            atPath: path + "/" + relativePath, withIntermediateDirectories: true)
    }
}
