import ChoreoSpec
import XCTest

final class YAML11ScalarTests: XCTestCase {
    func testYAML11BooleanWordsAreAmbiguous() {
        for word in ["y", "Y", "yes", "Yes", "YES", "on", "On", "ON"] {
            XCTAssertEqual(YAML11Scalar.reading(of: word), "the boolean true", word)
        }
        for word in ["n", "N", "no", "No", "NO", "off", "Off", "OFF"] {
            XCTAssertEqual(YAML11Scalar.reading(of: word), "the boolean false", word)
        }
    }

    func testYAML11NumberNotationsAreAmbiguous() {
        XCTAssertEqual(YAML11Scalar.reading(of: "0777"), "the octal number 511")
        XCTAssertEqual(YAML11Scalar.reading(of: "1_000"), "the number 1000")
        XCTAssertEqual(YAML11Scalar.reading(of: "1:30"), "the base-60 number 90")
        XCTAssertEqual(YAML11Scalar.reading(of: "0b101"), "a binary number")
    }

    func testWordsAndNumbersBothVersionsAgreeOnAreFine() {
        for text in ["true", "false", "none", "null", "0", "0.5", "10", "-3", "easeOut", "0x1F", "fromLeft", "12:ab", "0:30", "1e3"] {
            XCTAssertNil(YAML11Scalar.reading(of: text), text)
        }
    }
}

final class YAML11ScalarFilterTests: XCTestCase {
    /// The byte filter in front of the rules must never hide a scalar the rules would flag.
    func testTheByteFilterKeepsEverySignedOctalBinaryUnderscoredAndBase60Form() {
        XCTAssertEqual(YAML11Scalar.reading(of: "-0777"), "the octal number -511")
        XCTAssertEqual(YAML11Scalar.reading(of: "+017"), "the octal number 15")
        XCTAssertEqual(YAML11Scalar.reading(of: "00"), "the octal number 0")
        XCTAssertEqual(YAML11Scalar.reading(of: "0b1_0"), "a binary number")
        XCTAssertEqual(YAML11Scalar.reading(of: "-1_000.5"), "the number -1000.5")
        XCTAssertEqual(YAML11Scalar.reading(of: "-1:30"), "the base-60 number -90")
        XCTAssertEqual(YAML11Scalar.reading(of: "190:20:30"), "the base-60 number 685230")
    }

    func testWordsThatOnlyStartLikeBooleansAndDecimalsPassTheFilter() {
        for text in ["yesterday", "nope", "only", "Online", "0.35", "-0.5", "+1", "09", "0b", "08", "0x", "-", "+", "1.", "é", "1e-3", "0o17"] {
            XCTAssertNil(YAML11Scalar.reading(of: text), text)
        }
    }
}
