/// A position in a source file, kept as integers so that every node can carry one for free.
///
/// Lines and columns are 1-based, as editors, Xcode and CI log parsers count them. Columns count
/// Unicode scalars (what libyaml's marks count), not bytes.
///
/// Stored as three `Int32`s (12 bytes instead of 24): every node, located value and diagnostic
/// carries two of these, and their size is most of what the pipeline copies. The reader never
/// accepts more than `YAMLLimits.maxBytes` (16 MiB by default), far below `Int32.max`; values
/// beyond it are clamped.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32
    private var storedOffset: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// Byte offset from the start of the input (0-based).
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int, offset: Int = 0) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        storedOffset = Int32(clamping: offset)
    }

    /// The reader's initializer: libyaml's marks as they come, clamped the same way, inlined into
    /// the event loop (the public one is a call per mark).
    @inline(__always)
    init(clampingLine line: Int, column: Int, offset: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        storedOffset = Int32(clamping: offset)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
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
