@testable import ChoreoLint
import ChoreoSpec
import XCTest

final class MessageFormattingTests: XCTestCase {
    func testNumbersPrintShortWithAtMostTwoDecimals() {
        XCTAssertEqual(Format.number(0.35), "0.35")
        XCTAssertEqual(Format.number(0.4), "0.4")
        XCTAssertEqual(Format.number(1), "1")
        XCTAssertEqual(Format.number(0.1 + 0.2), "0.3")
        XCTAssertEqual(Format.number(-90), "-90")
        XCTAssertEqual(Format.number(.infinity), "∞")
        XCTAssertEqual(Format.range(0.25...0.4), "0.25–0.4 s")
    }

    /// `Int(_:)` of these trapped the whole process (issue 12); they print as Swift spells them.
    func testHugeNumbersPrintWithoutTrapping() {
        XCTAssertEqual(Format.number(1e19), "1e+19")
        XCTAssertEqual(Format.number(-9.3e18), "-9.3e+18")
        XCTAssertEqual(Format.number(1e307), "1e+307")
        XCTAssertEqual(Format.number(.greatestFiniteMagnitude), "1.7976931348623157e+308")
        XCTAssertEqual(Format.number(999_999_999_999_999), "999999999999999")
        XCTAssertEqual(Format.range(0...1e300), "0–1e+300 s")
    }

    func testMotionsAreNamedTheWayAPersonWouldSayThem() {
        XCTAssertEqual(Vector(x: -1, y: 0).words, "left")
        XCTAssertEqual(Vector(x: 0, y: 1).words, "down")
        XCTAssertEqual(Vector(x: 1, y: 0.1).words, "right")
        XCTAssertEqual(Vector(x: 1, y: -1).words, "up and to the right")
        XCTAssertEqual(Vector(x: 0, y: 0).words, "nowhere")
    }

    func testNegligibleMotionHasNoDirectionToCompare() {
        XCTAssertNil(Vector(x: 0.01, y: 0).cosine(to: Vector(x: 1, y: 0)))
        XCTAssertEqual(Vector(x: 1, y: 0).cosine(to: Vector(x: 0, y: 2)), 0)
        XCTAssertEqual(Vector(x: 1, y: 0).cosine(to: Vector(x: -3, y: 0)), -1)
    }

    func testTheConfigurationKnowsTheValidRuleIDsAndOptions() {
        XCTAssertTrue(LintConfiguration.validRuleIDs.contains("back_swipe_disabled"))
        XCTAssertEqual(LintConfiguration.ruleOptions["duration_out_of_range"]?.count, 4)
        let configuration = LintConfiguration(ruleSettings: ["dismis_missing": .off, "dismiss_missing": .off, "zzz": .off])
        XCTAssertEqual(configuration.unknownRuleIDs.map(\.id), ["dismis_missing", "zzz"])
        XCTAssertEqual(configuration.unknownRuleIDs.map(\.hint), ["did you mean 'dismiss_missing'?", nil])
    }
}
