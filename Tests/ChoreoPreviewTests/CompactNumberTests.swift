@testable import ChoreoPreview
import Foundation
import XCTest

/// The page's numbers are written digit by digit; they must read exactly as `printf` would write
/// the same rounded value, trailing zeros dropped, and never as "-0".
final class CompactNumberTests: XCTestCase {
    /// What `CompactNumber.format` is meant to write, the slow way.
    func printfFormat(_ value: Double, places: Int) -> String {
        let factor = pow(10, Double(places))
        var rounded = (value * factor).rounded() / factor
        if rounded == 0 { rounded = 0 }
        var text = String(format: "%.\(places)f", rounded)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    func testEveryMagnitudeReadsAsPrintfWouldWriteIt() {
        let mantissas = [1, 1.5, 2.345678, 9.99951, 0.05, 0.0049, 3.14159265, 7.0005, 123.456789]
        for exponent in -7...13 {
            for mantissa in mantissas {
                for sign in [1.0, -1.0] {
                    let value = sign * mantissa * pow(10, Double(exponent))
                    for places in [1, 2, 3] {
                        XCTAssertEqual(CompactNumber.format(value, places: places), printfFormat(value, places: places),
                                       "\(value) to \(places) places")
                    }
                }
            }
        }
    }

    func testZeroNegativeZeroAndWhatIsNotANumber() {
        XCTAssertEqual(CompactNumber.fine(-0.0004), "0")
        XCTAssertEqual(CompactNumber.points(-0.0), "0")
        XCTAssertEqual(CompactNumber.fine(.nan), "0")
        XCTAssertEqual(CompactNumber.fine(.infinity), "0")
        XCTAssertEqual(CompactNumber.fine(0.0005), "0.001")
        XCTAssertEqual(CompactNumber.points(-12.25), "-12.3")
    }
}
