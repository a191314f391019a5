// CoreGraphics' colour, only as the type of `CALayer` colour properties and `UIColor.cgColor`.

public final class CGColor: @unchecked Sendable, Equatable {
    public let components: [CGFloat]?

    init(components: [CGFloat]) {
        self.components = components
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components == rhs.components
    }
}
