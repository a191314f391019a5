// CoreGraphics' affine transform as its Swift overlay presents it (Docs/UIKitFacts.md §15). Foundation on
// Linux lacks it. The math follows CGAffineTransform.h: row vectors, `t1.concatenating(t2)` applies
// t1 first, and `translatedBy`/`scaledBy`/`rotated` pre-multiply (the new operation happens first).

#if CHOREO_OBJC_INTEROP
// The struct itself comes from the clang module ObjCRuntimeModel, as from CoreGraphics on iOS.
extension CGAffineTransform: @retroactive Equatable, @retroactive Hashable, @unchecked @retroactive Sendable, @retroactive CustomStringConvertible {
    public static func == (lhs: CGAffineTransform, rhs: CGAffineTransform) -> Bool {
        (lhs.a, lhs.b, lhs.c, lhs.d, lhs.tx, lhs.ty) == (rhs.a, rhs.b, rhs.c, rhs.d, rhs.tx, rhs.ty)
    }

    public func hash(into hasher: inout Hasher) {
        for value in [a, b, c, d, tx, ty] { hasher.combine(value) }
    }
}
#else
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }
}
#endif

extension CGAffineTransform {
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle)))
        let sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public static var identity: CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        let t1 = self
        return CGAffineTransform(
            a: t1.a * t2.a + t1.b * t2.c,
            b: t1.a * t2.b + t1.b * t2.d,
            c: t1.c * t2.a + t1.d * t2.c,
            d: t1.c * t2.b + t1.d * t2.d,
            tx: t1.tx * t2.a + t1.ty * t2.c + t2.tx,
            ty: t1.tx * t2.b + t1.ty * t2.d + t2.ty
        )
    }

    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns `self` unchanged when the determinant is 0, as CGAffineTransformInvert does.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        if determinant == 0 { return self }
        let ia = d / determinant
        let ib = -b / determinant
        let ic = -c / determinant
        let id = a / determinant
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id)
        )
    }

    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The bounding box of the four transformed corners, as CGRectApplyAffineTransform returns.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minimumX = xs.min() ?? 0
        let minimumY = ys.min() ?? 0
        return CGRect(
            x: minimumX, y: minimumY,
            width: (xs.max() ?? 0) - minimumX, height: (ys.max() ?? 0) - minimumY
        )
    }
}
