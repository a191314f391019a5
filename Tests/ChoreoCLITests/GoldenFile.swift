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
        Golden.assert(actual, matches: fixtures.appendingPathComponent("golden").appendingPathComponent(name), name: "golden file \(name)",
                      file: file, line: line)
    }
}
