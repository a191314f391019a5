import ChoreoYAML
import XCTest

/// UTF-8 only, with exact locations for bad bytes.
final class EncodingTests: XCTestCase {
    private func onlyIssue(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws -> YAMLIssue {
        let documents = YAMLStream.readAll(bytes: bytes)
        XCTAssertEqual(documents.count, 1, file: file, line: line)
        XCTAssertNil(documents.first?.root, file: file, line: line)
        XCTAssertEqual(documents.first?.issues.count, 1, file: file, line: line)
        return try XCTUnwrap(documents.first?.issues.first, file: file, line: line)
    }

    private func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }

    func testUTF16LittleEndianWithAByteOrderMarkIsRejected() throws {
        let issue = try onlyIssue(utf16("a: 1\n", bigEndian: false, bom: true))
        XCTAssertEqual(issue.kind, .encoding)
        XCTAssertEqual(issue.location.description, "1:1")
        XCTAssertTrue(issue.message.hasPrefix("Choreo reads UTF-8 only; this file looks like UTF-16 (little-endian"), issue.message)
        XCTAssertTrue(issue.hint?.contains("UTF-8") ?? false)
    }

    func testUTF16BigEndianWithAByteOrderMarkIsRejected() throws {
        let issue = try onlyIssue(utf16("a: 1\n", bigEndian: true, bom: true))
        XCTAssertEqual(issue.kind, .encoding)
        XCTAssertTrue(issue.message.contains("UTF-16 (big-endian"), issue.message)
    }

    func testUTF16WithoutAByteOrderMarkIsRecognisedByItsNulBytes() throws {
        XCTAssertTrue(try onlyIssue(utf16("a: 1\n", bigEndian: false, bom: false)).message.contains("UTF-16 (little-endian)"))
        XCTAssertTrue(try onlyIssue(utf16("a: 1\n", bigEndian: true, bom: false)).message.contains("UTF-16 (big-endian)"))
    }

    func testUTF32IsRejected() throws {
        let issue = try onlyIssue([0xFF, 0xFE, 0x00, 0x00, 0x61, 0, 0, 0])
        XCTAssertEqual(issue.kind, .encoding)
        XCTAssertTrue(issue.message.contains("UTF-32"), issue.message)
    }

    func testInvalidUTF8IsLocatedAtTheBadByte() throws {
        // "café" saved as Latin-1: 0xE9 announces a three-byte character that never comes.
        let issue = try onlyIssue(Array("transition: A\nkind: modal\nnote: caf".utf8) + [0xE9] + Array(" crème\n".utf8))
        XCTAssertEqual(issue.kind, .encoding)
        XCTAssertEqual(issue.location.line, 3)
        XCTAssertEqual(issue.location.column, 10)
        XCTAssertEqual(issue.location.offset, 35)
        XCTAssertTrue(issue.message.contains("byte 0xE9 starts a multi-byte character"), issue.message)
        XCTAssertTrue(issue.message.contains("0x20"), issue.message)
        XCTAssertTrue(issue.hint?.contains("Latin-1") ?? false)
    }

    func testAByteThatCannotStartACharacterIsNamed() throws {
        let issue = try onlyIssue(Array("a: 1\nb: 2\nc: ".utf8) + [0xFF] + Array("\n".utf8))
        XCTAssertEqual(issue.location.description, "3:4")
        XCTAssertEqual(issue.location.offset, 13)
        XCTAssertEqual(issue.message, "invalid UTF-8: byte 0xFF cannot start a character")
    }

    func testAFileEndingInsideACharacterIsReported() throws {
        let issue = try onlyIssue(Array("a: ".utf8) + [0xE2, 0x82])
        XCTAssertEqual(issue.location.description, "1:4")
        XCTAssertTrue(issue.message.contains("the file ends before it is complete"), issue.message)
    }

    func testColumnsBeforeABadByteCountCharacters() throws {
        let issue = try onlyIssue(Array("a: 1\né: ü".utf8) + [0xFF])
        XCTAssertEqual(issue.location.description, "2:5")
        XCTAssertTrue(issue.message.contains("0xFF"), issue.message)
    }

    func testABadByteAfterAUTF8ByteOrderMarkIsLocatedWithoutCountingTheMark() throws {
        let issue = try onlyIssue([0xEF, 0xBB, 0xBF] + Array("a: ".utf8) + [0xC0])
        XCTAssertEqual(issue.location.description, "1:4")
        XCTAssertEqual(issue.location.offset, 6)
    }

    func testANulByteIsNamedAndLocated() throws {
        let issue = try onlyIssue(Array("a: 1\nb: \"x".utf8) + [0] + Array("\"\n".utf8))
        XCTAssertEqual(issue.kind, .encoding)
        XCTAssertEqual(issue.location.description, "2:6")
        XCTAssertTrue(issue.message.contains("NUL"), issue.message)
    }
}
