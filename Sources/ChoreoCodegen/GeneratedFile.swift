/// One emitted source file: its name inside the output folder and its exact bytes.
public struct GeneratedFile: Sendable, Equatable {
    /// A bare file name (no folders), `<Transition>.choreo.swift`, so that a generated file never
    /// collides with a hand-written `<Transition>.swift` in the same target.
    public var fileName: String
    /// The file's bytes, UTF-8: what is written to disk and compared with what is there.
    public var bytes: [UInt8]

    /// The file's text.
    public var contents: String {
        get { String(decoding: bytes, as: UTF8.self) }
        set { bytes = Array(newValue.utf8) }
    }

    public init(fileName: String, contents: String) {
        self.fileName = fileName
        self.bytes = Array(contents.utf8)
    }

    public init(fileName: String, bytes: [UInt8]) {
        self.fileName = fileName
        self.bytes = bytes
    }
}
