@testable import ChoreoYAML
import XCTest

/// `ResolvedScalar.number(of:)` reads numbers from a scalar's bytes; it must give, bit for bit,
/// the number `classify(text).number` gives through `Int(_:)` and `Double(_:)`.
final class ScalarNumberTests: XCTestCase {
    private func byteReading(_ text: String) -> Double? {
        var copy = text
        return copy.withUTF8 { ResolvedScalar.number(of: $0) }
    }

    private func fastPath(_ text: String) -> Double? {
        var copy = text
        return copy.withUTF8 { DecimalLiteral.value($0) }
    }

    private func assertSameReading(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let expected = ResolvedScalar.classify(text).number
        let actual = byteReading(text)
        XCTAssertEqual(actual?.bitPattern, expected?.bitPattern,
                       "'\(text)': bytes read \(String(describing: actual)), classify \(String(describing: expected))",
                       file: file, line: line)
    }

    func testEdgeCaseLiteralsReadAsClassifyReadsThem() {
        let literals = [
            "0", "-0", "+0", "0.0", "-0.0", "+0.0", ".5", "-.5", "+.5", "5.", "-5.", "0.", "00", "007", "-007",
            "1e-400", "-1e-400", "1e400", "-1e400", "1E5", "1e+5", "1e-5", "0e999", "-0e999", "0.0e-99999",
            "4.9406564584124654e-324", "2.2250738585072014e-308", "2.2250738585072011e-308",
            "1.7976931348623157e308", "1.7976931348623159e308", "9007199254740992", "9007199254740993",
            "9007199254740993.0", "-9007199254740993.5", "9223372036854775807", "-9223372036854775808",
            "9223372036854775808", "-9223372036854775809", "123456789012345678901234567890",
            "0.1", "0.2", "0.3", "0.35", "0.7", "1.1", "2.675", "1e22", "1e23", "1.5e22", "1e-22", "1e-23",
            "123456789012345.678", "0.000000000000000000000000000001", "3.14159265358979323846264338327950288",
            "0x1F", "0o17", "0x", "0o", "0xG", ".inf", "-.Inf", "+.INF", ".nan", ".NaN", "null", "true", "~", "",
            "1_000", "1,5", "--1", "+-1", "1e", "1e+", ".", "-.", "e5", "12abc", "0b101", " 1", "1 ",
            "00000000000000000000000000000000000000001.5", "1.00000000000000000000000000000000000000000",
        ]
        for literal in literals { assertSameReading(literal) }
    }

    func testRandomDecimalLiteralsReadAsDoubleReadsThem() {
        var generator = SeededGenerator(seed: 0x5EED_1234)
        var fastPathHits = 0
        for _ in 0..<200_000 {
            let text = randomDecimal(&generator)
            assertSameReading(text)
            if let value = fastPath(text), text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
                fastPathHits += 1
                XCTAssertEqual(value.bitPattern, Double(text)?.bitPattern, text)
            }
        }
        // The fast path must carry the common forms, or it saves nothing.
        XCTAssertGreaterThan(fastPathHits, 50_000)
    }

    func testRandomDoublesPrintedShortestReadBackExactly() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<100_000 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else { continue }
            assertSameReading("\(value)")
            let short = (value * 1000).rounded() / 1000
            if short.isFinite { assertSameReading("\(short)") }
        }
    }

    private func randomDecimal(_ generator: inout SeededGenerator) -> String {
        var text = ""
        switch generator.next() % 4 {
        case 0: text += "-"
        case 1: text += "+"
        default: break
        }
        let digits = "0123456789"
        func someDigits(_ maximum: UInt64) -> String {
            let count = Int(generator.next() % (maximum + 1))
            return String((0..<count).map { _ in digits[digits.index(digits.startIndex, offsetBy: Int(generator.next() % 10))] })
        }
        let whole = someDigits(generator.next() % 3 == 0 ? 22 : 4)
        text += whole
        if whole.isEmpty || generator.next() % 3 != 0 {
            text += "."
            let fraction = someDigits(generator.next() % 3 == 0 ? 25 : 5)
            text += whole.isEmpty && fraction.isEmpty ? "5" : fraction
        }
        if generator.next() % 4 == 0 {
            text += generator.next() % 2 == 0 ? "e" : "E"
            switch generator.next() % 3 {
            case 0: text += "-"
            case 1: text += "+"
            default: break
            }
            text += String(generator.next() % (generator.next() % 5 == 0 ? 500 : 30))
        }
        return text
    }
}

/// SplitMix64: the same sequence on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
