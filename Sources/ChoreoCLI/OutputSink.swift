import Foundation

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

/// A file descriptor of the process (standard output or standard error).
public final class FileDescriptorOutput: OutputSink {
    private let handle: FileHandle
    public let isTerminal: Bool

    public init(fileDescriptor: Int32) {
        self.handle = FileHandle(fileDescriptor: fileDescriptor, closeOnDealloc: false)
        self.isTerminal = isatty(fileDescriptor) == 1
    }

    public func write(_ text: String) {
        // A closed pipe (`choreo lint | head`) must not crash the process; losing the rest of
        // the output is what the reader asked for.
        try? handle.write(contentsOf: Data(text.utf8))
    }
}
