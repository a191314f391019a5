/// Everything a command may read from or write to the outside world, passed in rather than taken
/// from the process so that every command runs the same way in tests as in a terminal.
public struct CommandContext {
    public var environment: [String: String]
    /// Absolute path; relative paths on the command line are resolved against it.
    public var workingDirectory: String
    /// Reads all of standard input (called at most once, and only when a command asks for `-`).
    public var readStandardInput: () -> Result<[UInt8], FileReadError>
    public var standardOutput: OutputSink
    public var standardError: OutputSink

    public init(
        environment: [String: String], workingDirectory: String,
        readStandardInput: @escaping () -> Result<[UInt8], FileReadError>,
        standardOutput: OutputSink, standardError: OutputSink
    ) {
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.readStandardInput = readStandardInput
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// Turns a path the user typed into an absolute, normalised one.
    public func absolutePath(_ path: String) -> String {
        FilePath.absolute(path, relativeTo: workingDirectory)
    }
}
