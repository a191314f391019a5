import ChoreoCLI
import ChoreoCodegen
import Foundation
import XCTest

/// `choreo support`: the support code of generated transitions, for builds that generate each
/// spec with `--no-support` and compile the support code once.
final class SupportCommandTests: XCTestCase {
    func testItPrintsTheSupportFileThatGenerateWritesIntoAFolder() throws {
        let folder = try TemporaryDirectory()
        let printed = CLIHarness.run(["support"], in: folder.path)
        XCTAssertEqual(printed.status, .success, printed.stderr)
        XCTAssertEqual(printed.stdout, SwiftEmitter().emitSupport().contents)
        XCTAssertTrue(printed.stdout.hasPrefix(GeneratedHeader.marker))

        try folder.write("fade.transition.yaml", SpecTexts.clean())
        XCTAssertEqual(CLIHarness.run(["generate", "fade.transition.yaml", "-o", "out"], in: folder.path).status, .success)
        XCTAssertEqual(try String(contentsOfFile: folder.path + "/out/ChoreoSupport.choreo.swift", encoding: .utf8), printed.stdout)
    }

    func testItWritesTheFileOnlyWhenItsBytesChangeAndSaysWhichItDid() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path + "/Build/ChoreoSupport.swift"
        let first = CLIHarness.run(["support", "--output", "Build/ChoreoSupport.swift"], in: folder.path)
        XCTAssertEqual(first.status, .success)
        XCTAssertEqual(first.stderr, "wrote Build/ChoreoSupport.swift\n")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), SwiftEmitter().emitSupport().contents)
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        let again = CLIHarness.run(["support", "-o", "Build/ChoreoSupport.swift"], in: folder.path)
        XCTAssertEqual(again.status, .success)
        XCTAssertEqual(again.stderr, "unchanged Build/ChoreoSupport.swift\n")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date, past)
        XCTAssertEqual(CLIHarness.run(["support", "-o", "Build/ChoreoSupport.swift", "--quiet"], in: folder.path).stderr, "")

        try folder.write("Build/ChoreoSupport.swift", "// older\n")
        XCTAssertEqual(CLIHarness.run(["support", "-o", "Build/ChoreoSupport.swift"], in: folder.path).status, .success)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), SwiftEmitter().emitSupport().contents)
    }

    func testAnOutputThatCannotBeWrittenIsExit73() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Blocked", "a file where a folder should be\n")
        let result = CLIHarness.run(["support", "--output", "Blocked/ChoreoSupport.swift"], in: folder.path)
        XCTAssertEqual(result.status, .cannotCreate, result.stderr)
        XCTAssertTrue(result.stderr.contains("Blocked/ChoreoSupport.swift"), result.stderr)
    }
}
