import ChoreoCLI
import Foundation
import XCTest

final class AtomicFileWriterTests: XCTestCase {
    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    private func inode(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try XCTUnwrap(attributes[.systemFileNumber] as? Int)
    }

    private func leftovers(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains(".tmp-") }
    }

    func testWritesANewFileAndCreatesMissingFolders() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path + "/Generated/Deep/CardPop.swift"
        XCTAssertEqual(AtomicFileWriter().write(Array("let a = 1\n".utf8), to: path), .success(.written))
        XCTAssertEqual(contents(path), "let a = 1\n")
        XCTAssertEqual(try leftovers(in: folder.path + "/Generated/Deep"), [])
    }

    func testIdenticalBytesLeaveTheFileUntouched() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write("Out.swift", "same\n")
        let before = try inode(path)
        let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        XCTAssertEqual(AtomicFileWriter().write(Array("same\n".utf8), to: path), .success(.unchanged))
        XCTAssertEqual(try inode(path), before)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date, date)
    }

    func testDifferentBytesReplaceTheFileByRenameNotInPlace() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write("Out.swift", "old\n")
        let before = try inode(path)
        XCTAssertEqual(AtomicFileWriter().write(Array("new\n".utf8), to: path), .success(.written))
        XCTAssertEqual(contents(path), "new\n")
        XCTAssertNotEqual(try inode(path), before, "a new file renamed over the old one, so no reader saw a partial write")
        XCTAssertEqual(try leftovers(in: folder.path), [])
    }

    func testNeverReplacingWritesANewFileButLeavesAnExistingOneAlone() throws {
        let folder = try TemporaryDirectory()
        let fresh = folder.path + "/Specs/New.transition.yaml"
        XCTAssertEqual(AtomicFileWriter().write(Array("new\n".utf8), to: fresh, replacing: .never), .success(.written))
        XCTAssertEqual(contents(fresh), "new\n")
        let edited = try folder.write("Edited.transition.yaml", "mine\n")
        let before = try inode(edited)
        XCTAssertEqual(AtomicFileWriter().write(Array("template\n".utf8), to: edited, replacing: .never), .success(.unchanged))
        XCTAssertEqual(contents(edited), "mine\n")
        XCTAssertEqual(try inode(edited), before)
        XCTAssertEqual(try leftovers(in: folder.path), [])
        XCTAssertEqual(try leftovers(in: folder.path + "/Specs"), [])
    }

    func testNeverReplacingRefusesADanglingSymbolicLinkToo() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path + "/Link.transition.yaml"
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: folder.path + "/missing")
        XCTAssertEqual(AtomicFileWriter().write([1], to: path, replacing: .never), .success(.unchanged))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/missing"))
    }

    func testAReplacedFileKeepsItsPermissions() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write("run.sh", "old\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: path)
        XCTAssertEqual(AtomicFileWriter().write(Array("new\n".utf8), to: path), .success(.written))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o750)
    }

    func testAFolderThatIsAFileFailsWithTheReasonAndMapsToExit73() throws {
        let folder = try TemporaryDirectory()
        try folder.write("NotAFolder", "x")
        let result = AtomicFileWriter().write([1, 2, 3], to: folder.path + "/NotAFolder/Out.swift")
        guard case .failure(let error) = result else { return XCTFail("expected a failure, got \(result)") }
        XCTAssertEqual(error.path, folder.path + "/NotAFolder")
        XCTAssertEqual(error.reason, "it exists and is not a directory")
        XCTAssertEqual(error.exitCode, .cannotCreate)
        XCTAssertEqual(error.exitCode.rawValue, 73)
        XCTAssertEqual(contents(folder.path + "/NotAFolder"), "x")
    }

    func testAFailedRenameLeavesNoTemporaryFileAndTheDestinationAsItWas() throws {
        let folder = try TemporaryDirectory()
        try folder.createDirectory("Taken/inside")
        let result = AtomicFileWriter().write(Array("text".utf8), to: folder.path + "/Taken")
        guard case .failure(let error) = result else { return XCTFail("expected a failure, got \(result)") }
        XCTAssertEqual(error.path, folder.path + "/Taken")
        XCTAssertEqual(try leftovers(in: folder.path), [], "the temporary file must be removed")
        var isDirectory: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/Taken/inside", isDirectory: &isDirectory))
    }

    func testAnUnwritableFolderFails() throws {
        guard getuid() != 0 else { throw XCTSkip("root may write into a read-only folder; covered by the other failure tests") }
        let folder = try TemporaryDirectory()
        try folder.createDirectory("Locked")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path + "/Locked")
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path + "/Locked") }
        let result = AtomicFileWriter().write([1], to: folder.path + "/Locked/Out.swift")
        guard case .failure(let error) = result else { return XCTFail("expected a failure, got \(result)") }
        XCTAssertEqual(error.reason, "Permission denied")
    }
}
