/// One emitted source file: its name inside the output folder and its exact bytes.
public struct GeneratedFile: Sendable, Equatable {
    /// A bare file name (no folders), `<Transition>.choreo.swift`, so that a generated file never
    /// collides with a hand-written `<Transition>.swift` in the same target.
    public var fileName: String
    public var contents: String

    public init(fileName: String, contents: String) {
        self.fileName = fileName
        self.contents = contents
    }
}
