import Foundation

/// The process entry point: hands the real arguments, environment and streams to `CommandRunner`.
public enum ChoreoCLI {
    public static func main() -> Never {
        let context = CommandContext(
            environment: ProcessInfo.processInfo.environment,
            workingDirectory: workingDirectory(),
            readStandardInput: { StandardInput.readAll() },
            standardOutput: FileDescriptorOutput(fileDescriptor: 1),
            standardError: FileDescriptorOutput(fileDescriptor: 2))
        let status = CommandRunner().run(Array(arguments().dropFirst()), context: context)
        exit(status.rawValue)
    }

    /// The arguments with their bytes kept (`SystemPath`): `CommandLine.arguments` decodes them
    /// lossily, and a path that is not UTF-8 would then name another file.
    static func arguments() -> [String] {
        (0..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            return SystemPath.string(UnsafeBufferPointer(start: argument, count: strlen(argument)).map { UInt8(bitPattern: $0) })
        }
    }

    /// The working directory, its bytes kept; Foundation's answer when `getcwd` has none.
    static func workingDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return FileManager.default.currentDirectoryPath }
        defer { free(pointer) }
        return SystemPath.string(UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) })
    }
}
