/// One node of a YAML document as the user wrote it, with its place in the source.
///
/// Aliases are already resolved (a `*ref` becomes a copy of the anchored node, located at the alias),
/// so later stages never see YAML's graph features. Mappings keep source order and keep duplicate
/// keys (the reader reports them), because the decoder wants to point at what the user wrote.
public struct Node: Sendable, Equatable {
    public enum Content: Sendable, Equatable {
        case scalar(Scalar)
        case sequence([Node])
        case mapping([MappingEntry])
    }

    public var content: Content
    /// The explicit tag (`!!str`, `!custom`) in its resolved long form, or nil when untagged.
    public var tag: String?
    public var range: SourceRange

    public init(content: Content, tag: String? = nil, range: SourceRange) {
        self.content = content
        self.tag = tag
        self.range = range
    }

    public var location: SourceLocation { range.start }

    public var scalar: Scalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    public var sequence: [Node]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    public var mapping: [MappingEntry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// A word for the node's shape, for messages such as "expected a number, found a mapping".
    public var kindDescription: String {
        switch content {
        case .scalar(let scalar): return scalar.kindDescription
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        }
    }
}

public struct MappingEntry: Sendable, Equatable {
    public var key: Node
    public var value: Node

    public init(key: Node, value: Node) {
        self.key = key
        self.value = value
    }
}
