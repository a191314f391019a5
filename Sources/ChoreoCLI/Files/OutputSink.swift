#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes text. Commands never touch the process's streams directly, so tests
/// run them in-process and read what they printed.
public protocol OutputSink: AnyObject {
    func write(_ text: String)
    /// Whether a person is watching: decides colour.
    var isTerminal: Bool { get }
}

/// Collects output in memory, for tests and for callers that post-process it.
public final class CapturedOutput: OutputSink {
    public private(set) var text = ""
    public let isTerminal: Bool

    public init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    public func write(_ text: String) {
        self.text += text
    }
}

/// A file descriptor of the process (standard output or standard error), written with POSIX
/// `write` straight from the text's UTF-8 bytes (no `FileHandle`, no `Data` copy).
public final class FileDescriptorOutput: OutputSink {
    private let descriptor: Int32
    public let isTerminal: Bool

    public init(fileDescriptor: Int32) {
        self.descriptor = fileDescriptor
        self.isTerminal = isatty(fileDescriptor) == 1
    }

    public func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let count = posixWrite(descriptor, base + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    // A closed pipe (`choreo lint | head`) or a full disk: losing the rest of the
                    // output is all that can happen; the exit status still tells the outcome.
                    return
                }
                offset += count
            }
        }
    }
}

/// POSIX `write`, reachable under another name inside a type that has a `write` method.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
