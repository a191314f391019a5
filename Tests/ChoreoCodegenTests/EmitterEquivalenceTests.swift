@testable import ChoreoCodegen
import ChoreoSpec
import XCTest

/// The emitter was rewritten for speed (bytes instead of `String` building, precomputed chunks);
/// the generated code must not change by a single byte. These tests compare it with the
/// implementation it replaced (kept in `Reference/`) over many varied transitions. One emitter
/// prints them all, its options changed between transitions, and prints each one twice in
/// different orders, so that a chunk it kept from one transition cannot leak into another.
final class EmitterEquivalenceTests: XCTestCase {
    func testTheEmitterWritesTheSameBytesAsTheReferenceForHundredsOfVariedTransitions() {
        var random = RandomTransitions(seed: 0xC0DE_0006)
        var generated: [(transition: Transition, options: CodegenOptions)] = []
        for _ in 0..<600 { generated.append(random.make()) }
        var emitter = SwiftEmitter()
        var mismatches = 0
        for (index, (transition, options)) in generated.enumerated() {
            let expected = ReferenceSwiftEmitter(options: options).emit(transition)
            emitter.options = options
            let actual = emitter.emit(transition)
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
            emitter.options = options
            XCTAssertEqual(emitter.emit(transition), ReferenceSwiftEmitter(options: options).emit(transition))
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
        var emitter = SwiftEmitter()
        for (transition, options) in cases + cases.reversed() {
            let expected = ReferenceSwiftEmitter(options: options).emit(transition)
            emitter.options = options
            let actual = emitter.emit(transition)
            XCTAssertEqual(actual.fileName, expected.fileName)
            XCTAssert(actual.bytes == expected.bytes,
                      "\(transition.name) differs:\n" + firstDifference(actual.contents, expected.contents))
        }
    }

    func testATransitionThatDiffersFromTheLastInOneDetailGetsItsOwnCode() {
        var random = RandomTransitions(seed: 42)
        var emitter = SwiftEmitter()
        for _ in 0..<40 {
            let (base, options) = random.make()
            for (detail, change) in Self.singleChanges {
                var transition = base
                var changedOptions = options
                change(&transition, &changedOptions)
                for (transition, options) in [(base, options), (transition, changedOptions)] {
                    emitter.options = options
                    let actual = emitter.emit(transition)
                    let expected = ReferenceSwiftEmitter(options: options).emit(transition)
                    XCTAssert(actual == expected, "\(transition.name), changed \(detail):\n"
                        + firstDifference(actual.contents, expected.contents))
                }
            }
        }
    }

    /// Each changes one thing the generated code depends on, keeping the name's length.
    private static let singleChanges: [(String, @Sendable (inout Transition, inout CodegenOptions) -> Void)] = [
        ("the name", { t, _ in t.name = String(t.name.reversed()) }),
        ("the access level", { _, o in o.accessLevel = o.accessLevel == .public ? .internal : .public }),
        ("the deployment target", { _, o in
            o.deploymentTarget = o.deploymentTarget.major >= 17 ? DeploymentTarget(major: 13) : DeploymentTarget(major: 17) }),
        ("the presentation style", { t, _ in t.presentationStyle = t.presentationStyle == .custom ? .overFullScreen : .custom }),
        ("reduce motion", { t, _ in t.reduceMotion = t.reduceMotion == .same ? .crossfade : (t.reduceMotion == .crossfade ? .none : .same) }),
        ("the backward phase", { t, _ in t.backward = nil }),
        ("where a gesture finishes", { t, _ in
            for index in t.interactions.indices { t.interactions[index].finishAt += 0.01 }
        }),
        ("how fast a gesture finishes", { t, _ in
            for index in t.interactions.indices { t.interactions[index].finishVelocity += 1 }
        }),
        ("the gestures", { t, _ in
            for index in t.interactions.indices {
                t.interactions[index].gesture = t.interactions[index].gesture == .pan ? .edgePan : .pan
            }
        }),
        ("the gesture directions", { t, _ in
            for index in t.interactions.indices {
                t.interactions[index].direction = t.interactions[index].direction == .down ? .up : .down
                t.interactions[index].edge = t.interactions[index].edge == .top ? .bottom : .top
            }
        }),
        ("the forward gesture", { t, _ in
            let role = t.forward.role
            if t.interactions.contains(where: { $0.role == role }) {
                t.interactions.removeAll { $0.role == role }
            } else {
                t.interactions.append(Interaction(role: role, gesture: .pan, direction: .up, edge: .top, finishAt: 0.5, finishVelocity: 900))
            }
        }),
        ("the anchor", { t, _ in t.forward.incoming.anchor = t.forward.incoming.anchor == .center ? UnitPoint(x: 0, y: 0) : .center }),
        ("the corner radius", { t, _ in t.forward.outgoing.end.cornerRadius = t.forward.outgoing.end.cornerRadius == nil ? 10 : nil }),
        ("the dimming", { t, _ in t.forward.outgoing.end.dim = t.forward.outgoing.end.dim == 0 ? 0.2 : 0 }),
        ("the layout direction", { t, _ in
            t.forward.incoming.start.offset = Offset(x: 0.5, y: 0, isLayoutRelative: !t.forward.incoming.start.offset.isLayoutRelative) }),
        ("the timing", { t, _ in t.forward.timing = .curve(.easeIn) }),
        ("the order", { t, _ in t.forward.order = t.forward.order == .toAbove ? .fromAbove : .toAbove }),
    ]

    func testDocCommentsCommentsAndChunksOfLinesMatchTheReferenceOnAnyText() {
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
                expected.comment(text)
                actual.comment(text)
                expected.lines(text)
                actual.lines(text)
                XCTAssert(actual.bytes == Array(expected.contents.utf8),
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
