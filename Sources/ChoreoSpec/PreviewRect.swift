/// A rectangle in points, in the phone's coordinates (origin at its top-left corner, y down), as
/// UIKit's `CGRect` is in the container view's: the preview's frames, and the mock frames a spec
/// gives it (`preview: frames:`).
public struct PreviewRect: Sendable, Equatable {
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

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
}
