@testable import ChoreoCLI
import Foundation
import XCTest

/// `ExistingFile` decides whether `generate` rewrites a file and what `--check` reports, from the
/// size first and then the bytes.
final class ExistingFileTests: XCTestCase {
    func testTheSameBytesAreTheSame() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write("A.swift", "let a = 1\n")
        XCTAssertEqual(ExistingFile(at: path, comparedWith: Array("let a = 1\n".utf8)), .same)
    }

    func testAFileOfAnotherSizeIsDifferent() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write("A.swift", "let a = 1\n")
        XCTAssertEqual(ExistingFile(at: path, comparedWith: Array("let a = 10\n".utf8)), .different)
        XCTAssertEqual(ExistingFile(at: path, comparedWith: Array("let a".utf8)), .different)
        XCTAssertEqual(ExistingFile(at: path, comparedWith: []), .different)
    }

    func testAFileOfTheSameSizeWithOneOtherByteIsDifferent() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write("A.swift", "let a = 1\n")
        XCTAssertEqual(ExistingFile(at: path, comparedWith: Array("let a = 2\n".utf8)), .different)
        XCTAssertEqual(ExistingFile(at: path, comparedWith: Array("let a = 1\r".utf8)), .different)
    }

    func testAnEmptyFileMatchesNoBytes() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write("A.swift", "")
        XCTAssertEqual(ExistingFile(at: path, comparedWith: []), .same)
    }

    func testNothingThereOrAFolderIsMissing() throws {
        let folder = try TemporaryDirectory()
        XCTAssertEqual(ExistingFile(at: folder.path + "/None.swift", comparedWith: Array("x".utf8)), .missing)
        try FileManager.default.createDirectory(atPath: folder.path + "/Dir.swift", withIntermediateDirectories: false)
        XCTAssertEqual(ExistingFile(at: folder.path + "/Dir.swift", comparedWith: Array("x".utf8)), .missing)
    }

    func testBytesThatAreNotUTF8AreComparedAsBytes() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path + "/Binary.swift"
        let bytes: [UInt8] = [0xFF, 0xFE, 0x00, 0x41]
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(ExistingFile(at: path, comparedWith: bytes), .same)
        XCTAssertEqual(ExistingFile(at: path, comparedWith: [0xFF, 0xFE, 0x00, 0x42]), .different)
    }
}
