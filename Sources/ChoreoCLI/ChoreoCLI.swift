import Foundation

/// The process entry point: hands the real arguments, environment and streams to `CommandRunner`.
public enum ChoreoCLI {
    public static func main() -> Never {
        let context = CommandContext(
            environment: ProcessInfo.processInfo.environment,
            workingDirectory: FileManager.default.currentDirectoryPath,
            readStandardInput: { StandardInput.readAll() },
            standardOutput: FileDescriptorOutput(fileDescriptor: 1),
            standardError: FileDescriptorOutput(fileDescriptor: 2))
        let status = CommandRunner().run(Array(CommandLine.arguments.dropFirst()), context: context)
        exit(status.rawValue)
    }
}
