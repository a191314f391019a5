// Type-check mode only: the CoreGraphics overlay's API on the C geometry structs that the clang module
// ObjCRuntimeModel declares (in simulation mode Foundation provides all of this). `CGFloat` is `Double`
// here: a C typedef named CGFloat would be mapped to a CoreGraphics Swift struct that Linux lacks, and
// Foundation's `CGFloat` struct cannot appear in `@objc` signatures. Swift converts implicitly between
// CGFloat and Double anyway (SE-0307), so very little code type-checks differently.
#if CHOREO_OBJC_INTEROP

public typealias CGFloat = Double

extension CGPoint: @retroactive Equatable, @retroactive Hashable, @unchecked @retroactive Sendable, @retroactive CustomStringConvertible {
    public static var zero: CGPoint { CGPoint(x: 0, y: 0) }

    public init(x: Int, y: Int) {
        self.init(x: CGFloat(x), y: CGFloat(y))
    }

    public static func == (lhs: CGPoint, rhs: CGPoint) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(x)
        hasher.combine(y)
    }

    public var description: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive Equatable, @retroactive Hashable, @unchecked @retroactive Sendable, @retroactive CustomStringConvertible {
    public static var zero: CGSize { CGSize(width: 0, height: 0) }

    public init(width: Int, height: Int) {
        self.init(width: CGFloat(width), height: CGFloat(height))
    }

    public static func == (lhs: CGSize, rhs: CGSize) -> Bool { lhs.width == rhs.width && lhs.height == rhs.height }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }

    public var description: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive Equatable, @retroactive Hashable, @unchecked @retroactive Sendable, @retroactive CustomStringConvertible {
    public static var zero: CGRect { CGRect(origin: .zero, size: .zero) }
    public static var null: CGRect { CGRect(x: CGFloat.infinity, y: CGFloat.infinity, width: 0, height: 0) }
    public static var infinite: CGRect {
        CGRect(x: -CGFloat.greatestFiniteMagnitude / 2, y: -CGFloat.greatestFiniteMagnitude / 2,
               width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    }

    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
    }

    public var width: CGFloat { abs(size.width) }
    public var height: CGFloat { abs(size.height) }
    public var minX: CGFloat { standardized.origin.x }
    public var minY: CGFloat { standardized.origin.y }
    public var midX: CGFloat { minX + width / 2 }
    public var midY: CGFloat { minY + height / 2 }
    public var maxX: CGFloat { minX + width }
    public var maxY: CGFloat { minY + height }
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    public var isInfinite: Bool { self == .infinite }

    public var standardized: CGRect {
        if isNull { return .null }
        return CGRect(
            x: size.width < 0 ? origin.x + size.width : origin.x,
            y: size.height < 0 ? origin.y + size.height : origin.y,
            width: abs(size.width), height: abs(size.height)
        )
    }

    public var integral: CGRect {
        if isNull { return self }
        let x0 = minX.rounded(.down)
        let y0 = minY.rounded(.down)
        return CGRect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }

    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        if isNull { return self }
        let rect = standardized
        let result = CGRect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy)
        return result.size.width < 0 || result.size.height < 0 ? .null : result
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        if isNull { return self }
        return CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    public func contains(_ point: CGPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    public func contains(_ rect: CGRect) -> Bool {
        union(rect) == self
    }

    public func intersects(_ rect: CGRect) -> Bool {
        !intersection(rect).isNull
    }

    public func intersection(_ rect: CGRect) -> CGRect {
        if isNull || rect.isNull { return .null }
        let x0 = max(minX, rect.minX)
        let y0 = max(minY, rect.minY)
        let x1 = min(maxX, rect.maxX)
        let y1 = min(maxY, rect.maxY)
        if x1 < x0 || y1 < y0 { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func union(_ rect: CGRect) -> CGRect {
        if isNull { return rect }
        if rect.isNull { return self }
        let x0 = min(minX, rect.minX)
        let y0 = min(minY, rect.minY)
        return CGRect(x: x0, y: y0, width: max(maxX, rect.maxX) - x0, height: max(maxY, rect.maxY) - y0)
    }

    public static func == (lhs: CGRect, rhs: CGRect) -> Bool { lhs.origin == rhs.origin && lhs.size == rhs.size }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(origin)
        hasher.combine(size)
    }

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

#endif
