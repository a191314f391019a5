import Foundation
import XCTest

/// `Fuzz/choreo.dict` is what `Fuzz/make-dictionary.py` makes of the committed schema and rule list:
/// a key, keyword or rule added without running the script would leave the fuzzer blind to it.
final class FuzzDictionaryTests: XCTestCase {
    func testTheFuzzDictionaryIsCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-\(UUID().uuidString).dict")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("Fuzz/make-dictionary.py").path, output.path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "Fuzz/make-dictionary.py failed")
        let made = try String(contentsOf: output, encoding: .utf8)
        let committed = try String(contentsOf: root.appendingPathComponent("Fuzz/choreo.dict"), encoding: .utf8)
        XCTAssert(made == committed, "Fuzz/choreo.dict is stale: run python3 Fuzz/make-dictionary.py")
    }
}
