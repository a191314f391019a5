/// One entry of `preview: frames:`: where `choreo preview` draws a named view (a shared element)
/// in its mock screens, instead of the default mock frames (a list row, a detail header). Only the
/// preview reads it; the generated code takes the real views' frames at run time.
public struct PreviewFrames: Sendable, Equatable {
    /// The view's id, as in `shared:`.
    public var id: String
    /// Its frame in the forward phase's `from` screen (in that screen's coordinates) (the list or grid), if given.
    public var from: PreviewRect?
    /// Its frame in the forward phase's `to` screen (the detail), if given.
    public var to: PreviewRect?

    public init(id: String, from: PreviewRect? = nil, to: PreviewRect? = nil) {
        self.id = id
        self.from = from
        self.to = to
    }
}
