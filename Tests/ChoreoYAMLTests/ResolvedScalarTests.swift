import ChoreoYAML
import XCTest

/// Plain scalars read under the YAML 1.2 core schema; quoted scalars are always strings.
final class ResolvedScalarTests: XCTestCase {
    private let table: [(text: String, expected: ResolvedScalar)] = [
        ("", .null), ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null),
        ("nULL", .string("nULL")),
        ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)),
        ("false", .bool(false)), ("False", .bool(false)), ("FALSE", .bool(false)),
        ("tRUE", .string("tRUE")),
        // YAML 1.1 booleans are strings in 1.2 (the decoder warns about them separately).
        ("yes", .string("yes")), ("no", .string("no")), ("on", .string("on")), ("off", .string("off")),
        ("0", .int(0)), ("-0", .int(0)), ("+12", .int(12)), ("007", .int(7)), ("-42", .int(-42)),
        ("0x1F", .int(31)), ("0xff", .int(255)), ("0o17", .int(15)),
        ("0x", .string("0x")), ("0o", .string("0o")), ("0o8", .string("0o8")), ("0xG", .string("0xG")),
        ("0x-1", .string("0x-1")), ("0x+1", .string("0x+1")), ("0o-7", .string("0o-7")),
        ("0X1F", .string("0X1F")), ("-0x1", .string("-0x1")),
        ("1_000", .string("1_000")), ("1,000", .string("1,000")),
        ("1e3", .float(1000)), ("1E-2", .float(0.01)), ("-1.5e+2", .float(-150)),
        (".5", .float(0.5)), ("-.5", .float(-0.5)), ("1.", .float(1)), ("0.35", .float(0.35)),
        (".", .string(".")), ("+", .string("+")), ("-", .string("-")), ("1e", .string("1e")),
        (".e3", .string(".e3")), ("1.2.3", .string("1.2.3")), ("e3", .string("e3")),
        (".inf", .float(.infinity)), ("+.inf", .float(.infinity)), (".Inf", .float(.infinity)),
        ("-.INF", .float(-.infinity)), ("inf", .string("inf")), ("-inf", .string("-inf")),
        ("fromRight", .string("fromRight")), ("0.4s", .string("0.4s")),
    ]

    func testPlainScalarsFollowTheCoreSchema() {
        for (text, expected) in table {
            XCTAssertEqual(ResolvedScalar.classify(text), expected, "'\(text)'")
        }
    }

    func testNotANumberIsAFloat() {
        for text in [".nan", ".NaN", ".NAN"] {
            guard case .float(let value) = ResolvedScalar.classify(text) else {
                return XCTFail("'\(text)' should be a float")
            }
            XCTAssertTrue(value.isNaN, text)
        }
        XCTAssertEqual(ResolvedScalar.classify("nan"), .string("nan"))
    }

    func testQuotedScalarsAreAlwaysStrings() {
        XCTAssertEqual(Scalar(text: "1", style: .doubleQuoted).resolved, .string("1"))
        XCTAssertEqual(Scalar(text: "true", style: .singleQuoted).resolved, .string("true"))
        XCTAssertEqual(Scalar(text: "", style: .doubleQuoted).resolved, .string(""))
        XCTAssertEqual(Scalar(text: "~", style: .literal).resolved, .string("~"))
    }

    func testValuesReadFromADocumentResolveByTheirStyle() throws {
        let root = try XCTUnwrap(readRoot("a: 1\nb: \"1\"\nc: ~\nd: 0.4\n"))
        XCTAssertEqual(root["a"]?.scalar?.resolved, .int(1))
        XCTAssertEqual(root["b"]?.scalar?.resolved, .string("1"))
        XCTAssertEqual(root["c"]?.scalar?.resolved, .null)
        XCTAssertEqual(root["d"]?.scalar?.resolved.number, 0.4)
    }
}
