@testable import ChoreoCLI
import Foundation
import XCTest

/// `FileReader` reads specs and existing output: every byte, whatever the size, and a clear reason
/// when it cannot.
final class FileReaderTests: XCTestCase {
    private func write(_ bytes: [UInt8], in folder: TemporaryDirectory, as name: String) throws -> String {
        let path = folder.path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testAFileIsReadWhole() throws {
        let folder = try TemporaryDirectory()
        let bytes = Array("transition: A\nkind: modal\n".utf8)
        XCTAssertEqual(try FileReader.read(write(bytes, in: folder, as: "A.yaml")).get(), bytes)
    }

    func testAnEmptyFileIsNoBytes() throws {
        let folder = try TemporaryDirectory()
        XCTAssertEqual(try FileReader.read(write([], in: folder, as: "Empty.yaml")).get(), [])
    }

    func testAFileLargerThanOneReadIsReadWhole() throws {
        let folder = try TemporaryDirectory()
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        XCTAssertEqual(try FileReader.read(write(bytes, in: folder, as: "Big.yaml")).get(), bytes)
    }

    func testAFileOverTheLimitIsRefusedWithItsSize() throws {
        let folder = try TemporaryDirectory()
        let path = try write([UInt8](repeating: 0x41, count: 3 * 1024 * 1024), in: folder, as: "Huge.yaml")
        guard case .failure(let failure) = FileReader.read(path, maximumSize: 2 * 1024 * 1024) else {
            return XCTFail("a file over the limit was read")
        }
        XCTAssertEqual(failure.reason, "it is larger than 2 MiB")
    }

    func testAMissingFileOrAFolderSaysWhy() throws {
        let folder = try TemporaryDirectory()
        guard case .failure(let missing) = FileReader.read(folder.path + "/None.yaml") else { return XCTFail("read nothing") }
        XCTAssertEqual(missing.reason, "No such file or directory")
        guard case .failure(let directory) = FileReader.read(folder.path) else { return XCTFail("read a folder") }
        XCTAssertEqual(directory.reason, "it is a directory")
    }
}
