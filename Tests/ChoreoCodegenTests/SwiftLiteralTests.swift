@testable import ChoreoCodegen
import XCTest

/// Generated numbers must read exactly as before `SwiftLiteral.number` learned to write decimals
/// itself: Swift's own `description` of the rounded value.
final class SwiftLiteralTests: XCTestCase {
    /// The definition the fast path must match.
    private func reference(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int(rounded))
        }
        return "\(rounded)"
    }

    func testNumbersReadAsSwiftDescribesThemAcrossTheWholeRange() {
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var values: [Double] = [0.001, -0.001, 0.0009999, 0.0015, 1e9 - 0.5, 1e9 + 0.5, 999_999_999.999999,
                                0.1, 0.2, 0.3, 0.35, 0.4, 0.7, 1.5, -0.3, 157.91367, 20.106193, 0.000001, 0.0000005,
                                1e14 + 0.5, 1e16 + 0.5, -1e-7, .pi, -.pi, 2.5e-4]
        for scale in [1e-3, 1e-2, 1, 1e2, 1e4, 1e6, 1e8, 1e9, 1e12] {
            for _ in 0..<20_000 {
                let unit = Double(next() % 1_000_000_000_007) / 1_000_000_000_007
                values.append((unit - 0.5) * 2 * scale)
            }
        }
        // Every millionth in a stretch where all six decimals matter.
        for k in 0..<200_000 { values.append(Double(k) / 1_000_000 + 0.25) }
        var mismatches: [String] = []
        for value in values where SwiftLiteral.number(value) != reference(value) {
            mismatches.append("\(value): \(SwiftLiteral.number(value)) vs \(reference(value))")
        }
        XCTAssertEqual(mismatches.count, 0, mismatches.prefix(5).joined(separator: "\n"))
        XCTAssertGreaterThan(values.count, 380_000)
    }

    /// The byte writers the emitter uses write exactly these definitions: a number, one for prose
    /// rounded to a thousandth (`∞` when not finite), a point and a vector.
    func testTheByteWritersWriteTheDefinedText() {
        var state: UInt64 = 0xB17E5
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            return z ^ (z >> 31)
        }
        var values: [Double] = [0, -0.0, 1, -1, 0.001, -0.001, 0.0009999, 1e9 - 0.5, 1e9 + 0.5, 1e14 + 0.5, 1e16 + 0.5,
                                -1e-7, .pi, .infinity, -.infinity, .nan, 0.000001, 0.100001, 12.000305, Double(Int.max)]
        for scale in [1e-4, 1e-2, 1, 1e3, 1e6, 1e9, 1e13, 1e17] {
            for _ in 0..<20_000 {
                values.append((Double(next() % 2_000_000_001) / 1_000_000_000 - 1) * scale)
            }
        }
        var mismatches: [String] = []
        for value in values {
            let output = OutputBytes(capacity: 16)
            SwiftLiteral.appendNumber(value, to: output)
            SwiftLiteral.appendApproximate(value, to: output)
            SwiftLiteral.appendPoint(x: value, y: -value, to: output)
            SwiftLiteral.appendVector(value, to: output)
            let bytes = output.array
            let approximate = value.isFinite ? reference((value * 1000).rounded() / 1000) : "∞"
            let expected = reference(value) + approximate
                + "CGPoint(x: \(reference(value)), y: \(reference(-value)))"
                + "CGVector(dx: \(reference(value)), dy: \(reference(value)))"
            if String(decoding: bytes, as: UTF8.self) != expected {
                mismatches.append("\(value): \(String(decoding: bytes, as: UTF8.self)) vs \(expected)")
            }
        }
        XCTAssertEqual(mismatches.count, 0, mismatches.prefix(5).joined(separator: "\n"))
    }
}
