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

    /// Each token's innermost scope is the last-opened scope that contains it, however the brackets are broken.
    func testEveryTokenKnowsItsInnermostScopeInMutatedCode() throws {
        let seed = UInt64(ProcessInfo.processInfo.environment["CHOREO_SEED"] ?? "") ?? 20261201
        var generator = SeededGenerator(state: seed)
        let braces = ["{", "}", "{ _ in ", "func f() {", "class A {", "UIView.animate(withDuration: 1) {", "(", ")", "x", "\n"]
        for round in 0..<300 {
            let text = (0..<Int.random(in: 0...60, using: &generator)).map { _ in braces.randomElement(using: &generator)! }.joined()
            let source = SwiftSource(file: "A.swift", text: text)
            for token in source.tokens.indices {
                let expected = source.scopes.indices.last { source.scopes[$0].contains(token) }
                XCTAssertEqual(source.scopeOfToken[token], expected,
                               "seed \(seed), round \(round), token \(token) of \(text.debugDescription)")
            }
        }
    }

    /// A file of opening braces is read in one pass over its tokens (200,000 of them took over ten minutes when
    /// every scope marked each token inside it), and code nested deeper than Swift's own parser accepts is not
    /// audited: one `audit_limit` finding at the first bracket too deep, and the other files audited as usual.
    func testCodeNestedTooDeepIsReportedOnceAndTheOtherFilesAreAudited() throws {
        let limit = SwiftSource.maximumNesting
        let closures = { (depth: Int) in
            "final class Fade: NSObject, UIViewControllerAnimatedTransitioning {\n"
                + "func animateTransition(using context: UIViewControllerContextTransitioning) {\n"
                + String(repeating: "UIView.animate(withDuration: 1) { _ in\n", count: depth)
                + "context.completeTransition(true)\n" + String(repeating: "}\n", count: depth) + "}\n}\n"
        }
        let sources = [
            SwiftSource(file: "Braces.swift", text: String(repeating: "{", count: 200_000)),
            // The class and the function open two levels, each closure one more, and the call inside it one above that.
            SwiftSource(file: "Deep.swift", text: closures(limit - 2)),
            SwiftSource(file: "Fine.swift", text: closures(limit - 3)),
        ]
        let findings = Auditor().audit(sources).map { "\($0.file):\($0.location.line):\($0.location.column) \($0.ruleID)" }
        XCTAssertEqual(findings, [
            "Braces.swift:1:\(limit + 1) audit_limit",
            "Deep.swift:\(limit + 1):27 audit_limit",
            "Fine.swift:\(limit):28 completion_ignores_cancellation",
        ])
        XCTAssertEqual(sources[2].scopes.count, limit - 1, "the class, the function and every closure")
    }

    /// Issue 30, item 8: the reader kept about 47 bytes per byte of input (a 62 MB file peaked at
    /// 2.9 GB). Past `SwiftSource.maximumTokens` a file is not read further and not audited: one
    /// `audit_limit` at the first token too many, nothing kept of its tokens, the other files audited.
    func testAFileOfMoreTokensThanTheLimitIsReportedOnceAndKeepsNoTokens() throws {
        let limit = SwiftSource.maximumTokens
        let perLine = 1_000
        // `a ` repeated: a token every two bytes, the densest text there is.
        let line = String(repeating: "a ", count: perLine) + "\n"
        let long = SwiftSource(file: "Long.swift", text: String(repeating: line, count: limit / perLine) + "a b")
        XCTAssertEqual(long.tokens.count, 0)
        XCTAssertEqual(long.tokenLimit?.description, "\(limit / perLine + 1):1")
        let fine = SwiftSource(file: "Fine.swift", text: """
            final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
                func animateTransition(using context: UIViewControllerContextTransitioning) {
                    UIView.animate(withDuration: 1) { _ in context.completeTransition(true) }
                }
            }
            """)
        let findings = Auditor().audit([long, fine])
        XCTAssertEqual(findings.map { "\($0.file):\($0.location.line):\($0.location.column) \($0.ruleID)" }, [
            "Fine.swift:3:75 completion_ignores_cancellation",
            "Long.swift:\(limit / perLine + 1):1 audit_limit",
        ])
        XCTAssertEqual(findings.last?.message, "more than 1,000,000 tokens: the file is not audited")
    }

    func testTheTokenizerStopsAtItsLimitAndSaysWhere() {
        let tokenizer = SwiftTokenizer(Array("a b\nc d".utf8), maximumTokens: 2)
        XCTAssertEqual(tokenizer.tokens.map(\.text), ["a", "b"])
        XCTAssertEqual(tokenizer.tokenLimit?.description, "2:1")
        XCTAssertNil(SwiftTokenizer(Array("a b".utf8), maximumTokens: 2).tokenLimit, "at the limit is within it")
        let comments = SwiftTokenizer(Array("// a\n// b\n// c\nd".utf8), maximumTokens: 2)
        XCTAssertEqual(comments.lineComments.map(\.text), [" a", " b"], "comments count: a file of them is bounded too")
        XCTAssertEqual(comments.tokenLimit?.description, "3:1")
    }
}
