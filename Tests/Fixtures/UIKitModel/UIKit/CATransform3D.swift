// QuartzCore's 3-D transform (`layer.transform`, `view.transform3D`): a 4×4 matrix applied to row
// vectors, as Core Animation defines it, so `CATransform3DConcat(a, b)` applies `a` first. The
// model's frame geometry reads only its affine part (a frame is undefined under a 3D transform);
// `simulationProject(_:)` gives where a point lands on screen, perspective included.

public struct CATransform3D: Equatable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init() {
        (m11, m12, m13, m14) = (0, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 0, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 0, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 0)
    }

    init(rows: [[CGFloat]]) {
        self.init()
        (m11, m12, m13, m14) = (rows[0][0], rows[0][1], rows[0][2], rows[0][3])
        (m21, m22, m23, m24) = (rows[1][0], rows[1][1], rows[1][2], rows[1][3])
        (m31, m32, m33, m34) = (rows[2][0], rows[2][1], rows[2][2], rows[2][3])
        (m41, m42, m43, m44) = (rows[3][0], rows[3][1], rows[3][2], rows[3][3])
    }

    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// Where the point (x, y, 0) of the layer (relative to its anchor) lands, divided by w: the model's
    /// own API, for drivers that check what a 3D-turned view shows.
    public func simulationProject(_ point: CGPoint) -> CGPoint {
        let x = point.x * m11 + point.y * m21 + m41
        let y = point.x * m12 + point.y * m22 + m42
        let w = point.x * m14 + point.y * m24 + m44
        return CGPoint(x: x / w, y: y / w)
    }
}

public let CATransform3DIdentity: CATransform3D = CATransform3DMakeAffineTransform(.identity)

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    t.m33 = 1
    t.m44 = 1
    return t
}

public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: sx, y: sy))
    t.m33 = sz
    return t
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DMakeAffineTransform(CGAffineTransform(translationX: tx, y: ty))
    t.m43 = tz
    return t
}

/// `a` then `b`: the product a·b for row vectors (CATransform3D.h: "Concatenate 'b' to 'a' and return the result: t' = a * b").
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.rows, y = b.rows
    var product = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for row in 0..<4 {
        for column in 0..<4 {
            product[row][column] = (0..<4).reduce(0) { $0 + x[row][$1] * y[$1][column] }
        }
    }
    return CATransform3D(rows: product)
}

/// A rotation of `angle` radians about the vector (x, y, z) (normalised; the identity for a zero
/// vector), as CATransform3D.h defines it: about z it is `CGAffineTransform(rotationAngle:)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = CGFloat(cos(Double(angle))), s = CGFloat(sin(Double(angle))), t = 1 - c
    return CATransform3D(rows: [
        [t * ux * ux + c, t * ux * uy + s * uz, t * ux * uz - s * uy, 0],
        [t * ux * uy - s * uz, t * uy * uy + c, t * uy * uz + s * ux, 0],
        [t * ux * uz + s * uy, t * uy * uz - s * ux, t * uz * uz + c, 0],
        [0, 0, 0, 1],
    ])
}

/// `t` after a rotation applied first (CATransform3D.h: "t' = rotation(angle, x, y, z) * t").
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}
