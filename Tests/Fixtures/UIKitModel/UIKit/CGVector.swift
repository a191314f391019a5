// CoreGraphics' vector (spring initial velocities use it). Foundation on Linux lacks it; in type-check
// mode the struct comes from the clang module, as from CoreGraphics on iOS.

#if CHOREO_OBJC_INTEROP
extension CGVector: @retroactive Equatable, @unchecked @retroactive Sendable, @retroactive CustomStringConvertible {
    public static func == (lhs: CGVector, rhs: CGVector) -> Bool {
        lhs.dx == rhs.dx && lhs.dy == rhs.dy
    }
}
#else
public struct CGVector: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() {
        self.init(dx: 0, dy: 0)
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
}

extension CGVector {
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }
}
#endif

extension CGVector {
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }

    public var description: String { "(\(dx), \(dy))" }
}
