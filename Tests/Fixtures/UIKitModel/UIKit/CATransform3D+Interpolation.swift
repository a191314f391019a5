// How the model animates a 3D transform from one matrix to another: as Core Animation does, by taking
// each apart into scale, skew, rotation (a quaternion), translation and perspective (Graphics Gems
// II's `unmatrix`, also the CSS Transforms Level 2 algorithm), interpolating the parts (the rotation
// along the shorter arc) and putting them together again. Between a flat view and one turned 60°
// about y, halfway is turned 30°, where blending the sixteen numbers would give a squashed view.
// Flat (affine) transforms keep the model's entry-by-entry blend, as before.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CATransform3D {
    /// `fraction` of the way to `end`: parts interpolated when either is not affine (or either cannot be
    /// taken apart: a singular matrix, which Core Animation then jumps across), entries otherwise.
    func simulationInterpolated(to end: CATransform3D, fraction: CGFloat) -> CATransform3D {
        if CATransform3DIsAffine(self) && CATransform3DIsAffine(end) {
            return CATransform3D(rows: zip(rows, end.rows).map { zip($0, $1).map { $0 + ($1 - $0) * fraction } })
        }
        guard let start = Decomposed(self), let finish = Decomposed(end) else { return fraction < 1 ? self : end }
        return start.interpolated(to: finish, fraction: Double(fraction)).recomposed
    }
}

/// A matrix taken apart: M = scale · skew · rotation · translation · perspective (row vectors, the first
/// applies first), the order Core Animation and CSS take transforms apart in.
struct Decomposed {
    var scale: [Double]
    /// xy, xz, yz.
    var skew: [Double]
    /// x, y, z, w.
    var quaternion: [Double]
    var translation: [Double]
    var perspective: [Double]

