/// Bounds on what the reader accepts, so that hostile or broken input ends in a diagnostic
/// instead of a hang, a crash or unbounded memory.
///
/// Specs are small and shallow; the defaults leave them orders of magnitude of room while keeping
/// the worst case of each attack cheap.
public struct YAMLLimits: Sendable, Equatable {
    /// The deepest nesting of sequences and mappings. libyaml has no nesting limit of its own and its
    /// cost grows quadratically with depth (100,000 nested `[` take it about 50 s), so the reader
    /// counts depth on every start event and stops the stream as soon as this is exceeded.
    public var maxDepth: Int
    /// The largest input, in bytes, that is parsed at all. Checked before libyaml sees a byte, so a
    /// huge file costs nothing but its length.
    public var maxBytes: Int
    /// How many nodes the aliases of one document may copy in total. An alias costs the size of
    /// the subtree it names; without a budget a few lines (the "billion laughs" bomb) describe a tree
    /// of a billion nodes.
    public var maxAliasExpansion: Int

    public init(maxDepth: Int, maxBytes: Int, maxAliasExpansion: Int) {
        self.maxDepth = maxDepth
        self.maxBytes = maxBytes
        self.maxAliasExpansion = maxAliasExpansion
    }

    /// Depth 64 (specs nest about 5 deep), 16 MiB, 100,000 nodes copied through aliases per document.
    public static let `default` = YAMLLimits(maxDepth: 64, maxBytes: 16 << 20, maxAliasExpansion: 100_000)
}
