import Foundation
import XCTest

/// A golden file: text a test makes, held to the committed file of that name, or written there
/// when the run asks for it (`GoldenUpdate`: `CHOREO_UPDATE_GOLDEN=1`, refused under CI). Every
/// golden test goes through here, so they all compare, rewrite and report a difference alike.
public enum Golden {
    /// Compares `actual` with the file at `url`, or writes it there (creating its folder) when the
    /// run asks to. `name` is what a failure calls the file.
    public static func assert(_ actual: String, matches url: URL, name: String? = nil,
                              file: StaticString = #filePath, line: UInt = #line) {
        let name = name ?? url.lastPathComponent
        if GoldenUpdate.isRequested(file: file, line: line) {
            XCTAssertNoThrow(try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true), file: file, line: line)
            XCTAssertNoThrow(try Data(actual.utf8).write(to: url, options: .atomic), file: file, line: line)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            XCTFail("\(name) is missing; run the tests with CHOREO_UPDATE_GOLDEN=1 to write it", file: file, line: line)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != actual {
            XCTFail("\(name) is stale; run the tests with CHOREO_UPDATE_GOLDEN=1 and review the diff:\n"
                    + LineDiff.describe(expected: expected, actual: actual), file: file, line: line)
        }
    }
}

/// The first lines where two texts differ, numbered, for a failure a person can read in a test log.
public enum LineDiff {
    public static func describe(expected: String, actual: String, limit: Int = 12) -> String {
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let have = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        var shown = 0
        for index in 0..<max(want.count, have.count) {
            let w = index < want.count ? String(want[index]) : nil
            let h = index < have.count ? String(have[index]) : nil
            guard w != h else { continue }
            if shown == limit {
                lines.append("…")
                break
            }
            shown += 1
            lines.append("line \(index + 1):")
            if let w { lines.append("  - \(w)") }
            if let h { lines.append("  + \(h)") }
        }
        return lines.joined(separator: "\n")
    }
}
