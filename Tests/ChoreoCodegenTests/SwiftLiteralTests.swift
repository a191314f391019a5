@testable import ChoreoCodegen
import XCTest

/// How generated code spells numbers: as a person would write them, never with float noise.
final class SwiftLiteralTests: XCTestCase {
    func testWholeNumbersHaveNoDecimalPoint() {
        XCTAssertEqual(SwiftLiteral.number(0), "0")
        XCTAssertEqual(SwiftLiteral.number(-0.0), "0")
        XCTAssertEqual(SwiftLiteral.number(1), "1")
        XCTAssertEqual(SwiftLiteral.number(-40), "-40")
        XCTAssertEqual(SwiftLiteral.number(1_000_000_000), "1000000000")
    }

    func testFractionsAreRoundedToAMillionthWithoutTrailingZeros() {
        XCTAssertEqual(SwiftLiteral.number(0.35), "0.35")
        XCTAssertEqual(SwiftLiteral.number(0.1 + 0.2), "0.3")
        XCTAssertEqual(SwiftLiteral.number(157.913670417), "157.91367")
        XCTAssertEqual(SwiftLiteral.number(-0.3), "-0.3")
        XCTAssertEqual(SwiftLiteral.number(.pi), "3.141593")
        XCTAssertEqual(SwiftLiteral.number(0.9999999), "1")
        XCTAssertEqual(SwiftLiteral.number(0.0000004), "0")
        XCTAssertEqual(SwiftLiteral.number(0.001), "0.001")
    }

    func testNumbersWithoutAValueBecomeZero() {
        XCTAssertEqual(SwiftLiteral.number(.infinity), "0")
        XCTAssertEqual(SwiftLiteral.number(-.infinity), "0")
        XCTAssertEqual(SwiftLiteral.number(.nan), "0")
    }

    func testProseNumbersHaveThreeDecimalsAndInfinityIsNamed() {
        XCTAssertEqual(SwiftLiteral.approximate(0.524344), "0.524")
        XCTAssertEqual(SwiftLiteral.approximate(2), "2")
        XCTAssertEqual(SwiftLiteral.approximate(.infinity), "∞")
    }

    func testPointsAndVectorsSpellTheirComponents() {
        XCTAssertEqual(SwiftLiteral.point(x: 0.5, y: -1), "CGPoint(x: 0.5, y: -1)")
        XCTAssertEqual(SwiftLiteral.vector(0.25), "CGVector(dx: 0.25, dy: 0.25)")
    }
}
