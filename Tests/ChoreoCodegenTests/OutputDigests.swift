import ChoreoCodegen
import ChoreoSpec
import Foundation
import XCTest

/// A golden file of short digests: one line per case, `label  bytes  fnv1a64`. It pins the
/// generated code of hundreds of varied transitions (far more than the gallery's golden sources)
/// without storing megabytes; a difference names the case, and the full text of any case can be
/// printed with the emitter to look at it. `CHOREO_UPDATE_GOLDEN=1` rewrites the file after an
/// intended change to the generated code.
struct OutputDigests {
    let name: String
    private(set) var lines: [String] = []

    init(name: String) {
        self.name = name
    }

    mutating func record(_ label: String, _ bytes: [UInt8]) {
        lines.append("\(label)  \(bytes.count)  \(Self.fnv1a64(bytes))")
    }

    static func fnv1a64(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private var url: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/golden/digests/\(name).txt")
    }

    /// Compares with the golden file (or rewrites it), failing once per differing case, at most a few.
    func verify(file: StaticString = #filePath, line: UInt = #line) throws {
        let text = lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["CHOREO_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            return
        }
        guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
            XCTFail("no digest file \(url.lastPathComponent); run with CHOREO_UPDATE_GOLDEN=1", file: file, line: line)
            return
        }
        let expected = golden.split(separator: "\n").map(String.init)
        XCTAssertEqual(expected.count, lines.count, "number of cases in \(name)", file: file, line: line)
        var failures = 0
        for (actual, expected) in zip(lines, expected) where actual != expected {
            failures += 1
            if failures <= 3 {
                XCTFail("\(name): generated output changed\n  expected: \(expected)\n  actual:   \(actual)", file: file, line: line)
            }
        }
        XCTAssertEqual(failures, 0, "\(failures) of \(lines.count) cases in \(name) differ", file: file, line: line)
    }
}
