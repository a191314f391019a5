import ChoreoCodegen
@testable import ChoreoCLI
import XCTest

/// The plan compares each generated file with the disk as it is handed over, and keeps bytes only
/// for the files a run would write.
final class GenerateOutputPlanTests: XCTestCase {
    func testUpToDateFilesLetGoOfTheirBytesAndOthersKeepThem() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Same.choreo.swift", "let same = 1\n")
        try folder.write("Stale.choreo.swift", "let stale = 1\n")
        let files = [
            GeneratedFile(fileName: "Same.choreo.swift", contents: "let same = 1\n"),
            GeneratedFile(fileName: "Stale.choreo.swift", contents: "let stale = 2\n"),
            GeneratedFile(fileName: "New.choreo.swift", contents: "let new = 1\n"),
        ]
        var handedOver = 0
        let plan = GenerateOutputPlan(files: files.lazy.map { file -> GeneratedFile in
            handedOver += 1
            return file
        }, outputFolder: folder.path)
        XCTAssertEqual(handedOver, 3, "each file is produced once")
        XCTAssertEqual(plan.entries.map(\.state), [.upToDate, .stale, .missing])
        XCTAssertEqual(plan.entries.map(\.path), files.map { folder.path + "/" + $0.fileName })
        XCTAssertEqual(plan.entries.map(\.file.bytes), [[], files[1].bytes, files[2].bytes])
        XCTAssertEqual(plan.leftOvers, [])
        XCTAssertFalse(plan.isUpToDate)
    }

    func testLeftOversAreGeneratedSwiftFilesNoSpecProducesInByteOrder() throws {
        let folder = try TemporaryDirectory()
        let generated = GeneratedHeader.lines(specPath: "Old.transition.yaml").joined(separator: "\n") + "\n"
        try folder.write("b.choreo.swift", generated)
        try folder.write("B.choreo.swift", generated)
        try folder.write("Hand.swift", "let hand = 1\n")
        try folder.write("notes.txt", generated)
        try folder.write("Kept.choreo.swift", "x")
        let plan = GenerateOutputPlan(files: [GeneratedFile(fileName: "Kept.choreo.swift", contents: "x")], outputFolder: folder.path)
        XCTAssertEqual(plan.leftOvers, [folder.path + "/B.choreo.swift", folder.path + "/b.choreo.swift"])
        XCTAssertTrue(plan.entries.allSatisfy { $0.state == .upToDate })
    }
}
