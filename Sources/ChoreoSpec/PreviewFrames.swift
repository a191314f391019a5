/// One entry of `preview: frames:`: where `choreo preview` draws a named view (a shared element)
/// in its mock screens, instead of the default mock frames (a list row, a detail header). Only the
/// preview reads it; the generated code takes the real views' frames at run time.
public struct PreviewFrames: Sendable, Equatable {
    /// A frame in points, in the coordinates of the screen the view is in.
    public struct Rect: Sendable, Equatable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// The view's id, as in `shared:`.
    public var id: String
    /// Its frame in the forward phase's `from` screen (the list or grid), if given.
    public var from: Rect?
    /// Its frame in the forward phase's `to` screen (the detail), if given.
    public var to: Rect?

    public init(id: String, from: Rect? = nil, to: Rect? = nil) {
        self.id = id
        self.from = from
        self.to = to
    }
}