    init?(_ transform: CATransform3D) {
        var m = transform.rows.map { $0.map { Double($0) } }
        let w = m[3][3]
        guard w != 0 else { return nil }
        m = m.map { $0.map { $0 / w } }
        var upper = m
        for row in 0..<3 { upper[row][3] = 0 }
        upper[3][3] = 1
        guard let inverse = Self.inverse(upper) else { return nil }
        perspective = [0, 0, 0, 1]
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            let column = [m[0][3], m[1][3], m[2][3], m[3][3]]
            perspective = (0..<4).map { row in (0..<4).reduce(0) { $0 + inverse[row][$1] * column[$1] } }
        }
        translation = [m[3][0], m[3][1], m[3][2]]
        var r = (0..<3).map { Array(m[$0][0..<3]) }
        func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
        func combine(_ a: [Double], _ b: [Double], _ k: Double) -> [Double] { [a[0] - k * b[0], a[1] - k * b[1], a[2] - k * b[2]] }
        var sx = length(r[0])
        guard sx != 0 else { return nil }
        r[0] = r[0].map { $0 / sx }
        var xy = dot(r[0], r[1])
        r[1] = combine(r[1], r[0], xy)
        var sy = length(r[1])
        guard sy != 0 else { return nil }
        r[1] = r[1].map { $0 / sy }
        xy /= sy
        var xz = dot(r[0], r[2])
        r[2] = combine(r[2], r[0], xz)
        var yz = dot(r[1], r[2])
        r[2] = combine(r[2], r[1], yz)
        var sz = length(r[2])
        guard sz != 0 else { return nil }
        r[2] = r[2].map { $0 / sz }
        xz /= sz
        yz /= sz
        let cross = [r[1][1] * r[2][2] - r[1][2] * r[2][1], r[1][2] * r[2][0] - r[1][0] * r[2][2], r[1][0] * r[2][1] - r[1][1] * r[2][0]]
        if dot(r[0], cross) < 0 {
            (sx, sy, sz) = (-sx, -sy, -sz)
            r = r.map { $0.map { -$0 } }
        }
        scale = [sx, sy, sz]
        skew = [xy, xz, yz]
        var q = [
            0.5 * max(1 + r[0][0] - r[1][1] - r[2][2], 0).squareRoot(),
            0.5 * max(1 - r[0][0] + r[1][1] - r[2][2], 0).squareRoot(),
            0.5 * max(1 - r[0][0] - r[1][1] + r[2][2], 0).squareRoot(),
            0.5 * max(1 + r[0][0] + r[1][1] + r[2][2], 0).squareRoot(),
        ]
        if r[2][1] > r[1][2] { q[0] = -q[0] }
        if r[0][2] > r[2][0] { q[1] = -q[1] }
        if r[1][0] > r[0][1] { q[2] = -q[2] }
        quaternion = q
    }

    func interpolated(to end: Decomposed, fraction f: Double) -> Decomposed {
        func mix(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $0 + ($1 - $0) * f } }
        var result = self
        result.scale = mix(scale, end.scale)
        result.skew = mix(skew, end.skew)
        result.translation = mix(translation, end.translation)
        result.perspective = mix(perspective, end.perspective)
        // Spherical interpolation along the shorter arc.
        var other = end.quaternion
        var product = zip(quaternion, other).reduce(0) { $0 + $1.0 * $1.1 }
        if product < 0 {
            other = other.map { -$0 }
            product = -product
        }
        product = min(product, 1)
        if product > 0.999_999 {
            result.quaternion = mix(quaternion, other)
        } else {
            let theta = acos(product)
            let a = sin((1 - f) * theta) / sin(theta), b = sin(f * theta) / sin(theta)
            result.quaternion = zip(quaternion, other).map { a * $0 + b * $1 }
        }
        return result
    }

    var recomposed: CATransform3D {
        let (x, y, z, w) = (quaternion[0], quaternion[1], quaternion[2], quaternion[3])
        let rotation: [[Double]] = [
            [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0],
            [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0],
            [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0],
            [0, 0, 0, 1],
        ]
        let scaleMatrix: [[Double]] = [[scale[0], 0, 0, 0], [0, scale[1], 0, 0], [0, 0, scale[2], 0], [0, 0, 0, 1]]
        let skewMatrix: [[Double]] = [[1, 0, 0, 0], [skew[0], 1, 0, 0], [skew[1], skew[2], 1, 0], [0, 0, 0, 1]]
        let translationMatrix: [[Double]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [translation[0], translation[1], translation[2], 1]]
        let perspectiveMatrix: [[Double]] = [[1, 0, 0, perspective[0]], [0, 1, 0, perspective[1]], [0, 0, 1, perspective[2]], [0, 0, 0, perspective[3]]]
        let product = [scaleMatrix, skewMatrix, rotation, translationMatrix, perspectiveMatrix].reduce(Self.identity, Self.multiply)
        return CATransform3D(rows: product.map { $0.map { CGFloat($0) } })
    }

    private static let identity: [[Double]] = (0..<4).map { row in (0..<4).map { $0 == row ? 1 : 0 } }

    private static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<4).map { row in (0..<4).map { column in (0..<4).reduce(0) { $0 + a[row][$1] * b[$1][column] } } }
    }

    /// Gauss–Jordan with partial pivoting; nil for a singular matrix.
    static func inverse(_ matrix: [[Double]]) -> [[Double]]? {
        var a = matrix.map { $0 }
        var inverse = identity
        for column in 0..<4 {
            guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }), abs(a[pivot][column]) > 1e-12 else {
                return nil
            }
            a.swapAt(column, pivot)
            inverse.swapAt(column, pivot)
            let scale = a[column][column]
            a[column] = a[column].map { $0 / scale }
            inverse[column] = inverse[column].map { $0 / scale }
            for row in 0..<4 where row != column {
                let k = a[row][column]
                a[row] = zip(a[row], a[column]).map { $0 - k * $1 }
                inverse[row] = zip(inverse[row], inverse[column]).map { $0 - k * $1 }
            }
        }
        return inverse
    }
}
