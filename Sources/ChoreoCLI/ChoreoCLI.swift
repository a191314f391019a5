#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process entry point: hands the real arguments, environment and streams to `CommandRunner`.
///
/// Read from the C library rather than Foundation's `ProcessInfo` and `FileManager`: no module of
/// `choreo` imports Foundation, so the binary carries neither it nor its ICU data (Docs/Performance.md,
/// "Binary size and cold start").
public enum ChoreoCLI {
    public static func main() -> Never {
        let context = CommandContext(
            environment: processEnvironment(),
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

    /// The working directory, its bytes kept; "." when it is gone.
    static func workingDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "." }
        defer { free(pointer) }
        return SystemPath.string(UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) })
    }

    /// `NAME=value` pairs of `environ`; the first of a name that appears twice wins, as `getenv` finds it.
    static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if environment[name] == nil { environment[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return environment
    }
}
