import ChoreoYAML

/// A value the user wrote, with where they wrote it, so that a rule can point at the exact key.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    /// The range of the value in the source; for a mapping key's value, the value node.
    public var range: SourceRange
    /// The range of the key that introduced the value, when there was one.
    public var keyRange: SourceRange?

    public init(_ value: Value, range: SourceRange, keyRange: SourceRange? = nil) {
        self.value = value
        self.range = range
        self.keyRange = keyRange
    }
}

extension Located: Equatable where Value: Equatable {}

extension Located {
    /// The same place, another value.
    func map<Other: Sendable>(_ transform: (Value) -> Other) -> Located<Other> {
        Located<Other>(transform(value), range: range, keyRange: keyRange)
    }
}
