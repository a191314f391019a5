@testable import ChoreoCodegen
import ChoreoSpec
import XCTest

/// The emitter was rewritten for speed (bytes instead of `String` building, precomputed chunks);
/// the generated code must not change by a single byte. These tests compare it with the
/// implementation it replaced (kept in `Reference/`) over many varied transitions, and emit each
/// one twice, so that a chunk cached from one transition cannot leak into another.
final class EmitterEquivalenceTests: XCTestCase {
    func testTheEmitterWritesTheSameBytesAsTheReferenceForHundredsOfVariedTransitions() {
        var random = RandomTransitions(seed: 0xC0DE_0006)
        var generated: [(transition: Transition, options: CodegenOptions)] = []
        for _ in 0..<600 { generated.append(random.make()) }
        var mismatches = 0
        for (index, (transition, options)) in generated.enumerated() {
            let expected = ReferenceSwiftEmitter(options: options).emit(transition)
            let actual = SwiftEmitter(options: options).emit(transition)
            if actual != expected {
                mismatches += 1
                if mismatches <= 3 {
                    XCTFail("transition \(index) (\(transition.name)) differs from the reference:\n"
                        + firstDifference(actual.contents, expected.contents))
                }
            }
        }
        XCTAssertEqual(mismatches, 0, "\(mismatches) of \(generated.count) transitions differ from the reference")
        // The same transitions again, in reverse order: whatever the emitter keeps between calls
        // gives the same bytes whichever transition came first.
        for (transition, options) in generated.reversed() {
            XCTAssertEqual(SwiftEmitter(options: options).emit(transition), ReferenceSwiftEmitter(options: options).emit(transition))
        }
    }

    func testTheEmitterWritesTheSameBytesAsTheReferenceForEveryVariantAndSample() {
        var cases = TransitionVariants.all().map { ($0.transition, $0.options) }
        for transition in [SampleTransitions.cardPop, SampleTransitions.slidePush, SampleTransitions.rotateSegue,
                           SampleTransitions.fade(timing: .curve(.easeInOut))] {
            for access in AccessLevel.allCases {
                cases.append((transition, CodegenOptions(accessLevel: access)))
            }
        }
        for (transition, options) in cases {
            let expected = ReferenceSwiftEmitter(options: options).emit(transition)
            let actual = SwiftEmitter(options: options).emit(transition)
            XCTAssertEqual(actual.fileName, expected.fileName)
            XCTAssert(actual.contents == expected.contents,
                      "\(transition.name) differs:\n" + firstDifference(actual.contents, expected.contents))
        }
    }

    func testTheDocCommentWrapperMatchesTheReferenceOnAnyText() {
        var random = RandomTransitions(seed: 7)
        let words = ["a", "UIKit", "`present(_:animated:completion:)`", "Überblick", "über", "x", "", " ",
                     "withAVeryLongWordThatIsLongerThanAnyLineCouldEverBeBecauseItJustKeepsGoingAndGoingAndGoingOnAndOnForever",
                     "e\u{301}", "\r\n", "\t", "end.", "\n", "\n\n", "  \n", "界", "%", "\u{1}"]
        for round in 0..<400 {
            var text = ""
            for _ in 0..<random.int(0..<61) {
                text += words[random.int(0..<words.count)]
                text += random.int(0..<5) == 0 ? "\n" : " "
            }
            for level in [0, 1, 2, 5, 30] {
                var expected = ReferenceCodePrinter()
                var actual = CodePrinter()
                for _ in 0..<level {
                    expected.indent()
                    actual.indent()
                }
                expected.doc(text)
                actual.doc(text)
                XCTAssert(actual.contents == expected.contents,
                          "round \(round), level \(level), text \(text.debugDescription):\n"
                            + firstDifference(actual.contents, expected.contents))
            }
        }
    }

    /// The first line that differs, with its neighbours, rather than two 20 KB strings.
    private func firstDifference(_ actual: String, _ expected: String) -> String {
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, e.count) {
            let left = index < a.count ? String(a[index]) : "<end>"
            let right = index < e.count ? String(e[index]) : "<end>"
            if left != right {
                return "line \(index + 1):\n  actual:   \(left.debugDescription)\n  expected: \(right.debugDescription)"
            }
        }
        return "(same lines; the bytes differ in line endings)"
    }
}
