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

    func testAFileLargerThanOneReadIsComparedWhole() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path + "/Big.swift"
        let size = ExistingFile.chunkSize * 3 + 17
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(ExistingFile(at: path, comparedWith: bytes), .same)
        for position in [0, ExistingFile.chunkSize - 1, ExistingFile.chunkSize, size - 1] {
            var changed = bytes
            changed[position] &+= 1
            XCTAssertEqual(ExistingFile(at: path, comparedWith: changed), .different, "byte \(position) changed")
        }
    }

    func testAFileOfExactlyOneReadIsCompared() throws {
        let folder = try TemporaryDirectory()
        for size in [ExistingFile.chunkSize - 1, ExistingFile.chunkSize, ExistingFile.chunkSize + 1] {
            let path = folder.path + "/F\(size).swift"
            let bytes = [UInt8](repeating: 0x61, count: size)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            XCTAssertEqual(ExistingFile(at: path, comparedWith: bytes), .same, "size \(size)")
            XCTAssertEqual(ExistingFile(at: path, comparedWith: bytes.dropLast() + [0x62]), .different, "size \(size)")
        }
    }
}
