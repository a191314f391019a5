/// A position in a source file, kept as integers so that every node can carry one for free.
///
/// Lines and columns are 1-based, as editors, Xcode and CI log parsers count them. Columns count
/// Unicode scalars (what libyaml's marks count), not bytes.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    /// Byte offset from the start of the input (0-based).
    public var offset: Int

    public init(line: Int, column: Int, offset: Int = 0) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// The half-open stretch of source a node or diagnostic covers.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    public init(_ location: SourceLocation) {
        self.init(start: location, end: location)
    }

    public var description: String { "\(start)-\(end)" }
}
