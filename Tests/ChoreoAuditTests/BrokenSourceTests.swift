import ChoreoAudit
import Foundation
import XCTest

/// Code being edited is often broken: cut short, brackets unbalanced, a string left open. The
/// auditor must read anything without crashing or hanging and point only inside the file.
final class BrokenSourceTests: XCTestCase {
    /// A small deterministic generator (SplitMix64), so a failure can be replayed from its seed.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private static let pieces = [
        "{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "#\"", "\"#", "/*", "*/", "//", "\\(", "`", "<", ">", ".", "?",
        "=", "\n", "é", "func ", "class ", "let ", "completeTransition", "return ", "containerView", "in ", "guard ",
        "else ", "{ _ in ", "completion: ", "transitioningDelegate = ", "UIScreen.main.bounds",
    ]

    func testMutatedAnimatorsAreReadWithoutCrashingAndFindingsStayInTheFile() throws {
        let folder = AuditFixtureTests.folder
        let texts = try ["pitfalls", "correct", "tricky"].flatMap { sub in
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(sub).path).sorted().map {
                try String(contentsOf: folder.appendingPathComponent("\(sub)/\($0)"), encoding: .utf8)
            }
        }
        let seed = UInt64(ProcessInfo.processInfo.environment["CHOREO_SEED"] ?? "") ?? 20261201
        var generator = SeededGenerator(state: seed)
        for round in 0..<200 {
            var sources: [SwiftSource] = []
            var lineCounts: [String: Int] = [:]
            for index in 0..<3 {
                var scalars = Array(texts.randomElement(using: &generator)!.unicodeScalars)
                scalars = Array(scalars.prefix(Int.random(in: 0...scalars.count, using: &generator)))
                for _ in 0..<Int.random(in: 0...10, using: &generator) {
                    let at = Int.random(in: 0...scalars.count, using: &generator)
                    scalars.insert(contentsOf: Self.pieces.randomElement(using: &generator)!.unicodeScalars, at: at)
                }
                sources.append(SwiftSource(file: "\(index).swift", text: String(String.UnicodeScalarView(scalars))))
                lineCounts["\(index).swift"] = scalars.filter { $0 == "\n" }.count + 1
            }
            for finding in Auditor().audit(sources) {
                XCTAssertTrue((1...(lineCounts[finding.file] ?? 0)).contains(finding.location.line),
                              "seed \(seed), round \(round): \(finding.file):\(finding.location) outside the file (CHOREO_SEED=\(seed) replays it)")
            }
        }
    }
}
