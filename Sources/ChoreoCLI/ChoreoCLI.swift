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
            workingDirectory: currentDirectory(),
            readStandardInput: { StandardInput.readAll() },
            standardOutput: FileDescriptorOutput(fileDescriptor: 1),
            standardError: FileDescriptorOutput(fileDescriptor: 2))
        let status = CommandRunner().run(Array(CommandLine.arguments.dropFirst()), context: context)
        exit(status.rawValue)
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

    /// `getcwd`, growing its buffer for deep folders; "." when the folder is gone.
    static func currentDirectory() -> String {
        var size = 4096
        while size <= 1 << 20 {
            var buffer = [CChar](repeating: 0, count: size)
            if getcwd(&buffer, size) != nil {
                return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            guard errno == ERANGE else { break }
            size *= 2
        }
        return "."
    }
}
