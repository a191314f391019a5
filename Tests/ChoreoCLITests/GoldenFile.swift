import ChoreoTestSupport
import Foundation
import XCTest

/// Compares output with a file under `Tests/Fixtures/golden/`. With `CHOREO_UPDATE_GOLDEN=1`
/// the file is rewritten instead, so a deliberate format change is one command plus a review of
/// the diff.
enum GoldenFile {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func assert(_ actual: String, matches name: String, file: StaticString = #filePath, line: UInt = #line) {
        let url = fixtures.appendingPathComponent("golden").appendingPathComponent(name)
        if GoldenUpdate.isRequested(file: file, line: line) {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            XCTAssertNoThrow(try Data(actual.utf8).write(to: url), file: file, line: line)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            XCTFail("golden file \(name) is missing; run with CHOREO_UPDATE_GOLDEN=1 to create it", file: file, line: line)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != actual {
            XCTFail("output differs from golden file \(name) (CHOREO_UPDATE_GOLDEN=1 rewrites it):\n"
                    + diff(expected: expected, actual: actual), file: file, line: line)
        }
    }

    /// The first differing lines, with line numbers: enough to see what changed in a test log.
    static func diff(expected: String, actual: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? old[index] : nil
            let b = index < new.count ? new[index] : nil
            if a != b {
                if let a { lines.append("  \(index + 1) - \(a.debugDescription)") }
                if let b { lines.append("  \(index + 1) + \(b.debugDescription)") }
            }
            if lines.count >= 20 { lines.append("  …"); break }
        }
        return lines.joined(separator: "\n")
    }
}
