extension SwiftLiteral {
    /// A number as a Swift literal (`number(_:)`), appended to `bytes` as UTF-8 without making a
    /// `String`: the motion and timing tables are most of what varies from one generated file to
    /// the next. Between 0.001 and a billion the shortest decimal that reads back as the rounded
    /// value is its six-decimal form without trailing zeros (another decimal of at most that many
    /// digits is at least a millionth away, far more than half the spacing of doubles there), so
    /// it is written out directly; Swift's `description` is the fallback elsewhere.
    /// `SwiftLiteralTests` holds it to that definition.
    static func appendNumber(_ value: Double, to bytes: OutputBytes) {
        guard value.isFinite else {
            bytes.append(ASCIIDigit.zero)
            return
        }
        let millionths = (value * 1_000_000).rounded()
        let rounded = millionths / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            appendInteger(Int(rounded), to: bytes)
            return
        }
        let magnitude = abs(rounded)
        guard magnitude >= 0.001, magnitude < 1e9 else {
            bytes.append(utf8: "\(rounded)")
            return
        }
        // Whole part, point, six decimals without trailing zeros.
        let units = Int(abs(millionths))
        var fraction = units % 1_000_000
        var digits = 6
        while fraction % 10 == 0, digits > 0 {
            fraction /= 10
            digits -= 1
        }
        if rounded < 0 {
            bytes.append(ASCIIDigit.minus)
        }
        appendInteger(units / 1_000_000, to: bytes)
        bytes.append(ASCIIDigit.point)
        var power = 1
        for _ in 1..<max(digits, 1) {
            power *= 10
        }
        // Leading zeros of the fraction, then its digits.
        while power > 1, fraction < power {
            bytes.append(ASCIIDigit.zero)
            power /= 10
        }
        appendInteger(fraction, to: bytes)
    }

    /// A number for prose (comments), appended to `bytes`: three decimals are plenty for a reader.
    static func appendApproximate(_ value: Double, to bytes: OutputBytes) {
        guard value.isFinite else {
            bytes.append("∞")
            return
        }
        appendNumber((value * 1000).rounded() / 1000, to: bytes)
    }

    /// `CGPoint(x: …, y: …)` appended to `bytes`.
    static func appendPoint(x: Double, y: Double, to bytes: OutputBytes) {
        bytes.append("CGPoint(x: ")
        appendNumber(x, to: bytes)
        bytes.append(", y: ")
        appendNumber(y, to: bytes)
        bytes.append(")")
    }

    /// `CGVector(dx: v, dy: v)` appended to `bytes`: UIKit reads the x component for
    /// one-dimensional properties and both for two-dimensional ones, so the same unit velocity
    /// goes in both.
    static func appendVector(_ value: Double, to bytes: OutputBytes) {
        bytes.append("CGVector(dx: ")
        appendNumber(value, to: bytes)
        bytes.append(", dy: ")
        appendNumber(value, to: bytes)
        bytes.append(")")
    }

    /// The decimal digits of `value`, as `String(value)` writes them: produced from the last,
    /// dividing by the constant 10 only (a multiplication), into a buffer on the stack.
    static func appendInteger(_ value: Int, to bytes: OutputBytes) {
        if value < 0 {
            bytes.append(ASCIIDigit.minus)
        }
        var magnitude = value.magnitude
        if magnitude < 10 {
            bytes.append(ASCIIDigit.zero &+ UInt8(truncatingIfNeeded: magnitude))
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var index = digits.count
            repeat {
                index -= 1
                digits[index] = ASCIIDigit.zero &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(UnsafeBufferPointer(rebasing: digits[index...]))
        }
    }
}

/// The bytes of numbers, by name.
private enum ASCIIDigit {
    static let zero: UInt8 = 0x30
    static let minus: UInt8 = 0x2D
    static let point: UInt8 = 0x2E
}
